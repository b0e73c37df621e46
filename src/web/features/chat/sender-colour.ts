/**
 * Name colours for senders in group chats: distinct, and readable on white (each at least 4.5:1,
 * WCAG AA for text of this size; the 600 shades of green, amber, cyan and lime were not).
 */
const SENDER_COLOURS = [
  '#e11d48',
  '#2563eb',
  '#047857',
  '#b45309',
  '#7c3aed',
  '#0e7490',
  '#c026d3',
  '#4d7c0f',
];

/** A stable colour per user id. */
export function senderColour(userId: string): string {
  let h = 0;
  for (let i = 0; i < userId.length; i++) h = (h * 31 + userId.charCodeAt(i)) | 0;
  return SENDER_COLOURS[Math.abs(h) % SENDER_COLOURS.length]!;
}
