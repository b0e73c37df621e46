import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TranslationOutcome } from '../../../protocol';
import { deviceEngine } from '../device-translate/device-engine';
import type { DeviceAvailability, TranslatorStatic } from '../device-translate/translator-api';
import { ENGINE_PREFERENCE_KEY } from './engine-preference';
import { throughEngines } from './through-engines';

/** A browser whose Translator API answers `states` per 'source target' pair. */
function browser(states: Record<string, DeviceAvailability>) {
  const api: TranslatorStatic = {
    availability: vi.fn(async (o) => states[`${o.sourceLanguage} ${o.targetLanguage}`]!),
    create: vi.fn(),
  };
  vi.stubGlobal('Translator', api);
  return api;
}

const byServer: TranslationOutcome = {
  translatedText: 'Hello',
  detectedLanguage: 'es',
  engine: 'apertium',
};
const refused = (detectedLanguage?: string): TranslationOutcome => ({
  error: 'Translation unavailable',
  ...(detectedLanguage ? { detectedLanguage } : {}),
});
const onDevice = (from: string): TranslationOutcome => ({
  translatedText: `device:${from}`,
  detectedLanguage: from,
  engine: 'device',
});

/** The engines' calls, for words in `source` (null: unknown until the server detects it). */
function ask(source: string | null, target: string, server: TranslationOutcome) {
  const calls: string[] = [];
  const run = () =>
    throughEngines<TranslationOutcome>({
      source,
      target,
      server: async () => {
        calls.push('server');
        return server;
      },
      device: async (from) => {
        calls.push(`device ${from}`);
        return onDevice(from);
      },
    });
  return { calls, run };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('throughEngines', () => {
  it('should ask the server first while the device has not said what it can do', async () => {
    const api = browser({ 'es en': 'available' });
    const { calls, run } = ask('es', 'en', byServer);
    expect(await run()).toEqual(byServer);
    expect(calls).toEqual(['server']);
    // Asked only now that the server has answered, for what comes next.
    expect(api.availability).not.toHaveBeenCalled();
  });

  it('should translate on the device where the server cannot, from the language it found', async () => {
    browser({ 'de ja': 'available' });
    const { calls, run } = ask(null, 'ja', refused('de'));
    expect(await run()).toEqual(onDevice('de'));
    expect(calls).toEqual(['server', 'device de']);
  });

  it('should name the pack the device could download, and start no download', async () => {
    const api = browser({ 'ru ja': 'downloadable' });
    const { calls, run } = ask('ru', 'ja', refused());
    expect(await run()).toEqual({
      ...refused(),
      pack: { sourceLanguage: 'ru', targetLanguage: 'ja' },
    });
    expect(calls).toEqual(['server']);
    expect(api.create).not.toHaveBeenCalled();
  });

  it("should leave the server's refusal as it is where the device cannot either", async () => {
    browser({ 'ko hi': 'unavailable' });
    expect(await ask('ko', 'hi', refused()).run()).toEqual(refused());
    vi.unstubAllGlobals();
    // No API at all (Firefox, Safari): the same.
    expect(await ask('ko', 'ar', refused()).run()).toEqual(refused());
    // Nothing to go on: the server found no language.
    browser({});
    expect(await ask(null, 'ar', refused()).run()).toEqual(refused());
  });

  it('should ask the device first once it is known to have the pair, as the reader prefers', async () => {
    browser({ 'it fr': 'available' });
    await deviceEngine.availability('it', 'fr');
    const { calls, run } = ask('it', 'fr', byServer);
    expect(await run()).toEqual(onDevice('it'));
    expect(calls).toEqual(['device it']);
  });

  it("should keep to the server's translation where the reader prefers it", async () => {
    browser({ 'pt fr': 'available' });
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => (k === ENGINE_PREFERENCE_KEY ? 'server' : null),
    });
    await deviceEngine.availability('pt', 'fr');
    const { calls, run } = ask('pt', 'fr', byServer);
    expect(await run()).toEqual(byServer);
    expect(calls).toEqual(['server']);
  });

  it('should fall back to the server when the device fails to translate', async () => {
    browser({ 'zh en': 'available' });
    await deviceEngine.availability('zh', 'en');
    const calls: string[] = [];
    const answer = await throughEngines<TranslationOutcome>({
      source: 'zh',
      target: 'en',
      server: async () => {
        calls.push('server');
        return byServer;
      },
      device: async () => {
        calls.push('device');
        return null;
      },
    });
    expect(answer).toEqual(byServer);
    expect(calls).toEqual(['device', 'server']);
  });
});
