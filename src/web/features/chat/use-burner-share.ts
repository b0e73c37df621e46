import { useCallback, useState } from 'react';
import type { SendParts } from './registry/send-parts';

/**
 * The composer's burner toggle (spec core 4), for the next message: a text, a photo, a note,
 * or a sticker, song or location sent from a registered dialog (`sendShare`).
 */
export function useBurnerShare(sendRich: (parts: SendParts) => void) {
  const [burner, setBurner] = useState(false);
  const burnerUsed = useCallback(() => setBurner(false), []);
  const sendShare = useCallback(
    (parts: SendParts) => {
      sendRich(burner ? { ...parts, isBurner: true } : parts);
      if (burner) setBurner(false);
    },
    [burner, sendRich],
  );
  return { burner, setBurner, burnerUsed, sendShare };
}
