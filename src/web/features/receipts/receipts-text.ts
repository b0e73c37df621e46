/** Every text a person reads about read receipts (issue 11), in one place for the catalogs. */
export const RECEIPTS_TEXT = {
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
  readBy: (n: number) => `Read by ${n}`,
  deliveredTo: (n: number) => `Delivered to ${n}`,
  nobodyYet: 'Nobody yet',
} as const;
