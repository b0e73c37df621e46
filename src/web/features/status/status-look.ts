/**
 * The backgrounds of text statuses (as WhatsApp colours them): picked by the status's id, so a
 * status keeps its colour on every screen and device.
 */
const TILES = [
  'bg-gradient-to-br from-brand-500 to-brand-700',
  'bg-gradient-to-br from-rose-500 to-orange-500',
  'bg-gradient-to-br from-emerald-500 to-teal-700',
  'bg-gradient-to-br from-sky-500 to-indigo-600',
  'bg-gradient-to-br from-amber-500 to-rose-600',
  'bg-gradient-to-br from-fuchsia-500 to-purple-700',
] as const;

/** The tile class of a text status. */
export function statusTileClass(id: string): string {
  let h = 0;
  for (let i = 0; i < id.length; i++) h = (h * 31 + id.charCodeAt(i)) | 0;
  return TILES[Math.abs(h) % TILES.length]!;
}
