import { describe, expect, it } from 'vitest';
import { AVATAR_CAMERA_ERROR, avatarCameraErrorId } from './avatar-camera';

describe('avatar camera errors (secondary 8, call media words)', () => {
  it('should name each refusal by what getUserMedia threw', () => {
    const err = (name: string) => new DOMException('x', name);
    expect(avatarCameraErrorId(err('NotAllowedError'))).toBe(AVATAR_CAMERA_ERROR.denied);
    expect(avatarCameraErrorId(err('NotFoundError'))).toBe(AVATAR_CAMERA_ERROR.notFound);
    expect(avatarCameraErrorId(err('NotReadableError'))).toBe(AVATAR_CAMERA_ERROR.inUse);
    expect(avatarCameraErrorId(err('NotSupportedError'))).toBe(AVATAR_CAMERA_ERROR.unsupported);
    expect(avatarCameraErrorId(new Error('odd'))).toBe(AVATAR_CAMERA_ERROR.generic);
    expect(avatarCameraErrorId(undefined)).toBe(AVATAR_CAMERA_ERROR.generic);
  });
});
