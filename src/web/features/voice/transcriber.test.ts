import { beforeAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import english from 'virtual:catalog/en';
import { messagesFrom } from '../../i18n/catalog-load';
import { intlCreate, intlCurrentSet } from '../../i18n/intl';
import type { Recogniser, RecogniserResultEvent } from './speech-recogniser';
import { speechErrorSay, speechErrorText } from './speech-errors';
import type { TranslateFn } from './transcriber';
import { Transcriber } from './transcriber';

// The texts are said in the app language: English here, from the real catalog.
beforeAll(() => intlCurrentSet(intlCreate('en', messagesFrom(english))));

/** A stand-in for the browser's SpeechRecognition: the test plays its events. */
class FakeRecogniser implements Recogniser {
  continuous = false;
  interimResults = false;
  lang = '';
  onstart: (() => void) | null = null;
  onresult: ((event: RecogniserResultEvent) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  started = 0;
  stopped = 0;
  aborted = 0;
  failStart = false;
  /** This run's results so far, as the browser resends them. */
  private results: Array<{ text: string; isFinal: boolean }> = [];

  start(): void {
    if (this.failStart) throw new Error('InvalidStateError');
    this.started++;
  }
  stop(): void {
    this.stopped++;
  }
  abort(): void {
    this.aborted++;
  }

  /** The browser says: result `index` is now `text` (final or not). */
  hear(index: number, text: string, isFinal: boolean): void {
    this.results[index] = { text, isFinal };
    const results = this.results.map((r) => Object.assign([{ transcript: r.text }], r));
    this.onresult?.({ results });
  }
}

/** A translator that answers when told to, so tests decide the order answers arrive in. */
function deferredTranslator() {
  const calls: Array<{
    text: string;
    target: string;
    resolve: (t: string) => void;
    reject: (e: unknown) => void;
  }> = [];
  const translate: TranslateFn = (text, target) =>
    new Promise((resolve, reject) => calls.push({ text, target, resolve, reject }));
  return { calls, translate };
}

const upper: TranslateFn = (text, target) => Promise.resolve(`${target}:${text.toUpperCase()}`);

function setup(translate: TranslateFn = upper, supported = true) {
  const recognisers: FakeRecogniser[] = [];
  const log = vi.fn();
  const t = new Transcriber({
    createRecogniser: supported
      ? () => {
          const r = new FakeRecogniser();
          recognisers.push(r);
          return r;
        }
      : null,
    translate,
    speechLanguage: 'en-US',
    target: 'es',
    log,
  });
  const rec = () => recognisers[recognisers.length - 1]!;
  return { t, rec, recognisers, log };
}

/** Lets resolved translations land. */
async function settle(): Promise<void> {
  await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('speechErrorText', () => {
  it.each([
    ['not-allowed', 'Microphone access denied. Please allow microphone permission and try again.'],
    [
      'service-not-allowed',
      'Microphone access denied. Please allow microphone permission and try again.',
    ],
    ['no-speech', 'No speech detected. Please speak more clearly.'],
    ['audio-capture', 'No microphone found. Please check your microphone connection.'],
    ['network', 'Network error occurred. Please check your internet connection.'],
    [
      'language-not-supported',
      'Speech recognition error: language-not-supported. Please try again.',
    ],
    ['aborted', 'Speech recognition error: aborted. Please try again.'],
  ])('should give the spec core 8 text for %s', (code, text) => {
    expect(speechErrorText(code)).toBe(text);
  });

  it('should keep the spec core 8 texts word for word', () => {
    expect(speechErrorSay('denied')).toBe(
      'Microphone access denied. Please allow microphone permission and try again.',
    );
    expect(speechErrorSay('startFailed')).toBe(
      'Failed to start voice recognition. Please try again.',
    );
    expect(speechErrorSay('unsupported')).toBe(
      'Speech recognition is not supported in this browser. Try using Chrome, Edge, or Safari.',
    );
  });
});

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

  it('should keep interim text apart from final text', async () => {
    const { t, rec } = setup();
    t.start();
    rec().hear(0, 'hello', false);
    expect(t.getState()).toMatchObject({ finalText: '', interimText: 'hello' });
    rec().hear(0, 'hello there', true);
    rec().hear(1, 'how', false);
    expect(t.getState()).toMatchObject({ finalText: 'hello there', interimText: 'how' });
    rec().hear(1, 'how are you', true);
    expect(t.getState()).toMatchObject({
      finalText: 'hello there how are you',
      interimText: '',
    });
    await settle();
    expect(t.getState().translatedText).toBe('es:HELLO THERE es:HOW ARE YOU');
  });

  it('should translate each final result once, even when the browser resends it', async () => {
    const translate = vi.fn(upper);
    const { t, rec } = setup(translate);
    t.start();
    rec().hear(0, 'one', true);
    rec().hear(1, 'two', true);
    rec().hear(2, 'three', false);
    await settle();
    expect(translate.mock.calls.map(([text]) => text)).toEqual(['one', 'two']);
    expect(t.getState().finalText).toBe('one two');
  });

  it('should translate interim text only after a pause', async () => {
    const translate = vi.fn(upper);
    const { t, rec } = setup(translate);
    t.start();
    rec().hear(0, 'good', false);
    await vi.advanceTimersByTimeAsync(200);
    rec().hear(0, 'good morning', false);
    await vi.advanceTimersByTimeAsync(200);
    expect(translate).not.toHaveBeenCalled();
    // Until it is translated, the live line shows the words as heard.
    expect(t.getState()).toMatchObject({ translatedText: 'good morning', translating: true });
    await vi.advanceTimersByTimeAsync(500);
    expect(translate).toHaveBeenCalledTimes(1);
    expect(t.getState()).toMatchObject({
      translatedText: 'es:GOOD MORNING',
      translating: false,
    });
  });

  it('should never let an older interim translation replace a newer one', async () => {
    const { calls, translate } = deferredTranslator();
    const { t, rec } = setup(translate);
    t.start();
    rec().hear(0, 'a', false);
    await vi.advanceTimersByTimeAsync(500);
    rec().hear(0, 'a b', false);
    await vi.advanceTimersByTimeAsync(500);
    expect(calls.map((c) => c.text)).toEqual(['a', 'a b']);
    calls[1]!.resolve('A B');
    await settle();
    calls[0]!.resolve('A');
    await settle();
    expect(t.getState()).toMatchObject({ translatedText: 'A B', translating: false });
  });

  it('should use the untranslated text when translation fails, logging it silently', async () => {
    const { calls, translate } = deferredTranslator();
    const { t, rec, log } = setup(translate);
    t.start();
    rec().hear(0, 'hola amigo', true);
    calls[0]!.reject(new Error('422: Translation unavailable for es → xx'));
    await settle();
    expect(t.getState()).toMatchObject({
      translatedText: 'hola amigo',
      translating: false,
      error: null,
    });
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('should translate everything again into a new target, ignoring late answers', async () => {
    const { calls, translate } = deferredTranslator();
    const { t, rec } = setup(translate);
    t.start();
    rec().hear(0, 'hello', true);
    t.setTarget('fr');
    expect(t.getState().target).toBe('fr');
    expect(calls.map((c) => [c.text, c.target])).toEqual([
      ['hello', 'es'],
      ['hello', 'fr'],
    ]);
    calls[1]!.resolve('bonjour');
    calls[0]!.resolve('hola');
    await settle();
    expect(t.getState()).toMatchObject({ translatedText: 'bonjour', translating: false });
  });

  it('should keep words still unsettled when the run ends', async () => {
    const { t, rec } = setup();
    t.start();
    rec().hear(0, 'last words', false);
    rec().onend?.();
    expect(t.getState()).toMatchObject({ finalText: 'last words', interimText: '' });
    await settle();
    expect(t.getState().translatedText).toBe('es:LAST WORDS');
  });

  it('should count as translating from stop until the run has ended and its words are translated', async () => {
    const { t, rec } = setup();
    t.start();
    rec().hear(0, 'the house', false);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(t.getState()).toMatchObject({ translatedText: 'es:THE HOUSE', translating: false });
    t.stop();
    // The recogniser has not ended yet: its last words may still change the translation.
    expect(t.getState()).toMatchObject({ status: 'stopped', translating: true });
    rec().hear(0, 'the house is big', true);
    rec().onend?.();
    expect(t.getState().translating).toBe(true);
    await settle();
    expect(t.getState()).toMatchObject({
      translatedText: 'es:THE HOUSE IS BIG',
      translating: false,
    });
  });

  it('should append a second run after the first', async () => {
    const { t, rec } = setup();
    t.start();
    rec().hear(0, 'first', true);
    t.stop();
    rec().onend?.();
    t.start();
    rec().hear(0, 'second', true);
    await settle();
    expect(t.getState()).toMatchObject({
      finalText: 'first second',
      translatedText: 'es:FIRST es:SECOND',
    });
  });

  it('should forget the transcript on clear', async () => {
    const { t, rec } = setup();
    t.start();
    rec().hear(0, 'gone', true);
    t.clear();
    await settle();
    expect(t.getState()).toMatchObject({ finalText: '', translatedText: '', translating: false });
  });

  it('should abort the recogniser and tell nobody after dispose', () => {
    const { t, rec } = setup();
    const listener = vi.fn();
    t.subscribe(listener);
    t.start();
    listener.mockClear();
    const r = rec();
    t.dispose();
    expect(r.aborted).toBe(1);
    expect(r.onresult).toBeNull();
    expect(listener).not.toHaveBeenCalled();
  });
});
