import { useRef, useState } from 'react';
import { ImagePlus } from 'lucide-react';
import { STATUS_MAX_CHARS } from '../../../protocol/statuses';
import { useT } from '../../i18n/use-t';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast-store';
import { PHOTO_TYPES, photoFileProblem } from '../photos/photo-rules';
import { PHOTO_PROBLEM_TEXT } from '../photos/photos-text';

/**
 * A photo status: a picture from the device (an image the server stores, at most 5 MB, as the
 * chat's photos) and an optional caption. A file refused by type or size is said at once, in the
 * chat's words, before any upload.
 */
export function StatusPhotoForm({
  posting,
  onPost,
}: {
  posting: boolean;
  onPost: (file: File, caption: string) => void;
}) {
  const t = useT();
  const picker = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [caption, setCaption] = useState('');

  const pick = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = photoFileProblem(chosen);
    if (problem) {
      const text = PHOTO_PROBLEM_TEXT[problem];
      toast({ title: t(text.title), description: t(text.description), variant: 'destructive' });
      return;
    }
    setFile(chosen);
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (file && !posting) onPost(file, caption);
      }}
    >
      <input
        ref={picker}
        type="file"
        accept={PHOTO_TYPES.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        data-testid="status-photo-input"
        onChange={(e) => {
          pick(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <button
        type="button"
        onClick={() => picker.current?.click()}
        className="flex aspect-[4/3] w-full items-center justify-center overflow-hidden rounded-2xl bg-slate-100 text-slate-700 ring-brand-200 transition outline-none hover:bg-slate-200/70 focus-visible:ring-2"
        data-testid="status-photo-pick"
      >
        {file ? (
          <img
            // The picture from the device, freed when it changes or the dialog closes.
            key={`${file.name}:${file.size}:${file.lastModified}`}
            ref={(img) => {
              if (!img) return;
              const url = URL.createObjectURL(file);
              img.src = url;
              return () => URL.revokeObjectURL(url);
            }}
            alt={t('status.photoPreview')}
            data-testid="status-photo-preview"
            className="h-full w-full object-contain"
          />
        ) : (
          <span className="flex flex-col items-center gap-2 text-sm font-semibold">
            <ImagePlus aria-hidden className="h-8 w-8 text-brand-500" />
            {t('status.choosePhoto')}
          </span>
        )}
      </button>
      {file && (
        <button
          type="button"
          onClick={() => picker.current?.click()}
          className="mt-2 text-sm font-semibold text-brand-700 hover:underline"
        >
          {t('status.changePhoto')}
        </button>
      )}
      <input
        type="text"
        value={caption}
        onChange={(e) => setCaption(e.target.value)}
        maxLength={STATUS_MAX_CHARS}
        placeholder={t('status.captionPlaceholder')}
        aria-label={t('status.captionPlaceholder')}
        data-testid="status-caption"
        className="mt-3 h-11 w-full rounded-2xl bg-slate-100 px-4 text-[15px] text-slate-900 ring-brand-200 outline-none placeholder:text-slate-500 focus:bg-white focus:ring-2"
      />
      <div className="mt-3 flex justify-end">
        <Button type="submit" size="sm" disabled={!file || posting} data-testid="status-post">
          {posting ? t('status.posting') : t('status.post')}
        </Button>
      </div>
    </form>
  );
}
