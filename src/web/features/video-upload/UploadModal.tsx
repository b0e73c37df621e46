import { useState } from 'react';
import { Film, X } from 'lucide-react';
import { VIDEO_DESCRIPTION_MAX_CHARS, VIDEO_TITLE_MAX_CHARS } from '../../../protocol/videos';
import { useLocale, useT } from '../../i18n/use-t';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { FileDropZone } from '../../ui/FileDropZone';
import { TextField } from '../../ui/TextField';
import { bytesLabel } from '../../lib/bytes-format';
import { resumeMatches } from './resume-store';
import type { useVideoUpload } from './use-video-upload';

/** Spec secondary 2 and 5: the native picker takes video files. */
const ACCEPT = 'video/*';

interface UploadModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  upload: ReturnType<typeof useVideoUpload>;
}

/**
 * Spec secondary 2 'Video upload flow': the modal with the file picker, the restriction notices
 * (secondary 5), and the caption the feed shows under the video. Upload starts it; auto-proceed
 * is off.
 */
export function UploadModal({ open, onOpenChange, upload }: UploadModalProps) {
  const t = useT();
  const locale = useLocale();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const { file, notices, resume } = upload;
  const resuming =
    !!resume && !!file && file.data instanceof File && resumeMatches(resume, file.data);

  const start = () => {
    upload.start({ title: title.trim(), description: description.trim() });
    setTitle('');
    setDescription('');
    onOpenChange(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('video-upload.title')}
      testId="video-upload-modal"
      footer={
        <div className="flex items-center justify-between gap-3">
          <span className="text-sm text-slate-500" data-testid="video-upload-state">
            {file ? t('video-upload.ready') : ''}
          </span>
          <Button onClick={start} disabled={!file} data-testid="video-upload-start">
            {t('video-upload.upload')}
          </Button>
        </div>
      }
    >
      <div className="flex flex-col gap-4">
        {resume && !file && (
          <div
            className="flex flex-col gap-2 rounded-2xl bg-amber-50 p-3 text-sm text-amber-900"
            data-testid="video-upload-resume"
          >
            <p>{t('video-upload.resumeNotice', { name: resume.name })}</p>
            <button
              type="button"
              onClick={upload.forgetResume}
              className="self-start font-semibold text-amber-900 underline underline-offset-2"
            >
              {t('video-upload.resumeForget')}
            </button>
          </div>
        )}
        {file ? (
          <div
            className="flex items-center gap-3 rounded-2xl border border-slate-200 p-3"
            data-testid="video-upload-file"
          >
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-rose-50 text-rose-600">
              <Film aria-hidden className="h-5 w-5" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-semibold text-slate-800">{file.name}</p>
              <p className="text-xs text-slate-500">{bytesLabel(locale, file.size ?? 0)}</p>
              {resuming && (
                <p className="mt-0.5 text-xs text-emerald-700">{t('video-upload.resumeReady')}</p>
              )}
            </div>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('video-upload.remove')}
              onClick={upload.clearFile}
              data-testid="video-upload-remove"
            >
              <X aria-hidden className="h-5 w-5" />
            </Button>
          </div>
        ) : (
          <FileDropZone
            onFile={(f) => upload.pick([f])}
            accept={ACCEPT}
            icon={<Film aria-hidden className="h-6 w-6" />}
            hint={t('video-upload.hint')}
            buttonLabel={t('video-upload.choose')}
            testId="video-upload-drop"
            buttonTestId="video-upload-choose"
            inputTestId="video-upload-input"
            className="gap-3 py-7"
          />
        )}
        {notices.length > 0 && (
          <ul className="flex flex-col gap-1.5" role="alert" data-testid="video-upload-notices">
            {notices.map((notice, i) => (
              <li key={i} className="rounded-xl bg-rose-50 px-3 py-2 text-sm text-rose-800">
                {notice}
              </li>
            ))}
          </ul>
        )}
        {file && (
          <>
            <TextField
              id="video-upload-title"
              label={t('video-upload.captionTitle')}
              placeholder={t('video-upload.captionTitlePlaceholder')}
              value={title}
              onChange={setTitle}
              maxLength={VIDEO_TITLE_MAX_CHARS}
            />
            <TextField
              id="video-upload-description"
              label={t('video-upload.captionDescription')}
              placeholder={t('video-upload.captionDescriptionPlaceholder')}
              value={description}
              onChange={setDescription}
              maxLength={VIDEO_DESCRIPTION_MAX_CHARS}
              multiline
            />
          </>
        )}
      </div>
    </Dialog>
  );
}
