import type { QueryClient } from '@tanstack/react-query';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { Session, User } from '../../../protocol';
import { apiRequest } from '../../lib/api';
import { sessionAdopt } from './session';

/** True where the browser can make and use passkeys (WebAuthn). */
export function passkeySupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/**
 * The browser half, loaded when a passkey is first used: the first screen does not carry it.
 */
const browserHalf = () => import('@simplewebauthn/browser');

/**
 * Adds a passkey to the signed-in account: the server's options, the browser's prompt, the
 * server's check. The current password goes with the options' request (an account with one
 * gives it unless it signed in within five minutes). Throws when the person cancels or the
 * server refuses.
 */
export async function passkeyAdd(currentPassword?: string): Promise<void> {
  const { startRegistration } = await browserHalf();
  const optionsJSON = await apiRequest<PublicKeyCredentialCreationOptionsJSON>(
    'POST',
    '/api/auth/passkey/register/options',
    currentPassword ? { currentPassword } : {},
  );
  const response = await startRegistration({ optionsJSON });
  await apiRequest('POST', '/api/auth/passkey/register/verify', { response });
}

/**
 * Signs in with a passkey: of one account (picked, or typed as a username), or whichever of this
 * site's passkeys the browser offers. Makes the user current, as a password sign-in does.
 */
export async function passkeySignIn(
  client: QueryClient,
  by: { userId?: string; username?: string } = {},
): Promise<User> {
  const { startAuthentication } = await browserHalf();
  const optionsJSON = await apiRequest<PublicKeyCredentialRequestOptionsJSON>(
    'POST',
    '/api/auth/passkey/login/options',
    by,
  );
  const response = await startAuthentication({ optionsJSON });
  const { user } = await apiRequest<Session>('POST', '/api/auth/passkey/login/verify', {
    response,
  });
  sessionAdopt(client, user);
  return user;
}
