import type { FriendView } from '../../../protocol';

/** They asked me to be friends and I have not answered. */
export const asksMe = (v: FriendView): boolean => v.incomingRequestId !== null;

export interface ContactGroups {
  friends: FriendView[];
  suggested: FriendView[];
  pending: FriendView[];
}

/**
 * Spec secondary 'Contacts': friends, pending (they asked me, or I asked them), and suggested
 * (none of these), each kept
 * in the server's order (suggestions by mutual friends); the search matches display name or
 * username, any case.
 */
export function contactGroups(views: readonly FriendView[], search: string): ContactGroups {
  const q = search.trim().toLocaleLowerCase();
  const shown = q
    ? views.filter(
        (v) =>
          v.displayName.toLocaleLowerCase().includes(q) ||
          v.username.toLocaleLowerCase().includes(q),
      )
    : views;
  return {
    friends: shown.filter((v) => v.isFriend),
    pending: shown.filter((v) => !v.isFriend && (v.isPendingRequest || asksMe(v))),
    suggested: shown.filter((v) => !v.isFriend && !v.isPendingRequest && !asksMe(v)),
  };
}
