import { useState } from 'react';
import { STATUS_MAX_CHARS } from '../../../protocol/statuses';
import { useLocale, useT } from '../../i18n/use-t';
import { numberLabel } from '../../lib/format';
import { Button } from '../../ui/Button';
import { typedDir } from '../../lib/typed-dir';

/** A text status: non-blank after trimming (spec secondary 5), at most 700 characters. */
export function StatusTextForm({
  posting,
  onPost,
}: {
  posting: boolean;
  onPost: (content: string) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const [text, setText] = useState('');
  const blank = text.trim().length === 0;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!blank && !posting) onPost(text);
      }}
    >
      <textarea
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={STATUS_MAX_CHARS}
        rows={5}
        placeholder={t('status.textPlaceholder')}
        aria-label={t('status.textPlaceholder')}
        data-testid="status-text-input"
        dir={typedDir(text)}
        className="w-full resize-none rounded-2xl bg-slate-100 px-4 py-3 text-[15px] text-slate-900 ring-brand-200 outline-none placeholder:text-slate-500 focus:bg-white focus:ring-2"
      />
      <div className="mt-2 flex items-center justify-between gap-3">
        <span className="text-xs text-slate-500 tabular-nums" data-testid="status-text-counter">
          {t('status.counter', {
            count: numberLabel(locale, text.length),
            max: numberLabel(locale, STATUS_MAX_CHARS),
          })}
        </span>
        <Button type="submit" size="sm" disabled={blank || posting} data-testid="status-post">
          {posting ? t('status.posting') : t('status.post')}
        </Button>
      </div>
    </form>
  );
}
