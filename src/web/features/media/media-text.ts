import { OBJECT_TEXT } from '../../../protocol';

/**
 * The words of an upload that did not go through, for every kind of media (spec core 5 and 8).
 * The server's own message is the description; its `reason` picks the title.
 */
export const MEDIA_TEXT = {
  /** Spec core 5: the title when the bytes are not of an accepted type. */
  invalidFileType: OBJECT_TEXT.invalidTypeTitle,
  /** Spec core 5: the title when the file is over the limit. */
  fileTooLarge: OBJECT_TEXT.tooLargeTitle,
  /** Spec core 8: the title when the file could not be read or the upload failed otherwise. */
  uploadFailed: OBJECT_TEXT.uploadFailed,
  /** Under 'Upload failed' when no answer came. */
  offline: 'No connection to the server. Try again when you are back online.',
  /** Under 'Upload failed' when the file could not be read from the device. */
  unreadable: 'The file could not be read.',
} as const;
