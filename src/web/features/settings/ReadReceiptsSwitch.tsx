import { CheckCheck } from 'lucide-react';
import type { User } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { errorText } from '../../lib/api';
import { toast } from '../../ui/toast-store';
import { SettingSwitch } from '../../ui/SettingSwitch';
import { useReadReceipts } from './use-read-receipts';

/** Read receipts, kept by the receipts feature's own switch on the server. */
export function ReadReceiptsSwitch({ me, compact }: { me: User; compact?: boolean }) {
  const t = useT();
  const receipts = useReadReceipts(me.id);
  return (
    <SettingSwitch
      compact={compact}
      icon={<CheckCheck className="h-5 w-5" />}
      label={t('settings.readReceipts')}
      hint={compact ? undefined : t('settings.readReceiptsHint')}
      checked={receipts.readReceipts}
      disabled={!receipts.loaded}
      onChange={(on) =>
        void receipts.set(on).then(
          () => toast({ title: t('settings.saved'), variant: 'success' }),
          (err: unknown) =>
            toast({
              title: t('settings.saveFailed'),
              description: errorText(err),
              variant: 'destructive',
            }),
        )
      }
      testId="setting-read-receipts"
    />
  );
}
