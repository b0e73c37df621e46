import type { User } from '../../../protocol';

/**
 * The list with this user added or replaced; the same array when nothing changed, so nothing
 * re-renders on a repeated push.
 */
export function usersUpsert(users: readonly User[], user: User): User[] {
  const index = users.findIndex((u) => u.id === user.id);
  if (index < 0) return [...users, user];
  const held = users[index]!;
  const same = (Object.keys(user) as (keyof User)[]).every((k) => held[k] === user[k]);
  if (same && Object.keys(held).length === Object.keys(user).length) return users as User[];
  const copy = [...users];
  copy[index] = user;
  return copy;
}
