import { useCallback } from 'react';
import type { UserSettingsUpdate } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { errorText } from '../../lib/api';
import { toast } from '../../ui/toast-store';
import { useSettings } from './store/use-settings';

/**
 * The settings with a save that says how it went: 'Settings Saved' (spec secondary 8), or why
 * not (the switch then goes back as it was).
 */
export function useSettingsSave() {
  const t = useT();
  const handle = useSettings();
  const { update } = handle;
  const save = useCallback(
    (change: UserSettingsUpdate) => {
      update(change).then(
        () => toast({ title: t('settings.saved'), variant: 'success' }),
        (err: unknown) =>
          toast({
            title: t('settings.saveFailed'),
            description: errorText(err),
            variant: 'destructive',
          }),
      );
    },
    [t, update],
  );
  return { ...handle, save };
}
