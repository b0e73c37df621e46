import { describe, expect, it } from 'vitest';
import { speechErrorSay } from './speech-errors';
import { Transcriber } from './transcriber';
import { FakeRecogniser, settle, setup, upper, transcriberTestHooks } from './transcriber-fixture';

transcriberTestHooks();

describe('Transcriber', () => {
  it('should start idle with permission unknown (spec core 4)', () => {
    const { t } = setup();
    expect(t.getState()).toMatchObject({
      supported: true,
      status: 'idle',
      permission: 'unknown',
      error: null,
      finalText: '',
      translatedText: '',
    });
  });

  it('should say so when the browser has no recogniser (spec core 5 and 8)', () => {
    const { t } = setup(upper, false);
    expect(t.getState().supported).toBe(false);
    t.start();
    expect(t.getState()).toMatchObject({ status: 'idle', error: speechErrorSay('unsupported') });
  });

  it('should listen continuously with interim results in the speech language', () => {
    const { t, rec } = setup();
    t.start();
    expect(rec()).toMatchObject({ continuous: true, interimResults: true, lang: 'en-US' });
    expect(rec().started).toBe(1);
    expect(t.getState()).toMatchObject({ status: 'listening', permission: 'requesting' });
    rec().onstart?.();
    expect(t.getState().permission).toBe('granted');
  });

  it('should go listening -> stopped on stop, and listen again on start', () => {
    const { t, rec, recognisers } = setup();
    t.start();
    rec().onstart?.();
    t.stop();
    expect(rec().stopped).toBe(1);
    expect(t.getState().status).toBe('stopped');
    rec().onend?.();
    expect(t.getState()).toMatchObject({ status: 'stopped', permission: 'granted' });
    t.start();
    expect(recognisers).toHaveLength(2);
    expect(t.getState()).toMatchObject({ status: 'listening', permission: 'granted' });
  });

  it('should stop when the recogniser ends by itself', () => {
    const { t, rec } = setup();
    t.start();
    rec().onstart?.();
    rec().onend?.();
    expect(t.getState().status).toBe('stopped');
  });

  it('should report a start that throws and stay idle', () => {
    const failing = new Transcriber({
      createRecogniser: () => Object.assign(new FakeRecogniser(), { failStart: true }),
      translate: upper,
      speechLanguage: 'en',
      target: 'es',
    });
    failing.start();
    expect(failing.getState()).toMatchObject({
      status: 'idle',
      permission: 'unknown',
      error: 'Failed to start voice recognition. Please try again.',
    });
  });

  it.each(['not-allowed', 'service-not-allowed'])('should mark permission denied on %s', (code) => {
    const { t, rec } = setup();
    t.start();
    rec().onerror?.({ error: code });
    rec().onend?.();
    expect(t.getState()).toMatchObject({
      status: 'stopped',
      permission: 'denied',
      error: speechErrorSay('denied'),
    });
  });

  it.each([
    ['no-speech', 'No speech detected. Please speak more clearly.'],
    ['audio-capture', 'No microphone found. Please check your microphone connection.'],
    ['network', 'Network error occurred. Please check your internet connection.'],
    ['bad-grammar', 'Speech recognition error: bad-grammar. Please try again.'],
  ])('should show the spec text for %s without denying permission', (code, text) => {
    const { t, rec } = setup();
    t.start();
    rec().onerror?.({ error: code });
    expect(t.getState().error).toBe(text);
    expect(t.getState().permission).toBe('unknown');
  });

  it("should not say 'No microphone found' when the device has one (the recogniser's capture failed)", async () => {
    const t = new Transcriber({
      createRecogniser: () => new FakeRecogniser(),
      translate: upper,
      speechLanguage: 'en-US',
      target: 'es',
      microphonePresent: async () => true,
    });
    t.start();
    const rec = (t as unknown as { recogniser: FakeRecogniser }).recogniser;
    rec.onerror?.({ error: 'audio-capture' });
    rec.onend?.();
    await settle();
    expect(t.getState().error).toBe(
      "Speech recognition could not use your microphone, though this device has one. The browser's speech service may be unavailable: try again, or send a voice note instead.",
    );
    expect(t.getState().error).not.toContain('No microphone found');
  });

  it('should ignore the aborted error of its own stop, and clear the error on a new start', () => {
    const { t, rec } = setup();
    t.start();
    rec().onerror?.({ error: 'network' });
    t.stop();
    rec().onerror?.({ error: 'aborted' });
    expect(t.getState().error).toBe(speechErrorSay('network'));
    rec().onend?.();
    t.start();
    expect(t.getState().error).toBeNull();
  });
});
