import { describe, expect, it, vi } from 'vitest';
import { DeviceEngine } from './device-engine';
import type { DeviceAvailability, DeviceTranslator, TranslatorStatic } from './translator-api';

/** A device whose translator upper-cases, and records what it was given. */
function device(state: DeviceAvailability) {
  const sent: string[] = [];
  const translator = (source: string, target: string): DeviceTranslator => ({
    sourceLanguage: source,
    targetLanguage: target,
    translate: async (text) => {
      sent.push(text);
      return text.toUpperCase();
    },
    destroy: () => undefined,
  });
  const api: TranslatorStatic = {
    availability: vi.fn(async () => state),
    create: vi.fn(async (o) => translator(o.sourceLanguage, o.targetLanguage)),
  };
  return { api, sent, translator };
}

describe('DeviceEngine', () => {
  it('should say there is no translator where the browser has no API', async () => {
    const engine = new DeviceEngine(() => null);
    expect(engine.present()).toBe(false);
    expect(await engine.availability('en', 'ja')).toBeNull();
    await expect(engine.translate('hello', 'en', 'ja')).rejects.toThrow();
  });

  it('should ask the device once per pair until told the pair changed', async () => {
    const { api } = device('downloadable');
    const engine = new DeviceEngine(() => api);
    expect(await engine.availability('en', 'ja')).toBe('downloadable');
    expect(await engine.availability('en', 'ja')).toBe('downloadable');
    expect(api.availability).toHaveBeenCalledTimes(1);
    engine.forget('en', 'ja');
    await engine.availability('en', 'ja');
    expect(api.availability).toHaveBeenCalledTimes(2);
  });

  it('should never start a download itself: a pair not on the device is refused', async () => {
    const { api } = device('downloadable');
    const engine = new DeviceEngine(() => api);
    await expect(engine.translate('hello', 'en', 'ja')).rejects.toThrow(/not on this device/);
    expect(api.create).not.toHaveBeenCalled();
  });

  it('should send only the words between names, links, numbers and kept words', async () => {
    const { api, sent } = device('available');
    const engine = new DeviceEngine(() => api);
    const text = 'Hi Sofia, the Allo sprint starts at 9 https://example.org/plan ok';
    const out = await engine.translate(text, 'en', 'ja', ['Sofia', 'Allo']);
    expect(out).toBe('HI Sofia, THE Allo SPRINT STARTS AT 9 https://example.org/plan OK');
    expect(sent).toEqual(['Hi', ', the', 'sprint starts at', 'ok']);
    expect(sent.join(' ')).not.toMatch(/Sofia|Allo|example|9/);
  });

  it('should give back text with nothing to translate as it is, without a translator', async () => {
    const { api } = device('available');
    const engine = new DeviceEngine(() => api);
    expect(await engine.translate('Sofia 😀 42', 'en', 'ja', ['Sofia'])).toBe('Sofia 😀 42');
    expect(api.create).not.toHaveBeenCalled();
  });

  it('should use a translator a download made, and make one translator per pair', async () => {
    const { api, translator } = device('downloadable');
    const engine = new DeviceEngine(() => api);
    engine.adopt(translator('en', 'ja'));
    expect(await engine.availability('en', 'ja')).toBe('available');
    expect(await engine.translate('one', 'en', 'ja')).toBe('ONE');
    expect(await engine.translate('two', 'en', 'ja')).toBe('TWO');
    expect(api.create).not.toHaveBeenCalled();
  });

  it('should tell what it already knows without waiting, and who waits when a pair is ready', async () => {
    const { api, translator } = device('downloadable');
    const engine = new DeviceEngine(() => api);
    const ready = vi.fn();
    engine.onAvailable(ready);
    expect(engine.known('en', 'ja')).toBeUndefined();
    await engine.availability('en', 'ja');
    expect(engine.known('en', 'ja')).toBe('downloadable');
    expect(ready).not.toHaveBeenCalled();
    engine.adopt(translator('en', 'ja'));
    expect(engine.known('en', 'ja')).toBe('available');
    expect(ready).toHaveBeenCalledWith('en', 'ja');
    expect(new DeviceEngine(() => null).known('en', 'ja')).toBeNull();
  });
});
