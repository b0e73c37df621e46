import type { FriendView } from '../../../protocol';

export interface ContactGroups {
  friends: FriendView[];
  suggested: FriendView[];
  pending: FriendView[];
}

/**
 * Spec secondary 'Contacts': friends, pending (I asked them), and suggested (neither), each kept
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
    pending: shown.filter((v) => !v.isFriend && v.isPendingRequest),
    suggested: shown.filter((v) => !v.isFriend && !v.isPendingRequest),
  };
}
