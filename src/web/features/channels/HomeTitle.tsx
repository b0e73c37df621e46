import { Link, useLocation } from 'wouter';
import { useT } from '../../i18n/use-t';

/**
 * The messenger home's title. Spec core 2: / and /channels are both the home screen (the
 * messenger); at /channels, its own bottom tab, the title says plainly that this is the same list
 * as Chats, and points whoever looks for one-to-many 'channels' to the broadcast lists.
 */
export function HomeTitle() {
  const t = useT();
  const [path] = useLocation();
  if (path !== '/channels') {
    return (
      <h1 className="flex-1 text-[28px] font-extrabold tracking-tight text-slate-900">
        {t('conversations.title')} <span aria-hidden>💬</span>
      </h1>
    );
  }
  return (
    <div className="min-w-0 flex-1" data-testid="channels-title">
      <h1 className="text-[28px] font-extrabold tracking-tight text-slate-900">
        {t('channels.title')} <span aria-hidden>📡</span>
      </h1>
      <p className="text-[14px] text-slate-500">{t('channels.subtitle')}</p>
      <p className="text-[14px] text-slate-500" data-testid="channels-broadcast-hint">
        {t('channels.broadcastHint')}{' '}
        <Link
          href="/broadcast"
          className="font-semibold text-brand-600 underline-offset-2 hover:underline"
          data-testid="channels-broadcast-link"
        >
          {t('layout.broadcastMessages')}
        </Link>
      </p>
    </div>
  );
}
