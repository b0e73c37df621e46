import type { StarredSort, StarredTypeFilter } from './starred-filter';
import type { StarredType } from '../../../protocol';

/** The type filter's choices (plural: 'Images'). */
export const STARRED_TYPE_IDS: Record<StarredTypeFilter, string> = {
  all: 'starred.typeAll',
  text: 'starred.typeText',
  image: 'starred.typeImages',
  video: 'starred.typeVideos',
  document: 'starred.typeDocuments',
  link: 'starred.typeLinks',
};

/** The badge on a card: one kind, singular. */
export const STARRED_BADGE_IDS: Record<StarredType, string> = {
  text: 'starred.badgeText',
  image: 'starred.badgeImage',
  video: 'starred.badgeVideo',
  document: 'starred.badgeDocument',
  link: 'starred.badgeLink',
};

export const STARRED_SORT_IDS: Record<StarredSort, string> = {
  newest: 'starred.sortNewest',
  oldest: 'starred.sortOldest',
  conversation: 'starred.sortConversation',
};
