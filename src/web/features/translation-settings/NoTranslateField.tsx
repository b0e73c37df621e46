import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { NoTranslateWords } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { apiRequest, errorText } from '../../lib/api';
import { toast } from '../../ui/toast-store';
import { noTranslateKey } from '../translate/device-translation';
import { translationOpeningsClear } from '../translate/translation-opening';

/** Words as the user types them: separated by commas. */
const wordsParse = (text: string) =>
  text
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean);

/**
 * The user's own do-not-translate list (names, brands, jargon), kept on the server and honoured
 * in every chat. Saved when the field is left or Enter is pressed.
 */
export function NoTranslateField({ userId }: { userId: string }) {
  const t = useT();
  const client = useQueryClient();
  const key = noTranslateKey(userId);
  const stored = useQuery<NoTranslateWords>({ queryKey: key });
  // What the user is typing; null while they are not, and the stored words are shown.
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? stored.data?.words.join(', ') ?? '';
  const save = useMutation({
    mutationFn: (words: string[]) =>
      apiRequest<NoTranslateWords>('PUT', `/api/users/${encodeURIComponent(userId)}/no-translate`, {
        words,
      }),
    onSuccess: (saved) => {
      client.setQueryData(key, saved);
      setDraft(null);
      // Messages that hold one of the words are translated again around it; an opening asked
      // for with the old words serves no one.
      translationOpeningsClear();
      void client.invalidateQueries({ queryKey: ['translation'] });
    },
    onError: (err) =>
      toast({
        title: t('translation-settings.wordsSaveError'),
        description: errorText(err),
        variant: 'destructive',
      }),
  });
  const commit = () => {
    if (draft === null) return;
    const words = wordsParse(draft);
    if (words.join('\n') !== (stored.data?.words ?? []).join('\n')) save.mutate(words);
    else setDraft(null);
  };

  return (
    <div>
      <label htmlFor="no-translate" className="text-[15px] font-semibold text-slate-900">
        {t('translation-settings.neverTranslate')}
      </label>
      <p className="text-sm text-slate-500">{t('translation-settings.neverTranslateHint')}</p>
      <input
        id="no-translate"
        data-testid="no-translate-input"
        value={text}
        disabled={!stored.data}
        placeholder={t('translation-settings.neverTranslateExample')}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
        className="mt-2 w-full rounded-xl border border-slate-200 bg-white px-3 py-2 text-[15px] text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-400"
      />
    </div>
  );
}
