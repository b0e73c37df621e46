/**
 * The numbers and names of contact lists and broadcast lists, apart from their schemas
 * (`lists.ts`, `broadcasts.ts`): the web screens need these but not zod.
 */

/** Spec secondary 'Contact Lists': a list's name is what a card is known by; short is enough. */
export const LIST_NAME_MAX = 100;
/** A line or two under the name. */
export const LIST_DESCRIPTION_MAX = 500;
/** Cards show two tags and '+n' (spec secondary 9): ten is plenty to search by. */
export const LIST_TAGS_MAX = 10;
export const LIST_TAG_MAX = 30;
/** Most people one Add Members call takes: everyone a person is likely to pick at once. */
export const LIST_MEMBERS_ADD_MAX = 200;

/** Spec secondary 3 'Broadcast list' category (a new list is General, spec secondary 4). */
export const BROADCAST_CATEGORIES = ['General', 'Business', 'Technology', 'Work'] as const;
export type BroadcastCategory = (typeof BROADCAST_CATEGORIES)[number];

/** Most lists one broadcast goes to: far more than a person keeps. */
export const BROADCAST_LISTS_MAX = 50;
/** Recent Broadcasts shows this many, newest first. */
export const BROADCAST_RECENT_MAX = 50;
/** Discover shows this many lists of other people, the most followed first. */
export const BROADCAST_DISCOVER_MAX = 50;

/** Spec secondary 5: the read percentage is readCount / recipientCount * 100, rounded. */
export function broadcastReadPercent(readCount: number, recipientCount: number): number {
  return recipientCount === 0 ? 0 : Math.round((readCount / recipientCount) * 100);
}
