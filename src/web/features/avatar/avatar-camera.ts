/**
 * The camera's error words: the spec's call-media words (secondary 8) said of the camera alone,
 * as the avatar asks for no microphone. Catalog ids of the `avatar` namespace.
 */
export const AVATAR_CAMERA_ERROR = {
  unsupported: 'avatar.cameraUnsupported',
  denied: 'avatar.cameraDenied',
  notFound: 'avatar.cameraNotFound',
  inUse: 'avatar.cameraInUse',
  generic: 'avatar.cameraGeneric',
} as const;

export type AvatarCameraErrorId = (typeof AVATAR_CAMERA_ERROR)[keyof typeof AVATAR_CAMERA_ERROR];

/** Spec secondary 9: the call's camera, ideal 640x480, facing the user. */
export const AVATAR_CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  video: { width: { ideal: 640 }, height: { ideal: 480 }, facingMode: 'user' },
  audio: false,
};

/** Which words a getUserMedia failure gets (by the DOMException's name). */
export function avatarCameraErrorId(err: unknown): AvatarCameraErrorId {
  const name = err && typeof err === 'object' && 'name' in err ? String(err.name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return AVATAR_CAMERA_ERROR.denied;
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return AVATAR_CAMERA_ERROR.notFound;
    case 'NotReadableError':
    case 'TrackStartError':
      return AVATAR_CAMERA_ERROR.inUse;
    case 'NotSupportedError':
      return AVATAR_CAMERA_ERROR.unsupported;
    default:
      return AVATAR_CAMERA_ERROR.generic;
  }
}
