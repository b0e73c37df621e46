import type { QueryClient } from '@tanstack/react-query';
import type { User } from '../../../protocol';
import { ApiError, apiRequest } from '../../lib/api';
import { USERS_KEY } from '../../lib/query-client';
import { sessionAdopt } from '../identity/session';
import { usersUpsert } from '../people/users-upsert';

/** `POST /api/users/me/avatar`: the cropped square as the request's body. */
export async function avatarUpload(picture: Blob): Promise<User> {
  const res = await fetch('/api/users/me/avatar', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': picture.type || 'application/octet-stream' },
    body: picture,
  });
  const text = await res.text().catch(() => '');
  if (!res.ok) throw new ApiError(res.status, res.statusText, text);
  return JSON.parse(text) as User;
}

/** `DELETE /api/users/me/avatar`. */
export function avatarRemove(): Promise<User> {
  return apiRequest<User>('DELETE', '/api/users/me/avatar');
}

/** `PATCH /api/users/me` with the profile's fields. */
export function profileUpdate(change: {
  displayName?: string;
  bio?: string | null;
}): Promise<User> {
  return apiRequest<User>('PATCH', '/api/users/me', change);
}

/**
 * My stored record, as a reply gave it: this tab shows it at once (the session and the user list
 * that every avatar reads), before the live `user_updated` brings the same.
 */
export function meAdopt(client: QueryClient, user: User): void {
  sessionAdopt(client, user);
  const users = client.getQueryData<User[]>(USERS_KEY);
  if (users) client.setQueryData(USERS_KEY, usersUpsert(users, user));
}
