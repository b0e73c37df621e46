import { Dialog } from '../../../ui/Dialog';
import { Tabs } from '../../../ui/Tabs';
import type { StoredObject } from '../../media/upload';
import { LIBRARY_TEXT } from '../photos-text';
import type { SamplePhoto } from '../sample-photos';
import { CameraTab } from './CameraTab';
import { RecentTab } from './RecentTab';
import { UploadTab } from './UploadTab';

export interface PhotoLibraryDialogProps {
  onClose: () => void;
  onRecent: (item: StoredObject) => void;
  onSample: (sample: SamplePhoto) => void;
  onOpenCamera: () => void;
  onFile: (file: File) => void;
}

/** Spec core 2 'Photo Library': tabs Recent, Camera, Upload. */
export function PhotoLibraryDialog({
  onClose,
  onRecent,
  onSample,
  onOpenCamera,
  onFile,
}: PhotoLibraryDialogProps) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={LIBRARY_TEXT.title}
      description={LIBRARY_TEXT.description}
      testId="photo-library"
    >
      <Tabs
        tabs={[
          {
            value: 'recent',
            label: LIBRARY_TEXT.tabs.recent,
            content: <RecentTab onRecent={onRecent} onSample={onSample} />,
          },
          {
            value: 'camera',
            label: LIBRARY_TEXT.tabs.camera,
            content: <CameraTab onOpenCamera={onOpenCamera} />,
          },
          {
            value: 'upload',
            label: LIBRARY_TEXT.tabs.upload,
            content: <UploadTab onFile={onFile} />,
          },
        ]}
      />
    </Dialog>
  );
}
