import type { PhotoProblem } from './photo-rules';

/**
 * Catalog ids (src/web/locales/<lang>/photos.json) for the photo texts chosen by a reason or a
 * state. Spec core 5, 8 and 9 give the validation toasts, the camera errors and 'Photo sent!'
 * word for word: their English is the spec's, and the refusal toasts' English is the server's
 * own (`OBJECT_TEXT` in src/protocol, which stays there; photos-text.test.ts holds them equal).
 */

/** Spec core 5: the toast of a file refused before any upload, by the server's reason code. */
export const PHOTO_PROBLEM_TEXT: Record<PhotoProblem, { title: string; description: string }> = {
  invalid_file_type: { title: 'photos.invalidTypeTitle', description: 'photos.invalidType' },
  file_too_large: { title: 'photos.tooLargeTitle', description: 'photos.tooLarge' },
  not_a_picture: { title: 'photos.notPictureTitle', description: 'photos.notPicture' },
};

/** Spec core 8: the camera's errors, shown under 'Camera Error'. */
export const CAMERA_ERROR = {
  unsupportedAccess: 'photos.cameraUnsupportedAccess',
  denied: 'photos.cameraDenied',
  notFound: 'photos.cameraNotFound',
  notSupported: 'photos.cameraNotSupported',
  generic: 'photos.cameraGeneric',
} as const;

export type CameraErrorId = (typeof CAMERA_ERROR)[keyof typeof CAMERA_ERROR];
