import type { ChatPreferences, Conversation } from '../../../protocol';

/**
 * Folds my Mute and Wallpaper for one chat (changed here or on another of my devices) into the
 * conversation list. The same list back when nothing changes.
 */
export function conversationsApplyPreferences(
  list: readonly Conversation[],
  preferences: ChatPreferences,
): Conversation[] {
  const { conversationId, muted, wallpaper } = preferences;
  const index = list.findIndex((c) => c.id === conversationId);
  const held = list[index];
  if (!held || ((held.muted ?? false) === muted && (held.wallpaper ?? null) === wallpaper)) {
    return list as Conversation[];
  }
  const copy = [...list];
  copy[index] = { ...held, muted, wallpaper };
  return copy;
}
