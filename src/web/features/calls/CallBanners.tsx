import { MonitorUp, RefreshCw } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import type { CallState } from './call-state';

/** A call waiting on its connection: first connecting, or reconnecting after a network change. */
function Pending({ testId, text }: { testId: string; text: string }) {
  return (
    <p
      role="status"
      className="mx-4 rounded-xl bg-amber-500/20 px-3 py-2 text-center text-sm text-amber-100"
      data-testid={testId}
    >
      {text}
    </p>
  );
}

/**
 * What the call screen says above the pictures: 'No answer' with Close, connecting or
 * reconnecting, the screen I share with Stop sharing, the audio-only notice, and a refused
 * camera and microphone with Try Again. `otherName` names the other side of a one-to-one call.
 */
export function CallBanners(props: {
  state: Pick<
    CallState,
    'connectedAt' | 'peers' | 'noAnswer' | 'deniedError' | 'sharing' | 'audioOnlyNotice'
  >;
  group: boolean;
  otherName: string;
  onClose: () => void;
  onShareStop: () => void;
}) {
  const t = useT();
  const { state } = props;
  const connected = state.connectedAt !== null;
  const reconnecting = connected && state.peers.some((p) => p.reconnecting);
  return (
    <>
      {state.noAnswer && (
        <div
          role="alert"
          className="mx-4 flex items-center gap-3 rounded-xl bg-white/10 px-3 py-2 text-sm"
          data-testid="call-no-answer"
        >
          <p className="flex-1">
            <span className="block font-semibold">{t('calls.noAnswer')}</span>
            <span className="text-white/70">
              {props.group
                ? t('calls.noAnswerGroup')
                : // Isolated (FSI…PDI): a Latin name keeps its place in Arabic text.
                  t('calls.noAnswerHint', { name: `\u2068${props.otherName}\u2069` })}
            </span>
          </p>
          <button
            type="button"
            onClick={props.onClose}
            className="rounded-full bg-white px-4 py-1.5 font-semibold text-slate-900 hover:bg-white/90"
            data-testid="call-close"
          >
            {t('calls.close')}
          </button>
        </div>
      )}
      {!connected && !state.deniedError && !state.noAnswer && (
        <Pending testId="call-connecting" text={t('calls.connecting')} />
      )}
      {reconnecting && <Pending testId="call-reconnecting" text={t('calls.reconnecting')} />}
      {state.sharing && (
        <div
          role="status"
          className="mx-4 mt-2 flex items-center gap-3 rounded-xl bg-sky-500/20 px-3 py-2 text-sm text-sky-50"
          data-testid="call-sharing"
        >
          <MonitorUp className="h-4 w-4 shrink-0" aria-hidden />
          <p className="flex-1">{t('calls.sharing')}</p>
          <button
            type="button"
            onClick={props.onShareStop}
            className="rounded-full bg-white px-3 py-1 font-semibold text-slate-900 hover:bg-white/90"
            data-testid="call-share-stop"
          >
            {t('calls.shareStop')}
          </button>
        </div>
      )}
      {state.audioOnlyNotice && (
        <p
          className="mx-4 mt-2 rounded-xl bg-white/10 px-3 py-2 text-center text-sm"
          data-testid="call-audio-only"
        >
          {t('calls.audioOnly')}
        </p>
      )}
      {state.deniedError && (
        <div
          role="alert"
          className="mx-4 mt-2 flex items-center gap-3 rounded-xl bg-rose-600/25 px-3 py-2 text-sm text-rose-50"
          data-testid="call-error"
        >
          <p className="flex-1">{state.deniedError}</p>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="flex items-center gap-1 font-semibold underline"
          >
            <RefreshCw className="h-4 w-4" />
            {t('calls.tryAgain')}
          </button>
        </div>
      )}
    </>
  );
}
