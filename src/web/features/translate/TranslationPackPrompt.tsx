import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Download } from 'lucide-react';
import { languageFind } from '../../../lang/catalog';
import { packDownloads, usePackState } from '../device-translate/pack-download';
import type { TranslatorPair } from '../device-translate/translator-api';
import { useLocale, useT } from '../../i18n/use-t';
import { languageName } from './language-name';
import { devicePairsWatch } from './device-pairs-watch';

/**
 * Under 'Translation unavailable' where this device could translate the message once the pair's
 * language pack is downloaded: one tap downloads it (the browser allows it only after a tap),
 * with its progress; a refusal or a failure says so and offers to try again. Every prompt for
 * the pair shows the same download.
 */
export function TranslationPackPrompt({ pair }: { pair: TranslatorPair }) {
  const t = useT();
  const locale = useLocale();
  const client = useQueryClient();
  useEffect(() => devicePairsWatch(client), [client]);
  const { sourceLanguage: source, targetLanguage: target } = pair;
  const state = usePackState(source, target);
  const from = languageName(locale, source, languageFind(source).name);
  const to = languageName(locale, target, languageFind(target).name);
  // Started in the tap's own handler: the browser's download needs the gesture.
  const start = () => packDownloads.start(source, target);

  if (state.phase === 'done') return null;
  if (state.phase === 'downloading') {
    const percent = Math.round(state.progress * 100);
    return (
      <span className="mt-1 block" data-testid="translation-pack-progress">
        <span className="block">{t('translate.packDownloading', { from, to, percent })}</span>
        <span
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-label={t('translate.packProgress')}
          className="mt-1 block h-1 w-full overflow-hidden rounded-full bg-slate-200"
        >
          <span
            className="block h-full rounded-full bg-brand-500 transition-[width] duration-300"
            style={{ width: `${percent}%` }}
          />
        </span>
      </span>
    );
  }
  return (
    <span className="mt-1 block">
      {state.phase === 'failed' && (
        <span className="block text-rose-600" role="alert" data-testid="translation-pack-failed">
          {state.refused ? t('translate.packRefused') : t('translate.packFailed')}
        </span>
      )}
      <button
        type="button"
        onClick={start}
        data-testid="translation-pack-download"
        className="inline-flex items-center gap-1 rounded text-start font-medium text-brand-600 hover:underline focus-visible:outline-2 focus-visible:outline-brand-400"
      >
        <Download aria-hidden className="h-3 w-3 shrink-0" />
        {state.phase === 'failed' ? t('translate.packRetry') : t('translate.packOffer')}
      </button>
    </span>
  );
}
