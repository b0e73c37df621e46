import { useRef, useState } from 'react';
import { ImagePlus } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/Button';

/** Gallery: a picture from the device (its file picker, or a file dropped on the box). */
export function GalleryTab({ onFile }: { onFile: (file: File) => void }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  return (
    <div
      data-testid="avatar-gallery"
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        const file = e.dataTransfer.files[0];
        if (file) onFile(file);
      }}
      className={cn(
        'flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-6 py-7 text-center transition',
        over ? 'border-brand-400 bg-brand-50' : 'border-slate-200',
      )}
    >
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <ImagePlus aria-hidden className="h-7 w-7" />
      </span>
      <p className="text-sm text-slate-500">{t('avatar.galleryHint')}</p>
      <Button onClick={() => input.current?.click()} data-testid="avatar-choose-file">
        {t('avatar.chooseFile')}
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        data-testid="avatar-file-input"
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
