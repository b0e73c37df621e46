import { vi } from 'vitest';

/** For tests: a `localStorage` of this test's own, empty (unstub with `vi.unstubAllGlobals`). */
export function localStorageStub(): void {
  const stored = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => stored.get(k) ?? null,
    setItem: (k: string, v: string) => stored.set(k, v),
    removeItem: (k: string) => stored.delete(k),
  });
}
