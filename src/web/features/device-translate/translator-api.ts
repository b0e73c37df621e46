/**
 * The browser's Translator API as its documentation describes it ("Translator and Language
 * Detector APIs", WICG draft as shipped in Chrome 138 and Edge 148; MDN's Translator pages):
 * the models run on the device, language packs are downloaded on request. Only what the app
 * uses is typed. No TypeScript library declares it yet.
 */

/** `Translator.availability()`: can this device translate the pair, and at what cost. */
export type DeviceAvailability = 'unavailable' | 'downloadable' | 'downloading' | 'available';

export interface TranslatorPair {
  sourceLanguage: string;
  targetLanguage: string;
}

/** What `create({ monitor })` hands to its callback: `downloadprogress` events as it downloads. */
export interface CreateMonitor extends EventTarget {
  addEventListener(
    type: 'downloadprogress',
    listener: (event: Event & { loaded: number; total?: number }) => void,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject): void;
}

export interface DeviceTranslator {
  readonly sourceLanguage: string;
  readonly targetLanguage: string;
  translate(text: string, options?: { signal?: AbortSignal }): Promise<string>;
  destroy(): void;
}

export interface TranslatorStatic {
  availability(pair: TranslatorPair): Promise<DeviceAvailability>;
  /**
   * Rejects with a `NotAllowedError` without a user's tap when the pair must be downloaded
   * first, and with a `NetworkError` (or another `DOMException`) when the download fails.
   */
  create(
    options: TranslatorPair & { monitor?: (m: CreateMonitor) => void; signal?: AbortSignal },
  ): Promise<DeviceTranslator>;
}

/** The API where the browser has it (Chrome and Edge on desktop), else null. */
export function translatorApi(): TranslatorStatic | null {
  const api = (globalThis as { Translator?: TranslatorStatic }).Translator;
  return api && typeof api.availability === 'function' && typeof api.create === 'function'
    ? api
    : null;
}
