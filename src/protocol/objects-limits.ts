/**
 * Issue 12: the limits and words of stored objects (photos, voice notes), apart from their
 * schemas (`objects.ts`): the web client's chat checks a photo before sending it without
 * downloading the schema library.
 */

/** Spec core 5 and 9: a chat image must be at most 5 MB (5 * 1024 * 1024 bytes). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** A 300 s voice note (spec core 9) in opus at 128 kbit/s is under 5 MB; twice that is room. */
export const VOICE_MAX_BYTES = 10 * 1024 * 1024;

/** The types an image is stored as (checked by its bytes); thumbnails are always webp. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
/** The containers a voice note is stored as (checked by its bytes). */
export const VOICE_MIME_TYPES = ['audio/webm', 'audio/ogg', 'audio/mp4'] as const;

/**
 * What the client shows of a refused upload: the spec's toast title and description (core 5)
 * and the reply's `error` and `reason`. Voice notes have no words in the spec; theirs say the
 * same of audio.
 */
export const OBJECT_TEXT = {
  invalidTypeTitle: 'Invalid file type',
  tooLargeTitle: 'File too large',
  image: {
    invalidType: 'Please select an image file',
    tooLarge: 'File size must be less than 5MB',
  },
  voice: {
    invalidType: 'Please select an audio file',
    tooLarge: 'File size must be less than 10MB',
  },
  uploadFailed: 'Upload failed',
} as const;

/** `reason` of a refused upload (400 and 413). */
export const OBJECT_REASON = {
  invalidType: 'invalid_file_type',
  tooLarge: 'file_too_large',
} as const;
