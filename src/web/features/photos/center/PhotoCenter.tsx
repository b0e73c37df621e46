import { Suspense, lazy, useCallback, useState } from 'react';
import { photoCheck } from '../photo-prepare';
import { PhotoDropZone } from '../PhotoDropZone';
import type { StoredObject } from '../../media/upload';
import type { PhotoSendOptions, PhotoSource } from '../use-photo-send';
import { photoProblemToast, usePhotoSend, useSampleSend } from '../use-photo-send';

// The dialogs load when first opened: none of them is in the chat's own download.
const CameraCaptureDialog = lazy(() =>
  import('../camera/CameraCaptureDialog').then((m) => ({ default: m.CameraCaptureDialog })),
);
const PhotoLibraryDialog = lazy(() =>
  import('../library/PhotoLibraryDialog').then((m) => ({ default: m.PhotoLibraryDialog })),
);
const PhotoSendDialog = lazy(() =>
  import('../PhotoSendDialog').then((m) => ({ default: m.PhotoSendDialog })),
);

/** Which photo dialog the chat has open (the feature menu's 'Camera' and 'Photos' tiles). */
export type PhotoDialog = 'camera' | 'library' | null;

export interface PhotoCenterProps {
  conversationId: string;
  meId: string;
  open: PhotoDialog;
  onOpenChange: (open: PhotoDialog) => void;
  /** The composer's burner mode is on: the next photo goes as a burner message (spec core 4). */
  burner: boolean;
  /** A photo went with burner mode on: the mode is for one message only. */
  onBurnerUsed: () => void;
  /** The message the composer answers (issue 31): the next photo is the reply. */
  replyTo?: string;
  onReplyUsed?: () => void;
}

/**
 * Everything that puts a photo into the open chat: the camera, the Photo Library, the preview
 * of a picked, pasted or dropped file, and the paste and drop handling itself.
 */
export function PhotoCenter({
  conversationId,
  meId,
  open,
  onOpenChange,
  burner,
  onBurnerUsed,
  replyTo,
  onReplyUsed,
}: PhotoCenterProps) {
  const photos = usePhotoSend(conversationId, meId);
  // Burner mode as it is when the photo goes (not when its dialog opened), then spent.
  const burnerTake = useCallback(() => {
    if (burner) onBurnerUsed();
    return burner;
  }, [burner, onBurnerUsed]);
  // The reply goes with the next photo only, as burner mode does.
  const replyTake = useCallback(() => {
    if (replyTo) onReplyUsed?.();
    return replyTo ? { replyTo } : {};
  }, [replyTo, onReplyUsed]);
  const sendBlob = useCallback(
    (blob: Blob, options: PhotoSendOptions) =>
      photos.sendBlob(blob, { ...options, isBurner: burnerTake(), ...replyTake() }),
    [photos, burnerTake, replyTake],
  );
  const sendAgain = useCallback(
    (item: StoredObject, options: PhotoSendOptions) =>
      photos.sendAgain(item, { ...options, isBurner: burnerTake(), ...replyTake() }),
    [photos, burnerTake, replyTake],
  );
  const sendSample = useSampleSend(sendBlob);
  const [preview, setPreview] = useState<{ file: File; source: PhotoSource } | null>(null);
  const close = useCallback(() => onOpenChange(null), [onOpenChange]);

  /**
   * Spec core 5: a wrong file is refused at once, before it is shown or uploaded; its bytes say
   * whether it is a picture (a text file named .png is not). A large photo is shown, and made
   * smaller as it goes.
   */
  const offer = useCallback((file: File, source: PhotoSource) => {
    void photoCheck(file).then((problem) => {
      if (problem) photoProblemToast(problem);
      else setPreview({ file, source });
    });
  }, []);
  const onDropped = useCallback((file: File) => offer(file, 'upload'), [offer]);

  return (
    <>
      <PhotoDropZone onFile={onDropped} />
      <Suspense fallback={null}>
        {open === 'camera' && (
          <CameraCaptureDialog
            onClose={close}
            onSend={(photo, fileName) => void sendBlob(photo, { source: 'camera', fileName })}
          />
        )}
        {open === 'library' && (
          <PhotoLibraryDialog
            onClose={close}
            onOpenCamera={() => onOpenChange('camera')}
            onRecent={(item) => {
              close();
              void sendAgain(item, { source: 'library' });
            }}
            onSample={(sample) => {
              close();
              void sendSample(sample.src, `${sample.id}.jpg`);
            }}
            onFile={(file) => {
              close();
              offer(file, 'upload');
            }}
          />
        )}
        {preview && (
          <PhotoSendDialog
            key={`${preview.file.name}-${preview.file.size}-${preview.file.lastModified}`}
            file={preview.file}
            onClose={() => setPreview(null)}
            onSend={(caption) => void sendBlob(preview.file, { source: preview.source, caption })}
          />
        )}
      </Suspense>
    </>
  );
}
