import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { NoTranslateWords } from '../../../protocol';
import { apiRequest, errorText } from '../../lib/api';
import { toast } from '../../ui/toast-store';

const wordsKey = (userId: string) => ['/api/users', userId, 'no-translate'] as const;

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
  const client = useQueryClient();
  const key = wordsKey(userId);
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
      // Messages that hold one of the words are translated again around it.
      void client.invalidateQueries({ queryKey: ['translation'] });
    },
    onError: (err) =>
      toast({
        title: 'Could not save your words',
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
        Never translate
      </label>
      <p className="text-sm text-slate-500">
        Words kept as written in every chat, separated by commas
      </p>
      <input
        id="no-translate"
        data-testid="no-translate-input"
        value={text}
        disabled={!stored.data}
        placeholder="e.g. Allo, Marta, sprint"
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
