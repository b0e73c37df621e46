/**
 * Avatar & Profile (spec secondary 'Avatar & Profile', 3, 5, 8, 9). Plain data, no zod: the web
 * client reads these without the schemas.
 */

/** Spec secondary 5 and 9: an avatar upload is at most 5 MB (5 * 1024 * 1024 bytes). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/** Spec secondary 8: the words of a refused avatar file (the title, then the description). */
export const AVATAR_TEXT = {
  tooLargeTitle: 'File Too Large',
  tooLarge: 'Please select an image smaller than 5MB.',
} as const;

/**
 * The side of a stored avatar, in pixels: the largest circle shown is 128 CSS px, so 512 is
 * sharp on a 3x screen and a few dozen kilobytes as WebP.
 */
export const AVATAR_SIZE_PX = 512;

/** Spec secondary 3 'Avatar styles', in the spec's order. */
export const AVATAR_STYLES = ['realistic', 'cartoon', 'abstract', 'pixel'] as const;
export type AvatarStyle = (typeof AVATAR_STYLES)[number];

/** Spec secondary 5 and 9: crop zoom 50 to 200 percent, step 5, default 100. */
export const AVATAR_ZOOM = { min: 50, max: 200, step: 5, initial: 100 } as const;

/** Where a stored avatar is read: `POST /api/users/me/avatar` sets `users.avatar` to this. */
export function avatarUrl(ref: string): string {
  return `/api/avatars/${ref}`;
}
