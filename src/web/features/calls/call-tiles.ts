import type { CallPeerView } from './call-mesh-types';

/**
 * Who gets the group grid's tiles beside mine (it holds four). A group chat can have more
 * members than tiles, and some never come in (they declined, or left): those whose picture has
 * come first, then those still connecting, then the rest. Without this a member who declined
 * could take a tile while someone in the call had none. The chosen keep the chat's order: a
 * tile moved in the page pauses its video (the browser pauses a media element taken out of the
 * document), which froze pictures in the four-person e2e when the grid was sorted.
 */
export function gridOthers(
  others: readonly string[],
  peers: CallPeerView[],
  max: number,
): string[] {
  const rank = (id: string) => {
    const peer = peers.find((p) => p.userId === id);
    if (peer?.stream) return 0;
    if (peer && peer.state !== 'new') return 1;
    return 2;
  };
  return others
    .map((id, i) => ({ id, i, r: rank(id) }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .slice(0, max)
    .sort((a, b) => a.i - b.i)
    .map((o) => o.id);
}
