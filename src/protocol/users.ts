import { z } from 'zod';
import { languageListCode } from '../lang/languages';

/** Spec core 3: anything but 'online' counts as offline. */
export const userStatusSchema = z.enum(['online', 'offline', 'busy', 'away']);

/** Issue 31: what a person may choose to be shown as while connected (Available, Busy, Away). */
export const PRESENCE_CHOICES = ['online', 'busy', 'away'] as const;
export type PresenceChoice = (typeof PRESENCE_CHOICES)[number];
export type UserStatus = z.infer<typeof userStatusSchema>;

export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  avatar: z.string().nullable(),
  language: z.string(),
  status: userStatusSchema,
  bio: z.string().nullable().optional(),
  /** Addition: true when this person has set a password. */
  hasPassword: z.boolean().optional(),
  /**
   * Addition (issue 31): the state this person chose (Available, Busy, Away), to themself only;
   * `status` is what others see, offline whatever they chose while they are not connected.
   */
  presence: z.enum(['online', 'busy', 'away']).optional(),
  /**
   * Addition (issue 27): one of the demo people, one tap away on the picker unless they set a
   * password (or the server has REQUIRE_PASSWORDS=1). Picking anyone else asks for a credential.
   */
  demo: z.boolean().optional(),
});
export type User = z.infer<typeof userSchema>;

/**
 * Addition (ARCHITECTURE "Identity and sessions"): binds an identity to a session. It is named by
 * `userId` (picked on the picker) or by `username` ('Sign in to another account'); every account
 * but a demo person needs its `password` (or a passkey, through the passkey routes).
 */
export const sessionCreateSchema = z.object({
  userId: z.string().min(1).max(100).optional(),
  username: z.string().min(1).max(64).optional(),
  password: z.string().max(200).optional(),
});
export type SessionCreate = z.infer<typeof sessionCreateSchema>;

export const sessionSchema = z.object({ user: userSchema });
export type Session = z.infer<typeof sessionSchema>;

/**
 * Addition: `GET /api/session?optional=1` answers a visitor with no session `{ user: null }`
 * (200) instead of 401, so that the first screen's "who is this?" logs no error in the browser.
 */
export const sessionReadQuerySchema = z.object({ optional: z.literal('1').optional() });
export const sessionMaybeSchema = z.object({ user: userSchema.nullable() });
export type SessionMaybe = z.infer<typeof sessionMaybeSchema>;

/** Spec secondary 5: username at least 3 characters, checked on the untrimmed value. */
export const USERNAME_MIN = 3;

/**
 * Spec secondary 3: a user's language is one of the language list's codes, stored as the list
 * spells it. Languages no engine translates are welcome: the app falls back to English.
 */
export const userLanguageSchema = z
  .custom<string>(
    (v) => typeof v === 'string' && languageListCode(v) !== undefined,
    'Unsupported language',
  )
  .transform((code) => languageListCode(code)!);

/** Issue 27: the shortest password an account may set at sign-up. */
export const PASSWORD_MIN = 8;

export const signupSchema = z.object({
  username: z.string().min(USERNAME_MIN, 'Username must be at least 3 characters').max(32),
  displayName: z.string().trim().min(1, 'Please fill in all required fields').max(64),
  language: userLanguageSchema.default('en'),
  avatar: z.string().max(500).optional(),
  /** Required (issue 27): an account is protected from its first second. */
  password: z.string().min(PASSWORD_MIN, 'Password must be at least 8 characters').max(200),
});
export type Signup = z.infer<typeof signupSchema>;

/** Spec secondary 5 and 9: a bio of at most 150 characters. */
export const BIO_MAX = 150;

/**
 * PATCH /api/users/me: what a person changes about themselves (Settings > Account's profile):
 * their display name, bio (null or blank clears it) and language (the app's and the one
 * messages are translated into). At least one of them.
 */
export const userUpdateSchema = z
  .strictObject({
    displayName: z.string().trim().min(1, 'Display name is required').max(64),
    bio: z
      .string()
      .trim()
      .max(BIO_MAX, `Bio must be at most ${BIO_MAX} characters`)
      .nullable()
      .transform((bio) => (bio ? bio : null)),
    language: userLanguageSchema,
    /**
     * Addition (issue 31): the presence a person chooses, shown to contacts while they are
     * connected: Available ('online'), Busy (silences their notifications) or Away.
     */
    status: z.enum(PRESENCE_CHOICES),
  })
  .partial()
  .refine((change) => Object.keys(change).length > 0, 'Nothing to change');
export type UserUpdate = z.infer<typeof userUpdateSchema>;
