import { OBJECT_REASON } from '../../../protocol';
import type { ToastInput } from '../../ui/toast-store';
import { MEDIA_TEXT } from './media-text';
import { UploadError } from './upload';

/** The title a server `reason` code is shown under (spec core 5). */
const REASON_TITLES: Readonly<Record<string, string>> = {
  [OBJECT_REASON.invalidType]: MEDIA_TEXT.invalidFileType,
  [OBJECT_REASON.tooLarge]: MEDIA_TEXT.fileTooLarge,
};

/**
 * The toast for an upload that failed: the spec's title for the server's reason ('Invalid file
 * type', 'File too large') with the server's words under it, else 'Upload failed'.
 */
export function uploadErrorToast(err: unknown): ToastInput {
  if (err instanceof UploadError) {
    const title = (err.reason && REASON_TITLES[err.reason]) || MEDIA_TEXT.uploadFailed;
    const description = err.status === 0 ? MEDIA_TEXT.offline : err.message;
    return { title, description, variant: 'destructive' };
  }
  return {
    title: MEDIA_TEXT.uploadFailed,
    description: MEDIA_TEXT.unreadable,
    variant: 'destructive',
  };
}
