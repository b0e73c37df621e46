import { useCallback, useEffect, useRef, useState } from 'react';
import { tNow } from '../../i18n/intl';
import { toast } from '../../ui/toast-store';
import type { AvatarCameraErrorId } from './avatar-camera';
import {
  AVATAR_CAMERA_CONSTRAINTS,
  AVATAR_CAMERA_ERROR,
  avatarCameraErrorId,
} from './avatar-camera';

export type AvatarCameraState =
  | { phase: 'off' }
  | { phase: 'starting' }
  | { phase: 'live'; stream: MediaStream }
  | { phase: 'error'; error: AvatarCameraErrorId };

function tracksStop(stream: MediaStream | null | undefined): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/**
 * The camera for a new avatar: asked for only when the person presses Start, stopped on Stop,
 * after a capture, and when the tab or page goes away (the camera light goes out). A stream that
 * arrives after that is stopped at once.
 */
export function useAvatarCamera() {
  const [state, setState] = useState<AvatarCameraState>({ phase: 'off' });
  const request = useRef(0);
  const stream = useRef<MediaStream | null>(null);

  const stop = useCallback(() => {
    request.current++;
    tracksStop(stream.current);
    stream.current = null;
    setState({ phase: 'off' });
  }, []);

  const start = useCallback(async () => {
    const id = ++request.current;
    tracksStop(stream.current);
    stream.current = null;
    setState({ phase: 'starting' });
    const fail = (error: AvatarCameraErrorId) => {
      setState({ phase: 'error', error });
      toast({
        title: tNow('avatar.cameraErrorTitle'),
        description: tNow(error),
        variant: 'destructive',
      });
    };
    const media = navigator.mediaDevices;
    if (!media?.getUserMedia) return fail(AVATAR_CAMERA_ERROR.unsupported);
    try {
      const got = await media.getUserMedia(AVATAR_CAMERA_CONSTRAINTS);
      if (id !== request.current) return tracksStop(got);
      stream.current = got;
      setState({ phase: 'live', stream: got });
    } catch (err) {
      if (id === request.current) fail(avatarCameraErrorId(err));
    }
  }, []);

  useEffect(() => stop, [stop]);
  return { state, start, stop };
}
