import { useState } from 'react';
import { BellRing, X } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import { notificationsAsk, notificationsOffer, notificationsOfferClose } from './permission';

/**
 * The chat list's offer to turn on browser notifications, as messengers on the web do: shown
 * until the browser has an answer or the person closes it. The browser's own question comes only
 * from this button (or Settings), never unprompted.
 */
export function NotificationsBanner() {
  const t = useT();
  const [shown, setShown] = useState(notificationsOffer);
  if (!shown) return null;
  const turnOn = async () => {
    const answer = await notificationsAsk();
    if (answer !== 'default') setShown(false);
  };
  const close = () => {
    notificationsOfferClose();
    setShown(false);
  };
  return (
    <div
      className="mx-4 mb-2 flex items-center gap-3 rounded-2xl bg-brand-50 px-3 py-2.5"
      data-testid="notifications-banner"
    >
      <BellRing aria-hidden className="h-5 w-5 shrink-0 text-brand-600" />
      <p className="min-w-0 flex-1 text-[13px] leading-snug text-slate-700">
        {t('notifications.bannerText')}{' '}
        <button
          type="button"
          onClick={() => void turnOn()}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          data-testid="notifications-banner-on"
        >
          {t('notifications.bannerAction')}
        </button>
      </p>
      <button
        type="button"
        onClick={close}
        aria-label={t('notifications.bannerClose')}
        className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-white/70"
        data-testid="notifications-banner-close"
      >
        <X aria-hidden className="h-4 w-4" />
      </button>
    </div>
  );
}
