/** Spec core 3: the chosen identity is kept in local storage under this key. */
export const CURRENT_USER_KEY = 'currentUserId';

export function currentUserIdGet(): string | null {
  try {
    return localStorage.getItem(CURRENT_USER_KEY);
  } catch {
    return null;
  }
}

export function currentUserIdSet(id: string | null): void {
  try {
    if (id) localStorage.setItem(CURRENT_USER_KEY, id);
    else localStorage.removeItem(CURRENT_USER_KEY);
  } catch {
    // Private mode without storage: the session cookie still carries the identity.
  }
}
