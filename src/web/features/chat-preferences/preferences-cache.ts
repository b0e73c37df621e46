import type { ChatPreferences, Conversation } from '../../../protocol';
import { conversationsSort } from '../../lib/apply-event';

/**
 * Folds my Mute, Wallpaper and pin for one chat (changed here or on another of my devices) into the
 * conversation list. The same list back when nothing changes.
 */
export function conversationsApplyPreferences(
  list: readonly Conversation[],
  preferences: ChatPreferences,
): Conversation[] {
  const { conversationId, muted, wallpaper } = preferences;
  const index = list.findIndex((c) => c.id === conversationId);
  const held = list[index];
  // Older senders (and tests) leave the pin out: it stays as it was then.
  const pinnedAt =
    preferences.pinnedAt === undefined ? (held?.pinnedAt ?? null) : preferences.pinnedAt;
  if (
    !held ||
    ((held.muted ?? false) === muted &&
      (held.wallpaper ?? null) === wallpaper &&
      (held.pinnedAt ?? null) === pinnedAt)
  ) {
    return list as Conversation[];
  }
  const copy = [...list];
  const next: Conversation = { ...held, muted, wallpaper, pinnedAt };
  if (!pinnedAt) delete next.pinnedAt;
  copy[index] = next;
  // A pin moves the chat to the top; unpinned, it goes back among the others.
  return (held.pinnedAt ?? null) === pinnedAt ? copy : conversationsSort(copy);
}
