import { liveFeature } from '../../lib/live-registry';
import { conversationsApplyPreferences } from './preferences-cache';

/** My Mute and Wallpaper for a chat, changed here or on another of my devices. */
export const chatPreferencesLive = liveFeature({
  events: ['chat_preferences_updated'],
  fold: (cache, event) =>
    cache.conversations
      ? { ...cache, conversations: conversationsApplyPreferences(cache.conversations, event) }
      : cache,
});
