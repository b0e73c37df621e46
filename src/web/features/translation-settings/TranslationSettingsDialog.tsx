import type { TranslationSettings } from '../../../protocol';
import { useAfterFirstScreen } from '../../lib/use-after-first-screen';
import { useT } from '../../i18n/use-t';
import { cn } from '../../lib/cn';
import { Dialog } from '../../ui/Dialog';
import {
  sourcesOffered,
  targetsOffered,
  useTranslateLanguages,
} from '../translate/translate-languages';
import { LanguageSelect } from './LanguageSelect';
import { NoTranslateField } from './NoTranslateField';
import { TranslationRoutes } from './TranslationRoutes';
import { useContactLanguages } from './use-contact-languages';
import { offeredWith, useDeviceOffered } from './use-device-offered';
import { useTranslationSettings, useTranslationSettingsSave } from './queries';

export interface TranslationSettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  conversationId: string;
  /** The reader, whose own do-not-translate words are shown here too. */
  userId: string;
}

/**
 * Spec core 2 dialog 'Translation Settings': auto-translate, source and target for this chat.
 * Each change is saved to the server as it is made; a new target re-translates the chat.
 */
export function TranslationSettingsDialog({
  open,
  onOpenChange,
  conversationId,
  userId,
}: TranslationSettingsDialogProps) {
  const t = useT();
  const settings = useTranslationSettings(conversationId);
  const save = useTranslationSettingsSave(conversationId);
  const current: TranslationSettings | undefined = settings.data;
  // Only what the server's engine can do is offered (issue 13). Mounted closed with the chat:
  // asked for once the chat is on screen, not among the reads that put it there.
  const pairs = useTranslateLanguages(useAfterFirstScreen() || open).data;
  // And what this device's own translator can do (issue 30), asked once the dialog opens.
  const contacts = useContactLanguages(userId, current?.targetLanguage ?? '', open);
  const chosen = current?.sourceLanguage ?? 'auto';
  const device = useDeviceOffered(
    open ? (chosen === 'auto' ? [...new Set(['en', ...contacts])] : [chosen]) : [],
    open ? (current?.targetLanguage ?? null) : null,
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('translation-settings.title')}
      description={t('translation-settings.description')}
      testId="translation-settings-dialog"
    >
      {current ? (
        <div className="space-y-5 pt-2">
          <div className="flex items-center gap-3">
            <div className="min-w-0 flex-1">
              <p id="auto-translate-label" className="text-[15px] font-semibold text-slate-900">
                {t('translation-settings.autoTranslate')}
              </p>
              <p className="text-sm text-slate-500">
                {t('translation-settings.autoTranslateHint')}
              </p>
            </div>
            <button
              type="button"
              role="switch"
              aria-checked={current.autoTranslate}
              aria-labelledby="auto-translate-label"
              data-testid="auto-translate-switch"
              onClick={() => save.mutate({ autoTranslate: !current.autoTranslate })}
              className={cn(
                'relative h-7 w-12 shrink-0 rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400',
                current.autoTranslate ? 'bg-brand-600' : 'bg-slate-300',
              )}
            >
              <span
                aria-hidden
                className={cn(
                  'absolute top-0.5 start-0.5 h-6 w-6 rounded-full bg-white shadow transition-transform',
                  current.autoTranslate && 'translate-x-5 rtl:-translate-x-5',
                )}
              />
            </button>
          </div>
          <LanguageSelect
            id="translation-source"
            label={t('translation-settings.translateFrom')}
            value={current.sourceLanguage}
            withAuto
            offered={offeredWith(sourcesOffered(pairs), device?.sources)}
            disabled={!current.autoTranslate}
            onChange={(code) => save.mutate({ sourceLanguage: code })}
          />
          <LanguageSelect
            id="translation-target"
            label={t('translation-settings.translateTo')}
            value={current.targetLanguage}
            offered={offeredWith(targetsOffered(pairs, current.sourceLanguage), device?.targets)}
            disabled={!current.autoTranslate}
            onChange={(code) => save.mutate({ targetLanguage: code })}
          />
          {current.autoTranslate && (
            <TranslationRoutes userId={userId} target={current.targetLanguage} />
          )}
          <NoTranslateField userId={userId} />
          <p className="text-xs text-slate-500">{t('translation-settings.ownNever')}</p>
        </div>
      ) : settings.isError ? (
        <p className="py-6 text-center text-sm text-slate-500">
          {t('translation-settings.loadError')}
        </p>
      ) : (
        <div className="h-52" aria-busy="true" />
      )}
    </Dialog>
  );
}
