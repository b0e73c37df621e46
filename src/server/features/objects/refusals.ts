import type { ObjectKind } from '../../../protocol';
import { OBJECT_REASON, OBJECT_TEXT } from '../../../protocol';
import { HttpError } from '../../kernel/http';

/** Spec core 5: 'Please select an image file' (voice: an audio file), reason invalid_file_type. */
export const invalidFileType = (kind: ObjectKind) =>
  new HttpError(400, OBJECT_TEXT[kind].invalidType, OBJECT_REASON.invalidType);

/** Spec core 5: 'File size must be less than 5MB' (voice: 10MB), reason file_too_large. */
export const fileTooLarge = (kind: ObjectKind) =>
  new HttpError(413, OBJECT_TEXT[kind].tooLarge, OBJECT_REASON.tooLarge);

/** Someone else's object, or none: the same answer, so nobody learns which refs exist. */
export const objectNotFound = () => new HttpError(404, 'Object not found');

/** An object goes into one message only: a photo sent again from Recent is copied first. */
export const objectAlreadySent = () => new HttpError(409, 'This object was already sent');
