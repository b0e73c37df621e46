import { describe, expect, it, vi } from 'vitest';
import {
  deferredTranslator,
  settle,
  setup,
  upper,
  transcriberTestHooks,
} from './transcriber-fixture';

transcriberTestHooks();

describe('Transcriber', () => {
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
