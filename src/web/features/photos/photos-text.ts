import { OBJECT_TEXT } from '../../../protocol';

/**
 * Every text a person reads about photos, in one place for the string catalogs. Spec core 5, 8
 * and 9 give the validation toasts, the camera errors and 'Photo sent!' word for word.
 */
export const PHOTOS_TEXT = {
  /** Spec core 5 (the words the server refuses with too). */
  invalidType: { title: OBJECT_TEXT.invalidTypeTitle, description: OBJECT_TEXT.image.invalidType },
  /** Spec core 5. */
  tooLarge: { title: OBJECT_TEXT.tooLargeTitle, description: OBJECT_TEXT.image.tooLarge },
  /** Spec core 8: the file could not be read. */
  uploadFailed: OBJECT_TEXT.uploadFailed,
  /** Spec core 8: the success toast. */
  sent: 'Photo sent!',
  /** The list's line and the bubble's label (issue 12 contract). */
  summary: '📷 Photo',
  photo: 'Photo',
  open: 'Open photo',
  uploading: (percent: number) => `Uploading ${percent}%`,
  /** The full-screen viewer. */
  viewer: {
    title: 'Photo',
    close: 'Close',
    download: 'Download',
    from: (name: string) => `From ${name}`,
  },
  /** Paste, drop or pick a file: the photo with a caption before it goes. */
  preview: {
    title: 'Send Photo',
    caption: 'Add a caption...',
    send: 'Send',
    cancel: 'Cancel',
  },
  /** Shown over the chat while a file is dragged over it. */
  dropHere: 'Drop a photo to send it',
  dropHint: 'Images up to 5 MB',
} as const;

/** Spec core 2 'Photo Library': tabs Recent, Camera, Upload. */
export const LIBRARY_TEXT = {
  title: 'Photo Library',
  description: 'Send a photo to this chat.',
  tabs: { recent: 'Recent', camera: 'Camera', upload: 'Upload' },
  mine: 'Your recent photos',
  recentPhoto: (n: number) => `Recent photo ${n}`,
  noneYet: 'Photos you send show up here.',
  samples: 'Sample photos',
  loadError: 'Could not load your recent photos.',
  cameraHint: 'Take a photo with your camera and send it.',
  openCamera: 'Open Camera',
  uploadHint: 'Choose an image from your device, or drop it here. Up to 5 MB.',
  chooseFile: 'Choose Photo',
  sending: 'Sending...',
} as const;

/** Spec core 2 'Camera capture', 4 (its states) and 8 (its errors, under 'Camera Error'). */
export const CAMERA_TEXT = {
  title: 'Camera',
  errorTitle: 'Camera Error',
  unsupportedAccess: 'Camera access is not supported in this browser',
  denied: 'Camera access denied. Please enable camera permissions and try again.',
  notFound: 'No camera found on this device.',
  notSupported: 'Camera is not supported in this browser.',
  generic: 'Unable to access camera',
  starting: 'Starting camera...',
  capture: 'Take photo',
  retake: 'Retake',
  download: 'Download',
  send: 'Send',
  switch: 'Switch camera',
  tryAgain: 'Try again',
  front: 'Front camera',
  rear: 'Rear camera',
} as const;
