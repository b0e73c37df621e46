import { z } from 'zod';
import { pathIdSchema } from './params';
import { userSchema } from './users';

/** A device is one of the user's sessions (ARCHITECTURE "Identity and sessions"). */
export const deviceTypeSchema = z.enum(['mobile', 'desktop', 'tablet']);
export type DeviceType = z.infer<typeof deviceTypeSchema>;

/**
 * Spec secondary 3 'Linked device', served by GET /api/devices. `id` names the session without
 * being its cookie or the cookie's stored hash; `name` is the English reading of `browser` on
 * `platform` (the client words it in its own language); `lastActive` is an ISO time (the spec's
 * text is the client's to write); `isActive` is the spec's name for `online`, kept beside it.
 */
export const deviceSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: deviceTypeSchema,
  /** The operating system read from the user agent ('macOS', 'Android'...); null when unknown. */
  platform: z.string().nullable(),
  /** The browser read from the user agent ('Chrome', 'Safari'...); null when unknown. */
  browser: z.string().nullable(),
  lastActive: z.string(),
  /**
   * Addition: when this session began (ISO), which tells apart two devices of the same browser
   * and system.
   */
  signedInAt: z.string(),
  isActive: z.boolean(),
  online: z.boolean(),
  isCurrent: z.boolean(),
});
export type Device = z.infer<typeof deviceSchema>;

export const deviceParamsSchema = z.object({ id: pathIdSchema });

/** Addition: how long a 'Link Device' QR code signs a new device in (the issue: 2 minutes). */
export const DEVICE_LINK_TTL_MS = 2 * 60 * 1000;

/** POST /api/device-links: a one-time code for the QR code, shown once and stored hashed. */
export const deviceLinkSchema = z.object({
  code: z.string(),
  /** Names the link in the `devices_changed` event when it is used (not the code). */
  linkId: z.string(),
  expiresAt: z.string(),
});
export type DeviceLink = z.infer<typeof deviceLinkSchema>;

/** A code as the QR code's address carries it (128 random bits, base64url: 22 characters). */
export const deviceLinkParamsSchema = z.object({ code: pathIdSchema });

/** GET /api/device-links/{code}: whose account a link signs into, before it is used. */
export const deviceLinkPeekSchema = z.object({
  user: userSchema.pick({ id: true, displayName: true, username: true, avatar: true }),
  expiresAt: z.string(),
  /** How long it has left by the server's clock: the new device's own clock may be off. */
  expiresInMs: z.number(),
});
export type DeviceLinkPeek = z.infer<typeof deviceLinkPeekSchema>;

/** The refusals of a link, as the server words them (the client shows its own words per status). */
export const DEVICE_TEXT = {
  deviceNotFound: 'Device not found',
  linkNotFound: 'Link not found',
  linkUsed: 'This link was already used',
  linkExpired: 'This link has expired',
} as const;
