import { Handshake } from 'lucide-react';
import type { VideoCollabRequest } from '../../../protocol';
import { useLocale, useT } from '../../i18n/use-t';
import { cn } from '../../lib/cn';
import { agoLabel } from '../../lib/format';
import { useNow } from '../../lib/use-now';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Skeleton } from '../../ui/Skeleton';
import { useCollabAnswer } from './reels-queries';

export interface ReelRequestsDialogProps {
  me: string;
  requests: VideoCollabRequest[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onClose: () => void;
}

const STATUS_IDS = {
  accepted: 'reels.requestAccepted',
  declined: 'reels.requestDeclined',
} as const;

/** The collaboration requests to me as a creator, pending ones with Accept and Decline. */
export function ReelRequestsDialog(props: ReelRequestsDialogProps) {
  const { me, requests, loading, failed, onRetry, onClose } = props;
  const t = useT();
  const locale = useLocale();
  const now = useNow();
  const answer = useCollabAnswer(me);
  const busy = (id: string) => answer.isPending && answer.variables.request.id === id;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('reels.requestsTitle')}
      description={t('reels.requestsBody')}
      testId="reel-requests-dialog"
    >
      {loading ? (
        <div className="space-y-3 py-1">
          <Skeleton className="h-20 rounded-2xl" />
          <Skeleton className="h-20 rounded-2xl" />
        </div>
      ) : failed ? (
        <div className="flex flex-col items-center gap-3 py-8 text-center">
          <p className="text-[15px] text-slate-600">{t('reels.requestsError')}</p>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('reels.retry')}
          </Button>
        </div>
      ) : !requests?.length ? (
        <div
          className="flex flex-col items-center py-10 text-center"
          data-testid="reel-requests-empty"
        >
          <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <Handshake aria-hidden className="h-7 w-7" />
          </span>
          <p className="mt-3 font-bold text-slate-900">{t('reels.requestsEmpty')}</p>
        </div>
      ) : (
        <ul className="space-y-2.5">
          {requests.map((r) => (
            <li
              key={r.id}
              data-testid="reel-request"
              className="rounded-2xl border border-slate-100 bg-slate-50/70 p-3"
            >
              <div className="flex items-start gap-3">
                <Avatar src={r.requester.avatar} name={r.requester.displayName} size={40} />
                <div className="min-w-0 flex-1">
                  <p className="text-[14px] leading-snug text-slate-800">
                    {t('reels.requestLine', {
                      name: r.requester.displayName,
                      title: r.videoTitle || t('reels.untitled'),
                    })}
                  </p>
                  {r.note && (
                    <p
                      dir="auto"
                      className="mt-1 rounded-xl bg-white px-3 py-2 text-[14px] break-words text-slate-700"
                    >
                      {r.note}
                    </p>
                  )}
                  <p className="mt-1 text-xs text-slate-500">
                    {agoLabel(locale, r.createdAt, now)}
                  </p>
                </div>
                <img
                  src={r.thumbnailUrl}
                  alt=""
                  className="h-14 w-10 shrink-0 rounded-lg bg-slate-200 object-cover"
                />
              </div>
              {r.status === 'pending' ? (
                <div className="mt-3 flex justify-end gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={busy(r.id)}
                    onClick={() => answer.mutate({ request: r, status: 'declined' })}
                    data-testid="reel-request-decline"
                  >
                    {t('reels.decline')}
                  </Button>
                  <Button
                    size="sm"
                    disabled={busy(r.id)}
                    onClick={() => answer.mutate({ request: r, status: 'accepted' })}
                    data-testid="reel-request-accept"
                  >
                    {t('reels.accept')}
                  </Button>
                </div>
              ) : (
                <p
                  className={cn(
                    'mt-2 text-end text-xs font-bold',
                    r.status === 'accepted' ? 'text-emerald-700' : 'text-slate-500',
                  )}
                  data-testid="reel-request-status"
                >
                  {t(STATUS_IDS[r.status])}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
