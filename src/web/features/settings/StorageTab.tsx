import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Download, Trash2 } from 'lucide-react';
import { useLocation } from 'wouter';
import type { AutoDownload, User } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { errorText } from '../../lib/api';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/toast-store';
import { cacheClear, dataExport } from './account-actions';
import { ChoiceList } from './ChoiceList';
import { SettingsSection } from './SettingsSection';
import { StorageUsageCard } from './StorageUsageCard';
import { useSettingsSave } from './use-settings-save';

const AUTO_CHOICES: Array<{ value: AutoDownload; labelId: string }> = [
  { value: 'never', labelId: 'settings.autoNever' },
  { value: 'wifi', labelId: 'settings.autoWifi' },
  { value: 'always', labelId: 'settings.autoAlways' },
];

/** Settings > Storage: real usage, auto-download, Clear Cache and Export Data. */
export function StorageTab({ me }: { me: User }) {
  const t = useT();
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const { settings, save } = useSettingsSave();
  const [confirmClear, setConfirmClear] = useState(false);
  const [busy, setBusy] = useState<'clear' | 'export' | null>(null);

  const clear = async () => {
    setBusy('clear');
    try {
      await cacheClear(client);
      setConfirmClear(false);
      toast({ title: t('settings.cacheCleared'), variant: 'success' });
      navigate('/');
    } catch (err) {
      toast({
        title: t('settings.clearFailed'),
        description: errorText(err),
        variant: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  };
  const exportData = async () => {
    setBusy('export');
    try {
      await dataExport();
      toast({ title: t('settings.dataExported'), variant: 'success' });
    } catch (err) {
      toast({
        title: t('settings.exportFailed'),
        description: errorText(err),
        variant: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="flex flex-col gap-4" data-testid="settings-storage">
      <SettingsSection title={t('settings.storageUsage')}>
        <StorageUsageCard userId={me.id} />
      </SettingsSection>
      <SettingsSection title={t('settings.autoDownload')}>
        <p className="pb-1 text-[13px] text-slate-500">{t('settings.autoDownloadHint')}</p>
        <ChoiceList
          label={t('settings.autoDownload')}
          value={settings.autoDownload}
          choices={AUTO_CHOICES.map((c) => ({ value: c.value, label: t(c.labelId) }))}
          onChange={(autoDownload) => save({ autoDownload })}
          testId="setting-auto-download"
        />
      </SettingsSection>
      <SettingsSection title={t('settings.data')}>
        <div className="flex items-center gap-3 py-2">
          <p className="min-w-0 flex-1 text-[13px] leading-snug text-slate-500">
            {t('settings.exportHint')}
          </p>
          <Button
            size="sm"
            variant="outline"
            disabled={busy !== null}
            data-testid="export-data-button"
            onClick={() => void exportData()}
          >
            <Download aria-hidden className="h-4 w-4" />
            {t('settings.exportData')}
          </Button>
        </div>
        <div className="flex items-center gap-3 border-t border-slate-100 py-2">
          <p className="min-w-0 flex-1 text-[13px] leading-snug text-slate-500">
            {t('settings.clearCacheHint')}
          </p>
          <Button
            size="sm"
            variant="outline"
            disabled={busy !== null}
            data-testid="clear-cache-button"
            onClick={() => setConfirmClear(true)}
          >
            <Trash2 aria-hidden className="h-4 w-4" />
            {t('settings.clearCache')}
          </Button>
        </div>
      </SettingsSection>
      <Dialog
        open={confirmClear}
        onOpenChange={(open) => busy === null && setConfirmClear(open)}
        title={t('settings.clearCache')}
        description={t('settings.clearCacheConfirm')}
        testId="clear-cache-dialog"
        footer={
          <div className="flex justify-end gap-2">
            <Button
              variant="outline"
              disabled={busy !== null}
              onClick={() => setConfirmClear(false)}
            >
              {t('settings.cancel')}
            </Button>
            <Button
              variant="destructive"
              disabled={busy !== null}
              data-testid="clear-cache-confirm"
              onClick={() => void clear()}
            >
              {t('settings.clearCache')}
            </Button>
          </div>
        }
      />
    </div>
  );
}
