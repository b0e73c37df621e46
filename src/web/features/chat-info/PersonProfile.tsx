import { useState } from 'react';
import type { User } from '../../../protocol';
import { languageShown } from '../../../lang/languages';
import { useLocale, useT } from '../../i18n/use-t';
import { Avatar } from '../../ui/Avatar';
import { languageName } from '../translate/language-name';
import { TranslationPackPrompt } from '../translate/TranslationPackPrompt';
import { TranslationToggle } from '../translate/TranslationToggle';
import { useAppLanguageWords } from '../translate/use-app-language-words';

/**
 * Contact info for a one-to-one chat: the person's picture, names, presence, bio (in my app
 * language, with 'Show original', as statuses are) and language.
 */
export function PersonProfile({ person, presence }: { person: User; presence: string }) {
  const t = useT();
  const locale = useLocale();
  const language = languageShown(person.language);
  const [showOriginal, setShowOriginal] = useState(false);
  // Someone else's profile: never the reader's own words.
  const bio = useAppLanguageWords(person.bio ?? '', person.id, false, showOriginal);
  return (
    <div className="flex flex-col items-center text-center" data-testid="contact-info-person">
      <Avatar
        src={person.avatar}
        name={person.displayName}
        size={96}
        online={person.status === 'online'}
      />
      <h3 className="mt-3 text-xl font-bold text-slate-900">{person.displayName}</h3>
      <p className="text-[15px] text-slate-500">
        <bdi>@{person.username}</bdi>
      </p>
      <p
        data-testid="contact-info-presence"
        className={
          person.status === 'online' ? 'text-sm text-emerald-700' : 'text-sm text-slate-500'
        }
      >
        {presence}
      </p>
      <dl className="mt-4 w-full space-y-2 text-start">
        {person.bio && (
          <div className="rounded-2xl bg-slate-50 px-3.5 py-2.5">
            <dt className="text-[12px] font-semibold tracking-wide text-slate-500 uppercase">
              {t('chat-info.bio')}
            </dt>
            <dd
              className="text-[15px] whitespace-pre-line text-slate-800"
              dir="auto"
              lang={bio.lang || undefined}
              data-testid="contact-info-bio"
            >
              {bio.text}
            </dd>
            {bio.translatedFrom !== null && (
              <dd className="mt-0.5 text-xs text-slate-500">
                <TranslationToggle
                  from={bio.translatedFrom}
                  showOriginal={showOriginal}
                  onToggle={() => setShowOriginal((v) => !v)}
                  onDevice={bio.onDevice}
                />
              </dd>
            )}
            {bio.pack && (
              <dd className="text-xs text-slate-500">
                <TranslationPackPrompt pair={bio.pack} />
              </dd>
            )}
          </div>
        )}
        <div className="rounded-2xl bg-slate-50 px-3.5 py-2.5">
          <dt className="text-[12px] font-semibold tracking-wide text-slate-500 uppercase">
            {t('chat-info.language')}
          </dt>
          <dd className="text-[15px] text-slate-800" data-testid="contact-info-language">
            <span aria-hidden>{language.flag} </span>
            {languageName(locale, language.code, language.name, { standalone: true })}
          </dd>
        </div>
      </dl>
    </div>
  );
}
