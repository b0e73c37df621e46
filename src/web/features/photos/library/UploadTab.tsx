import { Upload } from 'lucide-react';
import { FileDropZone } from '../../../ui/FileDropZone';
import { PHOTO_TYPES } from '../photo-rules';
import { useT } from '../../../i18n/use-t';

export interface UploadTabProps {
  /** A file chosen or dropped here (checked by the caller). */
  onFile: (file: File) => void;
}

/** Upload: the device's file picker (images only), or a file dropped onto the box. */
export function UploadTab({ onFile }: UploadTabProps) {
  const t = useT();
  return (
    <FileDropZone
      onFile={onFile}
      accept={PHOTO_TYPES.join(',')}
      icon={<Upload aria-hidden className="h-7 w-7" />}
      hint={t('photos.uploadHint')}
      buttonLabel={t('photos.chooseFile')}
      testId="photo-library-upload"
      buttonTestId="photo-choose-file"
      inputTestId="photo-file-input"
      className="gap-4 py-8"
    />
  );
}
