import { useState } from 'react';
import { Languages } from 'lucide-react';
import { languageListFind } from '../../../../lang/languages';
import { errorText } from '../../../lib/api';
import { Spinner } from '../../../ui/Spinner';
import type { T } from '../../../i18n/use-t';
import { useLocale, useT } from '../../../i18n/use-t';
import type { UnavailablePair } from './compose-preview-fetch';
import { PairUnavailableError } from './compose-preview-fetch';
import { useChatLanguages } from './use-chat-languages';
import { useComposePreview } from './use-compose-preview';
import { languageName } from '../../translate/language-name';
import { TranslationPackPrompt } from '../../translate/TranslationPackPrompt';

/**
 * A language with its flag, named in the app language. English keeps the language list's own
 * names; another app language takes `Intl`'s name, and the list's where `Intl` has none.
 */
function languageLabel(locale: string, code: string): string {
  const language = languageListFind(code);
  if (!language) return code;
  return `${language.flag} ${languageName(locale, code, language.name)}`;
}

/** Why the check has no translation (or no way back), in the app language. */
function previewErrorText(t: T, error: unknown): string {
  if (error instanceof PairUnavailableError) return pairText(t, error.pair);
  return errorText(error);
}

function pairText(t: T, pair: UnavailablePair): string {
  return t('chat.previewUnavailable', { from: pair.from, to: pair.to });
}

/**
 * Under the composer: how the message will read in the other person's language, and that
 * translation put back into the sender's, so they can check it before sending. Loaded only
 * when the writer turns it on.
 */
export function ComposePreview({ text, conversationId }: { text: string; conversationId: string }) {
  const t = useT();
  const locale = useLocale();
  const label = (code: string) => languageLabel(locale, code);
  const { me, targets } = useChatLanguages(conversationId);
  const [picked, setPicked] = useState<string | null>(null);
  const target = picked && targets.includes(picked) ? picked : (targets[0] ?? null);
  const mine = me?.language ?? 'en';
  const { query, waiting, wanted } = useComposePreview(text, mine, target);
  const preview = wanted ? query.data : undefined;

  return (
    <section
      aria-label={t('chat.previewRegion')}
      aria-live="polite"
      data-testid="compose-preview"
      className="animate-slide-up mx-2 rounded-2xl border border-brand-100 bg-brand-50/60 px-3 py-2 text-[13.5px] leading-5"
    >
      <div className="flex items-center gap-2 text-[12px] font-semibold text-brand-700">
        <Languages className="h-3.5 w-3.5 shrink-0" aria-hidden />
        <span>{t('chat.checkTranslation')}</span>
        {targets.length > 1 ? (
          <select
            aria-label={t('chat.previewLanguage')}
            data-testid="compose-preview-language"
            value={target ?? ''}
            onChange={(e) => setPicked(e.target.value)}
            className="ms-auto rounded-full bg-white px-2 py-0.5 text-[12px] font-medium text-slate-700 ring-1 ring-brand-100 outline-none focus:ring-brand-300"
          >
            {targets.map((code) => (
              <option key={code} value={code}>
                {label(code)}
              </option>
            ))}
          </select>
        ) : (
          target && <span className="ms-auto font-medium text-slate-600">{label(target)}</span>
        )}
        {waiting && <Spinner className="h-3.5 w-3.5 text-brand-500" />}
      </div>
      {!target ? (
        <p className="mt-1 text-slate-500">
          {t('chat.previewSameLanguage', { language: label(mine) })}
        </p>
      ) : !wanted ? (
        <p className="mt-1 text-slate-500">
          {t('chat.previewTypeHint', { language: label(target) })}
        </p>
      ) : query.isError ? (
        <p className="mt-1 text-slate-500" data-testid="compose-preview-error">
          {previewErrorText(t, query.error)}
          {query.error instanceof PairUnavailableError && query.error.pair.pack && (
            <TranslationPackPrompt pair={query.error.pair.pack} />
          )}
        </p>
      ) : preview ? (
        <>
          <dl className="mt-1 space-y-1">
            <div>
              <dt className="sr-only">{t('chat.previewIn', { language: label(target) })}</dt>
              <dd dir="auto" className="text-slate-900" data-testid="compose-preview-translation">
                {preview.translated}
              </dd>
            </div>
            <div>
              <dt className="text-[11.5px] font-medium text-slate-500">
                {t('chat.previewBack', { language: label(mine) })}
              </dt>
              <dd dir="auto" className="text-slate-600 italic" data-testid="compose-preview-back">
                {preview.back ?? (
                  <span className="not-italic text-slate-500">
                    {typeof preview.backError === 'string' || preview.backError === null
                      ? preview.backError
                      : pairText(t, preview.backError)}
                    {typeof preview.backError === 'object' && preview.backError?.pack && (
                      <TranslationPackPrompt pair={preview.backError.pack} />
                    )}
                  </span>
                )}
              </dd>
            </div>
          </dl>
          {preview.onDevice && (
            <p
              className="mt-1 text-[11.5px] text-slate-500"
              data-testid="compose-preview-on-device"
            >
              {t('translate.onDevice')}
            </p>
          )}
        </>
      ) : (
        <p className="mt-1 text-slate-400">{t('chat.previewTranslating')}</p>
      )}
    </section>
  );
}
