import { z } from 'zod';

/** Spec secondary 9: auto-download never, on Wi-Fi (default) or always. */
export const autoDownloadSchema = z.enum(['never', 'wifi', 'always']);
export type AutoDownload = z.infer<typeof autoDownloadSchema>;

/** Spec secondary 9: who sees my profile photo. */
export const photoVisibilitySchema = z.enum(['everyone', 'contacts', 'nobody']);
export type PhotoVisibility = z.infer<typeof photoVisibilitySchema>;

export const themeSchema = z.enum(['light', 'dark', 'system']);
export type Theme = z.infer<typeof themeSchema>;

/**
 * A user's settings (spec secondary 'Settings' and 9), kept on the server in `users.settings`.
 * Every field has its spec default, so a stored object missing a field (older, or never saved)
 * reads as the default. 'Read receipts' lives in the Privacy route of its own
 * (`/api/users/{id}/privacy`), as it did before these settings.
 */
export const userSettingsSchema = z.object({
  /** Privacy: off shares no last-seen time and shows nobody's (the WhatsApp rule). */
  lastSeen: z.boolean().catch(true).default(true),
  profilePhoto: photoVisibilitySchema.catch('everyone').default('everyone'),
  /** Notifications: the master switch, then messages, calls and groups. */
  notifications: z.boolean().catch(true).default(true),
  notifyMessages: z.boolean().catch(true).default(true),
  notifyCalls: z.boolean().catch(true).default(true),
  notifyGroups: z.boolean().catch(true).default(true),
  autoDownload: autoDownloadSchema.catch('wifi').default('wifi'),
  theme: themeSchema.catch('system').default('system'),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

/** PATCH /api/settings: any of the fields; unknown fields are refused. */
export const userSettingsUpdateSchema = z
  .object({
    lastSeen: z.boolean(),
    profilePhoto: photoVisibilitySchema,
    notifications: z.boolean(),
    notifyMessages: z.boolean(),
    notifyCalls: z.boolean(),
    notifyGroups: z.boolean(),
    autoDownload: autoDownloadSchema,
    theme: themeSchema,
  })
  .partial()
  .strict();
export type UserSettingsUpdate = z.infer<typeof userSettingsUpdateSchema>;
