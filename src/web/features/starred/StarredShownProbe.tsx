import { useEffect } from 'react';
import type { StarredMessage } from '../../../protocol';
import { useStarredShown } from './use-starred-shown';

/**
 * Renders nothing: works out how one starred message is shown to its reader (its translation,
 * when there is one) and reports it, so the search finds a card by the words it shows, even a
 * card the current filter hides.
 */
export function StarredShownProbe({
  item,
  meId,
  onShown,
}: {
  item: StarredMessage;
  meId: string;
  onShown: (id: string, text: string | undefined) => void;
}) {
  const shown = useStarredShown(item, meId);
  const text = shown.translatedFrom !== null ? shown.text : undefined;
  useEffect(() => onShown(item.id, text), [item.id, text, onShown]);
  return null;
}
