import { Dialog } from '../../../ui/Dialog';
import { Tabs } from '../../../ui/Tabs';
import type { StoredObject } from '../../media/upload';
import { useT } from '../../../i18n/use-t';
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
  const t = useT();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('photos.libraryTitle')}
      description={t('photos.libraryDescription')}
      testId="photo-library"
    >
      <Tabs
        tabs={[
          {
            value: 'recent',
            label: t('photos.tabRecent'),
            content: <RecentTab onRecent={onRecent} onSample={onSample} />,
          },
          {
            value: 'camera',
            label: t('photos.tabCamera'),
            content: <CameraTab onOpenCamera={onOpenCamera} />,
          },
          {
            value: 'upload',
            label: t('photos.tabUpload'),
            content: <UploadTab onFile={onFile} />,
          },
        ]}
      />
    </Dialog>
  );
}
