import { useQueries } from '@tanstack/react-query';
import type { Conversation, TranslationSettings } from '../../../protocol';
import { messageWords } from '../../../protocol/message-words';
import { shownText, translationQuery, translationWanted } from '../translate/message-translation';
import { useTranslationSettingsAll } from '../translation-settings/queries';
import { messageSummary } from './conversation-utils';

/** A row's last message as its reader should see it. */
export interface PreviewText {
  text: string;
  lang: string | undefined;
}

/**
 * The conversation list's last messages, each in its reader's target when auto-translate is on
 * for that chat. Every row asks the shared batcher at once, so the whole list is one call (one
 * per target, when chats differ), and the chat view later finds the same entries cached.
 */
export function usePreviewTranslations(
  conversations: readonly Conversation[] | undefined,
  meId: string,
): ReadonlyMap<string, PreviewText> {
  const all = useTranslationSettingsAll();
  const wanted: Array<{ conv: Conversation; settings: TranslationSettings }> = [];
  if (all.data) {
    for (const conv of conversations ?? []) {
      const last = conv.lastMessage;
      const settings = all.data.conversations[conv.id] ?? all.data.defaults;
      if (last && translationWanted(last, meId, settings)) wanted.push({ conv, settings });
    }
  }
  const results = useQueries({
    queries: wanted.map(({ conv, settings }) => translationQuery(conv.lastMessage!, settings)),
  });
  // Rebuilt on each render of the list (cheap: one entry per row); rows compare the strings.
  const previews = new Map<string, PreviewText>();
  results.forEach((r, i) => {
    const { conv, settings } = wanted[i]!;
    const last = conv.lastMessage!;
    // Its words are translated (a photo's caption, not the '📷' before it), then put in its line.
    const original = messageWords(last) ?? messageSummary(last);
    const shown = shownText(last, original, settings.targetLanguage, r.data, r.isError);
    if (shown.translatedFrom !== null)
      previews.set(conv.id, { ...shown, text: messageSummary(last, shown.text) });
  });
  return previews;
}
