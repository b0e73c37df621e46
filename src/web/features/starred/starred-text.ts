/**
 * Every text a person reads for starred messages, the message menu and edit history, in one
 * place for the string catalogs. Spec secondary 'Starred Messages' (sections 2, 4 and 8) gives
 * the titles, placeholders, filters, empty states and toasts word for word.
 */
export const STARRED_TEXT = {
  title: 'Starred Messages',
  search: 'Search starred messages...',
  typeFilterLabel: 'Message type',
  sortLabel: 'Sort by',
  types: {
    all: 'All Types',
    text: 'Text',
    image: 'Images',
    video: 'Videos',
    document: 'Documents',
    link: 'Links',
  },
  /** The badge on a card: one kind, singular. */
  typeBadge: {
    text: 'Text',
    image: 'Image',
    video: 'Video',
    document: 'Document',
    link: 'Link',
  },
  sorts: { newest: 'Newest', oldest: 'Oldest', conversation: 'Conversation' },
  in: 'in',
  starredAgo: (ago: string) => `Starred ${ago}`,
  sentAgo: (ago: string) => `Originally sent ${ago}`,
  cardMenu: 'Message options',
  share: 'Share',
  goTo: 'Go to Message',
  unstar: 'Unstar',
  download: 'Download',
  emptyTitle: 'No Starred Messages',
  emptyFiltered: 'No messages match your search criteria.',
  emptyNone: 'Star important messages to find them easily later.',
  loadError: 'Could not load starred messages.',
  retry: 'Try again',
  unstarredTitle: 'Message Unstarred',
  unstarredBody: 'Message removed from starred items.',
  copiedTitle: 'Copied to Clipboard',
  copiedBody: 'Message content has been copied.',
  starredTitle: 'Message Starred',
  starError: 'Could not change the star. Try again.',
} as const;

/** The chat's message menu and its dialogs. */
export const MESSAGE_MENU_TEXT = {
  open: 'Message options',
  star: 'Star',
  unstar: 'Unstar',
  edit: 'Edit',
  unsend: 'Unsend',
  copy: 'Copy',
  info: 'Message Info',
  infoTitle: 'Message Info',
  sent: 'Sent',
  edited: 'Edited',
  notEdited: 'Not edited',
  starredMark: 'Starred',
} as const;

/** Edit history, opened from 'edited' on a bubble. */
export const HISTORY_TEXT = {
  open: 'Show edit history',
  title: 'Edit History',
  description: 'Every version of this message, newest first.',
  current: 'Current',
  original: 'Original',
  version: (n: number) => `Version ${n}`,
  loadError: 'Could not load the edit history.',
} as const;
