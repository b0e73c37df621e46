import { describe, expect, it } from 'vitest';
import { CAMERA_ERROR } from '../photos-text';
import { CameraSession, cameraConstraints, cameraErrorId } from './camera-session';

/** A stand-in stream: the browser's MediaStream is not in Node; its tracks say if stopped. */
function streamStandIn(label: string) {
  const track = {
    label,
    stopped: false,
    stop() {
      this.stopped = true;
    },
  };
  return { stream: { getTracks: () => [track] } as unknown as MediaStream, track };
}

function session(getUserMedia: ((c: MediaStreamConstraints) => Promise<MediaStream>) | undefined) {
  const errors: string[] = [];
  const urls: string[] = [];
  const revoked: string[] = [];
  const s = new CameraSession({
    getUserMedia,
    onError: (text) => errors.push(text),
    urlCreate: () => {
      const url = `blob:photo-${urls.length + 1}`;
      urls.push(url);
      return url;
    },
    urlRevoke: (url) => revoked.push(url),
  });
  return { s, errors, urls, revoked };
}

describe('cameraErrorId (core 8 camera capture)', () => {
  it.each([
    ['NotAllowedError', CAMERA_ERROR.denied],
    ['SecurityError', CAMERA_ERROR.denied],
    ['NotFoundError', CAMERA_ERROR.notFound],
    ['OverconstrainedError', CAMERA_ERROR.notFound],
    ['NotSupportedError', CAMERA_ERROR.notSupported],
    ['NotReadableError', CAMERA_ERROR.generic],
    ['AbortError', CAMERA_ERROR.generic],
  ])('should say the words of the spec for %s', (name, text) => {
    expect(cameraErrorId(new DOMException('x', name))).toBe(text);
  });

  it('should give the generic text for anything else', () => {
    expect(cameraErrorId(new Error('boom'))).toBe(CAMERA_ERROR.generic);
    expect(cameraErrorId(null)).toBe(CAMERA_ERROR.generic);
  });
});

describe('CameraSession (core 4 states, core 9 limits)', () => {
  it('should ask for 1280x720 ideal on the front camera first, then go live', async () => {
    const asked: MediaStreamConstraints[] = [];
    const { stream } = streamStandIn('front');
    const { s } = session(async (c) => {
      asked.push(c);
      return stream;
    });
    expect(s.getState().phase).toBe('initialising');
    await s.start();
    expect(asked).toEqual([cameraConstraints('user')]);
    expect(asked[0]!.video).toEqual({
      width: { ideal: 1280 },
      height: { ideal: 720 },
      facingMode: { ideal: 'user' },
    });
    expect(s.getState()).toMatchObject({ phase: 'live', stream, facing: 'user' });
  });

  it('should say the browser has no camera access where getUserMedia is missing', async () => {
    const { s, errors } = session(undefined);
    await s.start();
    expect(s.getState()).toMatchObject({ phase: 'error', error: CAMERA_ERROR.unsupportedAccess });
    expect(errors).toEqual([CAMERA_ERROR.unsupportedAccess]);
  });

  it('should go to error with the denial text, and try again on start', async () => {
    let allow = false;
    const { stream } = streamStandIn('front');
    const { s, errors } = session(async () => {
      if (!allow) throw new DOMException('Permission denied', 'NotAllowedError');
      return stream;
    });
    await s.start();
    expect(s.getState()).toMatchObject({ phase: 'error', error: CAMERA_ERROR.denied });
    expect(errors).toEqual([CAMERA_ERROR.denied]);
    allow = true;
    await s.start();
    expect(s.getState()).toMatchObject({ phase: 'live', error: null, stream });
  });

  it('should stop the front camera and ask for the rear one on a switch', async () => {
    const front = streamStandIn('front');
    const rear = streamStandIn('rear');
    const asked: string[] = [];
    const { s } = session(async (c) => {
      const facing = ((c.video as MediaTrackConstraints).facingMode as { ideal: string }).ideal;
      asked.push(facing);
      return facing === 'user' ? front.stream : rear.stream;
    });
    await s.start();
    await s.switchFacing();
    expect(asked).toEqual(['user', 'environment']);
    expect(front.track.stopped).toBe(true);
    expect(rear.track.stopped).toBe(false);
    expect(s.getState()).toMatchObject({
      phase: 'live',
      facing: 'environment',
      stream: rear.stream,
    });
  });

  it('should hold the photo taken, give it back on retake, and keep the stream running', async () => {
    const front = streamStandIn('front');
    const { s, revoked } = session(async () => front.stream);
    await s.start();
    const blob = new Blob(['jpeg'], { type: 'image/jpeg' });
    s.captured(blob);
    expect(s.getState()).toMatchObject({ phase: 'captured', photo: { blob, url: 'blob:photo-1' } });
    s.retake();
    expect(s.getState()).toMatchObject({ phase: 'live', photo: null });
    expect(revoked).toEqual(['blob:photo-1']);
    expect(front.track.stopped).toBe(false);
  });

  it('should take no photo unless live', () => {
    const { s } = session(async () => streamStandIn('x').stream);
    s.captured(new Blob(['jpeg']));
    expect(s.getState().phase).toBe('initialising');
  });

  it('should stop every track when the dialog closes', async () => {
    const front = streamStandIn('front');
    const { s, revoked } = session(async () => front.stream);
    await s.start();
    s.captured(new Blob(['jpeg']));
    s.dispose();
    expect(front.track.stopped).toBe(true);
    expect(revoked).toEqual(['blob:photo-1']);
    expect(s.getState().stream).toBeNull();
  });

  it('should stop a stream that arrives after the dialog closed', async () => {
    const late = streamStandIn('late');
    let give: (s: MediaStream) => void = () => {};
    const { s } = session(() => new Promise((resolve) => (give = resolve)));
    const started = s.start();
    s.dispose();
    give(late.stream);
    await started;
    expect(late.track.stopped).toBe(true);
    expect(s.getState().stream).toBeNull();
  });
});
