import { useState } from 'react';
import { Users } from 'lucide-react';
import type { BroadcastList } from '../../../protocol';
import { MESSAGE_MAX_CHARS } from '../../../protocol/limits';
import { useLocale, useT } from '../../i18n/use-t';
import { clientIdCreate } from '../../lib/client-id';
import { cn } from '../../lib/cn';
import { numberLabel } from '../../lib/format';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { LABEL } from '../../ui/field-styles';
import { TextField } from '../../ui/TextField';
import { useBroadcastSend, useRecipientCount } from './broadcasts-queries';
import { CheckMark } from '../../ui/CheckMark';

export interface SendBroadcastDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  me: string;
  /** My lists: only these can be picked (spec secondary 5). */
  lists: readonly BroadcastList[];
  /** Ticked when the dialog opens (a card's send button). */
  initial: readonly string[];
}

/**
 * Spec secondary 2 'Send Broadcast': the message, my lists with their subscriber counts, and the
 * total recipients (each person once, as the server counts them). Sending needs a message that is
 * not blank and at least one list (section 5); the button says 'Sending...' meanwhile, and on
 * success the dialog closes (the parent then gives it a new `key`: message and ticks cleared).
 */
export function SendBroadcastDialog(props: SendBroadcastDialogProps) {
  const { open, onOpenChange, me, lists, initial } = props;
  const t = useT();
  const locale = useLocale();
  const [content, setContent] = useState('');
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set(initial));
  // One id for this broadcast, kept across retries: the server sends it once.
  const [clientId] = useState(clientIdCreate);
  const send = useBroadcastSend(me);
  const chosen = lists.filter((l) => picked.has(l.id)).map((l) => l.id);
  const recipients = useRecipientCount(me, chosen);
  const total = chosen.length === 0 ? 0 : (recipients.data?.recipientCount ?? 0);
  const ready = content.trim().length > 0 && chosen.length > 0 && !send.isPending;

  const toggle = (id: string) =>
    setPicked((held) => {
      const next = new Set(held);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const submit = () => {
    if (!ready) return;
    send.mutate(
      { content: content.trim(), listIds: chosen, clientId },
      { onSuccess: () => onOpenChange(false) },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('broadcasts.sendBroadcast')}
      testId="send-broadcast-dialog"
      footer={
        <div className="flex items-center justify-between gap-3">
          <p className="text-sm font-semibold text-slate-700" data-testid="broadcast-total">
            {t('broadcasts.totalRecipients', { count: numberLabel(locale, total) })}
          </p>
          <Button disabled={!ready} data-testid="broadcast-send" onClick={submit}>
            {send.isPending ? t('broadcasts.sending') : t('broadcasts.sendBroadcast')}
          </Button>
        </div>
      }
    >
      <TextField
        id="broadcast-message"
        label={t('broadcasts.message')}
        value={content}
        maxLength={MESSAGE_MAX_CHARS}
        onChange={setContent}
        placeholder={t('broadcasts.messagePlaceholder')}
        multiline
        className="min-h-28"
      />
      <p className={cn(LABEL, 'mt-4 mb-2')} id="broadcast-lists-label">
        {t('broadcasts.chooseLists')}
      </p>
      {lists.length === 0 ? (
        <p className="text-[15px] text-slate-500">{t('broadcasts.noListsToSend')}</p>
      ) : (
        <ul aria-labelledby="broadcast-lists-label" className="flex flex-col gap-1">
          {lists.map((l) => {
            const on = picked.has(l.id);
            return (
              <li key={l.id}>
                <button
                  type="button"
                  role="checkbox"
                  aria-checked={on}
                  data-testid="broadcast-pick"
                  data-name={l.name}
                  onClick={() => toggle(l.id)}
                  className="flex w-full items-center gap-3 rounded-2xl px-2 py-2.5 text-start transition hover:bg-slate-50"
                >
                  <CheckMark on={on} shape="square" />
                  <span className="min-w-0 flex-1 truncate text-[15px] font-semibold text-slate-800">
                    {l.name}
                  </span>
                  <span className="inline-flex shrink-0 items-center gap-1 text-[13px] text-slate-500">
                    <Users aria-hidden className="h-3.5 w-3.5" />
                    {t('broadcasts.subscriberCount', { count: l.subscriberCount })}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}
