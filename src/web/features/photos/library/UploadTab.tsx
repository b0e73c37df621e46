import { useRef, useState } from 'react';
import { Upload } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { Button } from '../../../ui/Button';
import { PHOTO_TYPES } from '../photo-rules';
import { useT } from '../../../i18n/use-t';

export interface UploadTabProps {
  /** A file chosen or dropped here (checked by the caller). */
  onFile: (file: File) => void;
}

/** Upload: the device's file picker (images only), or a file dropped onto the box. */
export function UploadTab({ onFile }: UploadTabProps) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  return (
    <div
      data-testid="photo-library-upload"
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        // The chat's own drop zone must not take it a second time.
        e.stopPropagation();
        setOver(false);
        const file = e.dataTransfer.files[0];
        if (file) onFile(file);
      }}
      className={cn(
        'flex flex-col items-center gap-4 rounded-2xl border-2 border-dashed px-6 py-8 text-center transition',
        over ? 'border-brand-400 bg-brand-50' : 'border-slate-200',
      )}
    >
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <Upload aria-hidden className="h-7 w-7" />
      </span>
      <p className="text-sm text-slate-500">{t('photos.uploadHint')}</p>
      <Button onClick={() => input.current?.click()} data-testid="photo-choose-file">
        {t('photos.chooseFile')}
      </Button>
      <input
        ref={input}
        type="file"
        accept={PHOTO_TYPES.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        data-testid="photo-file-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          // Cleared, so picking the same file again still counts as a change.
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
    </div>
  );
}
