/** Name colours for senders in group chats: distinct, readable on white. */
const SENDER_COLOURS = [
  '#e11d48',
  '#2563eb',
  '#059669',
  '#d97706',
  '#7c3aed',
  '#0891b2',
  '#c026d3',
  '#65a30d',
];

/** A stable colour per user id. */
export function senderColour(userId: string): string {
  let h = 0;
  for (let i = 0; i < userId.length; i++) h = (h * 31 + userId.charCodeAt(i)) | 0;
  return SENDER_COLOURS[Math.abs(h) % SENDER_COLOURS.length]!;
}
