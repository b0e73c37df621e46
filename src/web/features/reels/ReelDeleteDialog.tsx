import type { Video } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';

/** Asks before my own reel goes: with it go its likes and comments, and it cannot come back. */
export function ReelDeleteDialog({
  video,
  busy,
  onClose,
  onConfirm,
}: {
  /** The reel to delete; null: closed. */
  video: Video | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: (video: Video) => void;
}) {
  const t = useT();
  return (
    <Dialog
      open={video !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('reels.deleteTitle')}
      description={t('reels.deleteBody')}
      testId="reel-delete-dialog"
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t('reels.cancel')}
          </Button>
          <Button
            variant="destructive"
            disabled={busy}
            data-testid="reel-delete-confirm"
            onClick={() => video && onConfirm(video)}
          >
            {t('reels.deleteVideo')}
          </Button>
        </div>
      }
    />
  );
}
