import type { QueryClient } from '@tanstack/react-query';
import type { User } from '../../../protocol';
import { sessionAdopt } from '../identity/session';
import { apiRequest } from '../../lib/api';

/**
 * Changes the signed-in user's language: the app's, and the one messages are translated into.
 * The session takes the stored user at once, so the app switches in place; other devices and
 * contacts hear it through `user_updated`.
 */
export async function userLanguageChange(client: QueryClient, language: string): Promise<User> {
  const user = await apiRequest<User>('PATCH', '/api/users/me', { language });
  sessionAdopt(client, user);
  return user;
}
