import { MessagesSquare } from 'lucide-react';
import { useT } from '../../i18n/use-t';

/** The wide screen's chat side before a chat is chosen. */
export function NoChatOpen() {
  const t = useT();
  return (
    <div
      className="flex h-full flex-col items-center justify-center gap-3 bg-chat-bg px-10 text-center"
      data-testid="no-chat-open"
    >
      <span className="flex h-16 w-16 items-center justify-center rounded-3xl bg-white text-brand-500 shadow-card">
        <MessagesSquare aria-hidden className="h-8 w-8" />
      </span>
      <h2 className="text-lg font-semibold text-slate-800">{t('conversations.noChatOpenTitle')}</h2>
      <p className="max-w-sm text-[15px] leading-relaxed text-slate-600">
        {t('conversations.noChatOpenText')}
      </p>
    </div>
  );
}
