import { OBJECT_REASON } from '../../../protocol';
import { tNow } from '../../i18n/intl';

/**
 * The toast title for an upload the server refused, by its `reason` (spec core 5), in the app
 * language: 'Invalid file type', 'File too large', else 'Upload failed' (spec core 8). The
 * English catalog says what the protocol's OBJECT_TEXT says; the server's own message goes
 * under it.
 */
export function uploadFailureTitle(reason: unknown): string {
  switch (reason) {
    case OBJECT_REASON.invalidType:
      return tNow('media.invalidFileType');
    case OBJECT_REASON.tooLarge:
      return tNow('media.fileTooLarge');
    default:
      return tNow('media.uploadFailed');
  }
}
