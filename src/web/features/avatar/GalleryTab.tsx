import { ImagePlus } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import { FileDropZone } from '../../ui/FileDropZone';

/** Gallery: a picture from the device (its file picker, or a file dropped on the box). */
export function GalleryTab({ onFile }: { onFile: (file: File) => void }) {
  const t = useT();
  return (
    <FileDropZone
      onFile={onFile}
      accept="image/*"
      icon={<ImagePlus aria-hidden className="h-7 w-7" />}
      hint={t('avatar.galleryHint')}
      buttonLabel={t('avatar.chooseFile')}
      testId="avatar-gallery"
      buttonTestId="avatar-choose-file"
      inputTestId="avatar-file-input"
      className="gap-3 py-7"
    />
  );
}
