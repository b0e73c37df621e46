import type { QueryClient } from '@tanstack/react-query';
import type { ServerEvent, UserSettings } from '../../../../protocol';

/**
 * The spec's defaults (secondary 9), for the moment before the stored settings arrive. Spelled
 * here rather than parsed from the protocol's schema, so that the first screen (the settings
 * dialog, notifications) carries no zod; a unit test holds the two together.
 */
export const SETTINGS_DEFAULTS: Readonly<UserSettings> = {
  lastSeen: true,
  profilePhoto: 'everyone',
  notifications: true,
  notifyMessages: true,
  notifyCalls: true,
  notifyGroups: true,
  autoDownload: 'wifi',
  theme: 'system',
};

/** GET /api/settings, per user: Switch User must not show the last person's settings. */
export function settingsKey(userId: string) {
  return ['/api/settings', { userId }] as const;
}

/**
 * My settings changed on another of my devices: take them as they are now. A contact deleted
 * their account: the lists lost them at once (applyEvent); their messages in our groups went
 * too, so the conversations and messages held are read again.
 */
export function settingsApplyEvents(
  client: QueryClient,
  events: readonly ServerEvent[],
  userId: string,
): void {
  let someoneLeft = false;
  for (const event of events) {
    if (event.type === 'settings_updated') client.setQueryData(settingsKey(userId), event.settings);
    if (event.type === 'user_deleted') someoneLeft = true;
  }
  if (someoneLeft) void client.invalidateQueries({ queryKey: ['/api/conversations'] });
}
