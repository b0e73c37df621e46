import { useState } from 'react';
import { SendHorizontal } from 'lucide-react';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useT } from '../../i18n/use-t';
import { typedDir } from '../../lib/typed-dir';

export interface PhotoSendDialogProps {
  file: File;
  onClose: () => void;
  onSend: (caption: string) => void;
}

/** Longest caption: the image metadata's limit (src/protocol/rich.ts). */
const CAPTION_MAX = 1_000;

/**
 * A photo picked, pasted or dropped, shown before it goes, with a caption (as WhatsApp Web and
 * Telegram Web do): a paste or a drop by mistake sends nothing.
 */
export function PhotoSendDialog({ file, onClose, onSend }: PhotoSendDialogProps) {
  const t = useT();
  const [caption, setCaption] = useState('');

  const send = () => {
    onSend(caption);
    onClose();
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('photos.previewTitle')}
      description={file.name || undefined}
      testId="photo-send-dialog"
      footer={
        <div className="flex gap-2 [&>*]:flex-1">
          <Button variant="outline" size="sm" onClick={onClose}>
            {t('photos.cancel')}
          </Button>
          <Button size="sm" onClick={send} data-testid="photo-send">
            <SendHorizontal aria-hidden className="h-4 w-4 rtl:-scale-x-100" />
            {t('photos.send')}
          </Button>
        </div>
      }
    >
      <div className="flex max-h-[45dvh] items-center justify-center overflow-hidden rounded-2xl bg-slate-100">
        <img
          // The picture from the device, freed when the dialog closes.
          ref={(img) => {
            if (!img) return;
            const url = URL.createObjectURL(file);
            img.src = url;
            return () => URL.revokeObjectURL(url);
          }}
          alt={t('photos.photo')}
          data-testid="photo-send-preview"
          className="max-h-[45dvh] w-full object-contain"
        />
      </div>
      <input
        type="text"
        value={caption}
        onChange={(e) => setCaption(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
            e.preventDefault();
            send();
          }
        }}
        maxLength={CAPTION_MAX}
        placeholder={t('photos.captionPlaceholder')}
        aria-label={t('photos.captionPlaceholder')}
        data-testid="photo-caption-input"
        dir={typedDir(caption)}
        autoFocus
        className="mt-3 h-11 w-full rounded-2xl bg-slate-100 px-4 text-[15px] text-slate-900 ring-brand-200 outline-none placeholder:text-slate-400 focus:bg-white focus:ring-2"
      />
    </Dialog>
  );
}
