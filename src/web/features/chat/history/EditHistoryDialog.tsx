import type { ChatMessage } from '../../../lib/apply-event';
import { cn } from '../../../lib/cn';
import { dateTimeLabel } from '../../../lib/format';
import { Dialog } from '../../../ui/Dialog';
import { Spinner } from '../../../ui/Spinner';
import { useLocale, useT } from '../../../i18n/use-t';
import { useMessageVersions, versionsNewestFirst } from './use-message-versions';

export interface EditHistoryDialogProps {
  message: ChatMessage;
  onClose: () => void;
}

/**
 * Edit history (issue 11): every text the message has had, newest first, the current one
 * marked and the first one called the original. The server shows it to members only.
 */
export function EditHistoryDialog({ message, onClose }: EditHistoryDialogProps) {
  const t = useT();
  const locale = useLocale();
  const query = useMessageVersions(message.id, message.editedAt);
  const versions = query.data ? versionsNewestFirst(query.data) : [];
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('chat.historyTitle')}
      description={t('chat.historyDescription')}
      testId="edit-history-dialog"
    >
      {query.isPending ? (
        <div className="flex justify-center py-6 text-brand-500">
          <Spinner className="h-5 w-5" />
        </div>
      ) : query.isError ? (
        <p className="py-4 text-sm text-rose-600">{t('chat.historyLoadError')}</p>
      ) : (
        <ol className="space-y-2.5">
          {versions.map((v) => (
            <li
              key={v.version}
              data-testid="edit-history-version"
              data-current={v.current ? 'true' : 'false'}
              className={cn(
                'rounded-2xl px-3.5 py-2.5',
                v.current ? 'bg-brand-50 ring-1 ring-brand-200' : 'bg-slate-50',
              )}
            >
              <div className="mb-1 flex items-center justify-between gap-2 text-xs">
                <span className="font-semibold text-slate-600">
                  {v.version === 1
                    ? t('chat.historyOriginal')
                    : t('chat.historyVersion', { n: v.version })}
                  {v.current && (
                    <span className="ms-2 rounded-full bg-brand-600 px-2 py-0.5 text-[11px] font-semibold text-white">
                      {t('chat.historyCurrent')}
                    </span>
                  )}
                </span>
                <time dateTime={v.writtenAt} className="text-slate-400 tabular-nums">
                  {dateTimeLabel(locale, v.writtenAt)}
                </time>
              </div>
              <p
                dir="auto"
                lang={v.language ?? undefined}
                className="text-[15px] leading-snug break-words whitespace-pre-wrap text-slate-900"
                data-testid="edit-history-content"
              >
                {v.content}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}
