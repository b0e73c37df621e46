import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { UserSettings, UserSettingsUpdate } from '../../../../protocol';
import { apiRequest } from '../../../lib/api';
import { useSessionUser } from '../../identity/session';
import { SETTINGS_DEFAULTS, settingsKey } from './settings-cache';
import { themeApply } from './theme';

export interface SettingsHandle {
  /** The signed-in user's settings; the spec's defaults until they arrive (or when signed out). */
  settings: UserSettings;
  /** True once the stored settings are here. */
  loaded: boolean;
  /**
   * Changes some settings: shown at once, saved with PATCH /api/settings, put back as they were
   * if the server refuses. Resolves with the stored settings.
   */
  update: (change: UserSettingsUpdate) => Promise<UserSettings>;
  saving: boolean;
}

/**
 * The signed-in user's settings (GET /api/settings), kept fresh across their devices by the
 * `settings_updated` live event. Any screen that honours a setting (notifications, downloads,
 * theme) reads it here.
 */
export function useSettings(): SettingsHandle {
  const me = useSessionUser();
  const client = useQueryClient();
  const key = settingsKey(me?.id ?? '');
  const query = useQuery({
    queryKey: key,
    queryFn: () => apiRequest<UserSettings>('GET', '/api/settings'),
    enabled: Boolean(me),
  });
  const mutation = useMutation({
    mutationFn: (change: UserSettingsUpdate) =>
      apiRequest<UserSettings>('PATCH', '/api/settings', change),
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: key, exact: true });
      const before = client.getQueryData<UserSettings>(key);
      client.setQueryData<UserSettings>(key, { ...(before ?? SETTINGS_DEFAULTS), ...change });
      return { before };
    },
    onError: (_err, _change, context) => {
      if (context?.before) client.setQueryData(key, context.before);
      else client.removeQueries({ queryKey: key, exact: true });
    },
    onSuccess: (stored) => client.setQueryData(key, stored),
  });
  return {
    settings: query.data ?? SETTINGS_DEFAULTS,
    loaded: query.data !== undefined,
    update: mutation.mutateAsync,
    saving: mutation.isPending,
  };
}

/** Keeps <html> in the signed-in user's theme, wherever they are in the app. */
export function useThemeSync(): void {
  const { settings, loaded } = useSettings();
  useEffect(() => {
    if (loaded) themeApply(settings.theme);
  }, [loaded, settings.theme]);
}
