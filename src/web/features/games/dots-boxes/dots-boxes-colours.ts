/** Player 1's and player 2's colours (index by mark 1 or 2): lines, and the boxes they own. */
export const PLAYER_LINE = ['', 'bg-brand-600', 'bg-amber-500'] as const;
export const PLAYER_BOX = [
  '',
  'bg-brand-100 text-brand-700',
  'bg-amber-100 text-amber-700',
] as const;
export const PLAYER_DOT = ['', 'bg-brand-600', 'bg-amber-500'] as const;
