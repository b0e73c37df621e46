/** What Share Music and music bubbles say (spec core 2 'Share Music'). */
export const MUSIC_TEXT = {
  title: 'Share Music',
  description: 'Pick a song to share in this chat.',
  trending: 'Trending',
  recent: 'Recently Played',
  search: 'Search songs or artists',
  noMatch: 'No songs found',
  /** Recently Played before the user has shared any song: the sample songs. */
  suggested: 'Songs you share will show up here. A few to start with:',
  loadFailed: 'Could not load your recent songs.',
  share: (title: string) => `Share ${title}`,
} as const;
