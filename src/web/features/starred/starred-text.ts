import { tNow } from '../../i18n/intl';
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

/**
 * Texts of stars the chat shows too (its message menu copies a message with this toast), in the
 * app language when they are read.
 */
export const STARRED_TEXT = {
  get copiedTitle() {
    return tNow('starred.copiedTitle');
  },
  get copiedBody() {
    return tNow('starred.copiedBody');
  },
};

/** The chat's message menu and its dialogs, in the app language when they are read. */
export const MESSAGE_MENU_TEXT = {
  get open() {
    return tNow('starred.menuOpen');
  },
  get star() {
    return tNow('starred.menuStar');
  },
  get unstar() {
    return tNow('starred.unstar');
  },
  get edit() {
    return tNow('starred.menuEdit');
  },
  get unsend() {
    return tNow('starred.menuUnsend');
  },
  get copy() {
    return tNow('starred.menuCopy');
  },
  get info() {
    return tNow('starred.menuInfo');
  },
  get infoTitle() {
    return tNow('starred.menuInfo');
  },
  get sent() {
    return tNow('starred.menuSent');
  },
  get edited() {
    return tNow('starred.menuEdited');
  },
  get notEdited() {
    return tNow('starred.menuNotEdited');
  },
  get starredMark() {
    return tNow('starred.starredMark');
  },
};

/** Edit history, opened from 'edited' on a bubble, in the app language when it is read. */
export const HISTORY_TEXT = {
  get open() {
    return tNow('starred.historyOpen');
  },
  get title() {
    return tNow('starred.historyTitle');
  },
  get description() {
    return tNow('starred.historyDescription');
  },
  get current() {
    return tNow('starred.historyCurrent');
  },
  get original() {
    return tNow('starred.historyOriginal');
  },
  version: (n: number) => tNow('starred.historyVersion', { n }),
  get loadError() {
    return tNow('starred.historyLoadError');
  },
};
