import { z } from 'zod';

/**
 * Passkeys (issue 27): WebAuthn as `@simplewebauthn/browser` sends it. The options routes answer
 * with the library's own options JSON; these are the bodies the server reads, bounded so a body
 * cannot make it decode megabytes.
 */

/** A base64url field of a credential: ids, client data, authenticator data, signatures. */
const b64url = (max: number) => z.string().max(max);

/** Fields both ceremonies' responses share. */
const credentialBase = {
  id: b64url(1400),
  rawId: b64url(1400),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string().max(64), z.unknown()).default({}),
};

/**
 * POST /api/auth/passkey/register/options: adding a passkey to an account with a password asks
 * for that password again, unless the session signed in (or signed up) within five minutes.
 */
export const passkeyRegisterOptionsSchema = z.object({
  currentPassword: z.string().max(200).optional(),
});
export type PasskeyRegisterOptions = z.infer<typeof passkeyRegisterOptionsSchema>;

/** DELETE /api/auth/passkeys/:id: a credential id (base64url), one of the caller's own. */
export const passkeyIdParamsSchema = z.object({ id: z.string().min(1).max(1400) });

/** GET /api/auth/passkeys: one of the signed-in person's passkeys (Settings > Account). */
export interface PasskeyInfo {
  id: string;
  /** ISO time it was added. */
  createdAt: string;
}

/** POST /api/auth/passkey/register/verify: the new credential, for the signed-in user. */
export const passkeyRegisterVerifySchema = z.object({
  response: z.object({
    ...credentialBase,
    response: z.object({
      clientDataJSON: b64url(4096),
      attestationObject: b64url(16_384),
      authenticatorData: b64url(16_384).optional(),
      transports: z.array(z.string().max(32)).max(10).optional(),
      publicKeyAlgorithm: z.number().int().optional(),
      publicKey: b64url(4096).optional(),
    }),
  }),
});
export type PasskeyRegisterVerify = z.infer<typeof passkeyRegisterVerifySchema>;

/**
 * POST /api/auth/passkey/login/options: for one account (picked on the picker, or typed in 'Sign
 * in to another account'), or none, when the browser offers the passkeys it holds for this site.
 */
export const passkeyLoginOptionsSchema = z.object({
  userId: z.string().min(1).max(100).optional(),
  username: z.string().min(1).max(64).optional(),
});
export type PasskeyLoginOptions = z.infer<typeof passkeyLoginOptionsSchema>;

/** POST /api/auth/passkey/login/verify: the browser's signed answer to a login challenge. */
export const passkeyLoginVerifySchema = z.object({
  response: z.object({
    ...credentialBase,
    response: z.object({
      clientDataJSON: b64url(4096),
      authenticatorData: b64url(16_384),
      signature: b64url(4096),
      userHandle: b64url(512).optional(),
    }),
  }),
});
export type PasskeyLoginVerify = z.infer<typeof passkeyLoginVerifySchema>;
