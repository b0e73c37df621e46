import { tNow } from '../../i18n/intl';
import { errorText } from '../../lib/api';
import type { ToastInput } from '../../ui/toast-store';
import { uploadFailureTitle } from './media-text';
import { UploadError } from './upload';

/**
 * The toast for an upload that failed: the spec's title for the server's reason ('Invalid file
 * type', 'File too large') with the server's words under it, else 'Upload failed'; in the app
 * language.
 */
export function uploadErrorToast(err: unknown): ToastInput {
  if (err instanceof UploadError) {
    const title = uploadFailureTitle(err.reason);
    // No answer came: say so, rather than the transport's own words.
    const description = err.status === 0 ? tNow('media.offline') : errorText(err);
    return { title, description, variant: 'destructive' };
  }
  return {
    title: tNow('media.uploadFailed'),
    description: tNow('media.unreadable'),
    variant: 'destructive',
  };
}
