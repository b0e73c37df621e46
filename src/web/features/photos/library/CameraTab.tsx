import { Camera } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { LIBRARY_TEXT } from '../photos-text';

/** Camera: opens the camera capture dialog. */
export function CameraTab({ onOpenCamera }: { onOpenCamera: () => void }) {
  return (
    <div
      data-testid="photo-library-camera"
      className="flex flex-col items-center gap-4 rounded-2xl bg-slate-50 px-6 py-8 text-center"
    >
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-gradient-to-br from-slate-600 to-slate-400 text-white">
        <Camera aria-hidden className="h-7 w-7" />
      </span>
      <p className="text-sm text-slate-500">{LIBRARY_TEXT.cameraHint}</p>
      <Button onClick={onOpenCamera} data-testid="photo-open-camera">
        {LIBRARY_TEXT.openCamera}
      </Button>
    </div>
  );
}
