import { useState } from 'react';
import { Languages } from 'lucide-react';
import { languageListFind } from '../../../../lang/languages';
import { errorText } from '../../../lib/api';
import { Spinner } from '../../../ui/Spinner';
import { useChatLanguages } from './use-chat-languages';
import { useComposePreview } from './use-compose-preview';

function languageLabel(code: string): string {
  const language = languageListFind(code);
  return language ? `${language.flag} ${language.name}` : code;
}

/**
 * Under the composer: how the message will read in the other person's language, and that
 * translation put back into the sender's, so they can check it before sending. Loaded only
 * when the writer turns it on.
 */
export function ComposePreview({ text, conversationId }: { text: string; conversationId: string }) {
  const { me, targets } = useChatLanguages(conversationId);
  const [picked, setPicked] = useState<string | null>(null);
  const target = picked && targets.includes(picked) ? picked : (targets[0] ?? null);
  const mine = me?.language ?? 'en';
  const { query, waiting, wanted } = useComposePreview(text, mine, target);
  const preview = wanted ? query.data : undefined;

  return (
    <section
      aria-label="Translation check"
      aria-live="polite"
      data-testid="compose-preview"
      className="animate-slide-up mx-2 rounded-2xl border border-brand-100 bg-brand-50/60 px-3 py-2 text-[13.5px] leading-5"
    >
      <div className="flex items-center gap-2 text-[12px] font-semibold text-brand-700">
        <Languages className="h-3.5 w-3.5 shrink-0" aria-hidden />
        <span>Check translation</span>
        {targets.length > 1 ? (
          <select
            aria-label="Check in language"
            data-testid="compose-preview-language"
            value={target ?? ''}
            onChange={(e) => setPicked(e.target.value)}
            className="ms-auto rounded-full bg-white px-2 py-0.5 text-[12px] font-medium text-slate-700 ring-1 ring-brand-100 outline-none focus:ring-brand-300"
          >
            {targets.map((code) => (
              <option key={code} value={code}>
                {languageLabel(code)}
              </option>
            ))}
          </select>
        ) : (
          target && (
            <span className="ms-auto font-medium text-slate-600">{languageLabel(target)}</span>
          )
        )}
        {waiting && <Spinner className="h-3.5 w-3.5 text-brand-500" />}
      </div>
      {!target ? (
        <p className="mt-1 text-slate-500">
          Everyone here reads {languageLabel(mine)}: nothing to translate.
        </p>
      ) : !wanted ? (
        <p className="mt-1 text-slate-500">
          Type a message to see how it reads in {languageLabel(target)}.
        </p>
      ) : query.isError ? (
        <p className="mt-1 text-slate-500" data-testid="compose-preview-error">
          {errorText(query.error)}
        </p>
      ) : preview ? (
        <dl className="mt-1 space-y-1">
          <div>
            <dt className="sr-only">In {languageLabel(target)}</dt>
            <dd dir="auto" className="text-slate-900" data-testid="compose-preview-translation">
              {preview.translated}
            </dd>
          </div>
          <div>
            <dt className="text-[11.5px] font-medium text-slate-500">
              Back in {languageLabel(mine)}
            </dt>
            <dd dir="auto" className="text-slate-600 italic" data-testid="compose-preview-back">
              {preview.back ?? (
                <span className="not-italic text-slate-500">{preview.backError}</span>
              )}
            </dd>
          </div>
        </dl>
      ) : (
        <p className="mt-1 text-slate-400">Translating…</p>
      )}
    </section>
  );
}
