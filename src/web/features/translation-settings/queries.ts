import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TranslationSettings,
  TranslationSettingsAll,
  TranslationSettingsUpdate,
} from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { apiRequest, errorText } from '../../lib/api';
import { toast } from '../../ui/toast-store';

export function translationSettingsKey(conversationId: string) {
  return ['/api/conversations', conversationId, 'translation-settings'] as const;
}

/** Every conversation's settings at once, for the conversation list. */
export const TRANSLATION_SETTINGS_ALL_KEY = ['/api/translation-settings'] as const;

/** GET /api/conversations/{id}/translation-settings. */
export function useTranslationSettings(conversationId: string) {
  return useQuery<TranslationSettings>({ queryKey: translationSettingsKey(conversationId) });
}

/** GET /api/translation-settings: the defaults and each conversation that differs. */
export function useTranslationSettingsAll() {
  return useQuery<TranslationSettingsAll>({ queryKey: TRANSLATION_SETTINGS_ALL_KEY });
}

/**
 * PUT /api/conversations/{id}/translation-settings. Shown at once (a new target re-translates
 * straight away); put back as it was, with a toast, when the server refuses.
 */
export function useTranslationSettingsSave(conversationId: string) {
  const t = useT();
  const client = useQueryClient();
  const key = translationSettingsKey(conversationId);
  const write = (settings: TranslationSettings) => {
    client.setQueryData(key, settings);
    client.setQueryData<TranslationSettingsAll>(TRANSLATION_SETTINGS_ALL_KEY, (all) =>
      all ? { ...all, conversations: { ...all.conversations, [conversationId]: settings } } : all,
    );
  };
  return useMutation({
    mutationFn: (update: TranslationSettingsUpdate) =>
      apiRequest<TranslationSettings>(
        'PUT',
        `/api/conversations/${encodeURIComponent(conversationId)}/translation-settings`,
        update,
      ),
    onMutate: (update) => {
      const before = client.getQueryData<TranslationSettings>(key);
      if (before) write({ ...before, ...update });
      return { before };
    },
    onSuccess: (saved) => write(saved),
    onError: (err, _update, context) => {
      if (context?.before) write(context.before);
      toast({
        title: t('translation-settings.saveError'),
        description: errorText(err),
        variant: 'destructive',
      });
    },
  });
}
