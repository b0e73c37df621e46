import { Camera } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { useT } from '../../../i18n/use-t';

/** Camera: opens the camera capture dialog. */
export function CameraTab({ onOpenCamera }: { onOpenCamera: () => void }) {
  const t = useT();
  return (
    <div
      data-testid="photo-library-camera"
      className="flex flex-col items-center gap-4 rounded-2xl bg-slate-50 px-6 py-8 text-center"
    >
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-gradient-to-br from-slate-600 to-slate-400 text-white">
        <Camera aria-hidden className="h-7 w-7" />
      </span>
      <p className="text-sm text-slate-500">{t('photos.cameraHint')}</p>
      <Button onClick={onOpenCamera} data-testid="photo-open-camera">
        {t('photos.openCamera')}
      </Button>
    </div>
  );
}
