import { useRef, useState } from 'react';
import { ImagePlus } from 'lucide-react';
import { STATUS_MAX_CHARS } from '../../../protocol/statuses';
import { useT } from '../../i18n/use-t';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast-store';
import { photoPrepare } from '../photos/photo-prepare';
import { PHOTO_TYPES } from '../photos/photo-rules';
import { PHOTO_PROBLEM_TEXT } from '../photos/photos-text';
import { typedDir } from '../../lib/typed-dir';

/** The picture as it will be posted, and the name it came with. */
export interface StatusPhoto {
  blob: Blob;
  name: string;
}

/**
 * A photo status: a picture from the device and an optional caption. It goes through the chat's
 * preparation (`../photos/photo-prepare`): checked by its bytes before any preview (a text file
 * named .png is refused in the chat's words), then made upright, at most 2048 px and under the
 * server's 5 MB without its EXIF, so a phone's 8 MB photo is taken. The preview shows what is
 * posted.
 */
export function StatusPhotoForm({
  posting,
  onPost,
}: {
  posting: boolean;
  onPost: (photo: StatusPhoto, caption: string) => void;
}) {
  const t = useT();
  const picker = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<StatusPhoto | null>(null);
  const [preparing, setPreparing] = useState(false);
  // The latest pick: a slower, earlier one that finishes after it is dropped.
  const latest = useRef(0);
  const [caption, setCaption] = useState('');

  const pick = async (chosen: File | undefined) => {
    if (!chosen) return;
    const turn = ++latest.current;
    setPreparing(true);
    const prepared = await photoPrepare(chosen);
    if (turn !== latest.current) return;
    setPreparing(false);
    if (!prepared.ok) {
      const text = PHOTO_PROBLEM_TEXT[prepared.problem];
      toast({ title: t(text.title), description: t(text.description), variant: 'destructive' });
      return;
    }
    setFile({ blob: prepared.blob, name: chosen.name });
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (file && !posting && !preparing) onPost(file, caption);
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
          void pick(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <button
        type="button"
        onClick={() => picker.current?.click()}
        aria-busy={preparing}
        className="flex aspect-[4/3] w-full items-center justify-center overflow-hidden rounded-2xl bg-slate-100 text-slate-700 ring-brand-200 transition outline-none hover:bg-slate-200/70 focus-visible:ring-2"
        data-testid="status-photo-pick"
      >
        {file ? (
          <img
            // The picture from the device, freed when it changes or the dialog closes.
            key={`${file.name}:${file.blob.size}`}
            ref={(img) => {
              if (!img) return;
              const url = URL.createObjectURL(file.blob);
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
        dir={typedDir(caption)}
        className="mt-3 h-11 w-full rounded-2xl bg-slate-100 px-4 text-[15px] text-slate-900 ring-brand-200 outline-none placeholder:text-slate-500 focus:bg-white focus:ring-2"
      />
      <div className="mt-3 flex justify-end">
        <Button
          type="submit"
          size="sm"
          disabled={!file || posting || preparing}
          data-testid="status-post"
        >
          {posting ? t('status.posting') : t('status.post')}
        </Button>
      </div>
    </form>
  );
}
