import { STICKER_SETS } from '../../../protocol';
import type { ChatMessage } from '../../lib/apply-event';
import { useT } from '../../i18n/use-t';
import { Dialog } from '../../ui/Dialog';
import { EMOJI_FONT } from '../stickers/emoji-font';
import { stickerLabelId } from '../stickers/stickers-text';
import { useReact } from './use-react';

export interface ReactionPickerDialogProps {
  message: ChatMessage;
  meId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** '+' in a message's menu: every emoji of the app's picker, one tap reacts and closes. */
export function ReactionPickerDialog(props: ReactionPickerDialogProps) {
  const { message, meId, open, onOpenChange } = props;
  const t = useT();
  const react = useReact(message.conversationId, meId);
  const onPick = (emoji: string) => react.mutate({ messageId: message.id, emoji });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('reactions.pickTitle')}
      testId="reaction-picker"
    >
      <ul className="grid grid-cols-6 gap-1.5">
        {STICKER_SETS.emoji.map((sticker) => {
          const labelId = stickerLabelId('emoji', sticker.id);
          const label = labelId ? t(labelId) : sticker.label;
          return (
            <li key={sticker.id}>
              <button
                type="button"
                title={label}
                aria-label={label}
                data-testid={`reaction-pick-${sticker.id}`}
                onClick={() => {
                  onOpenChange(false);
                  onPick(sticker.emoji);
                }}
                className="flex aspect-square w-full items-center justify-center rounded-2xl text-[28px] leading-none transition hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-400 active:scale-90"
                style={{ fontFamily: EMOJI_FONT }}
              >
                {sticker.emoji}
              </button>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
