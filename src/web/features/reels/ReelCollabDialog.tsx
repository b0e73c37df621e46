import { useState } from 'react';
import type { Video } from '../../../protocol';
import { VIDEO_COLLAB_NOTE_MAX_CHARS } from '../../../protocol/video-social';
import { useT } from '../../i18n/use-t';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { AREA, LABEL } from '../../ui/field-styles';

export interface ReelCollabDialogProps {
  video: Video;
  sending: boolean;
  /** Resolves true once the request is made (the dialog then closes). */
  onSend: (note: string) => Promise<boolean>;
  onClose: () => void;
}

/** Asks a video's creator to collaborate on it, with a note if I like. */
export function ReelCollabDialog({ video, sending, onSend, onClose }: ReelCollabDialogProps) {
  const t = useT();
  const [note, setNote] = useState('');
  const send = async () => {
    if (!sending && (await onSend(note))) onClose();
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('reels.collabTitle')}
      description={t('reels.collabBody', {
        name: video.creator.displayName,
        title: video.title || t('reels.untitled'),
      })}
      testId="reel-collab-dialog"
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t('reels.cancel')}
          </Button>
          <Button onClick={() => void send()} disabled={sending} data-testid="reel-collab-send">
            {sending ? t('reels.collabSending') : t('reels.collabSend')}
          </Button>
        </div>
      }
    >
      <div className="flex flex-col gap-2">
        <label className={LABEL} htmlFor="reel-collab-note">
          {t('reels.collabNote')}
        </label>
        <textarea
          id="reel-collab-note"
          data-testid="reel-collab-note"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          maxLength={VIDEO_COLLAB_NOTE_MAX_CHARS}
          placeholder={t('reels.collabNotePlaceholder')}
          rows={3}
          className={AREA}
        />
        <p className="text-end text-xs text-slate-500 tabular-nums">
          {t('reels.counter', { count: note.length, max: VIDEO_COLLAB_NOTE_MAX_CHARS })}
        </p>
      </div>
    </Dialog>
  );
}
