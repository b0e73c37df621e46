import { useSyncExternalStore } from 'react';

/**
 * Which engine a reader reads where both could translate: this device's (the default: the words
 * stay on it, and its models read more naturally than the server's rule-based Apertium) or the
 * server's. Kept in this browser: it is a choice about this device's translator, which another
 * device of the same person may not have.
 */
export type EnginePreference = 'device' | 'server';

export const ENGINE_PREFERENCE_KEY = 'allo.translation-engine';
const listeners = new Set<() => void>();

export function enginePreference(): EnginePreference {
  try {
    return localStorage.getItem(ENGINE_PREFERENCE_KEY) === 'server' ? 'server' : 'device';
  } catch {
    return 'device';
  }
}

export function enginePreferenceSet(preference: EnginePreference): void {
  try {
    localStorage.setItem(ENGINE_PREFERENCE_KEY, preference);
  } catch {
    // Storage turned off (private mode): the choice holds for this page only.
  }
  for (const listener of listeners) listener();
}

export function useEnginePreference(): EnginePreference {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, enginePreference);
}
