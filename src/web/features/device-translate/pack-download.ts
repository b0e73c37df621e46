import { useSyncExternalStore } from 'react';
import type { DeviceEngine } from './device-engine';
import { deviceEngine } from './device-engine';
import type { TranslatorStatic } from './translator-api';
import { translatorApi } from './translator-api';

/** Where a pair's language pack stands on this device, as the app saw it happen. */
export type PackState =
  | { phase: 'idle' }
  | { phase: 'downloading'; progress: number }
  /** `refused`: the browser would not start it (no tap, or a policy); else the download failed. */
  | { phase: 'failed'; refused: boolean }
  | { phase: 'done' };

const IDLE: PackState = { phase: 'idle' };
/**
 * A download that reports no progress for this long has stalled (no network to the browser's
 * model store, say): it is given up, and says it failed, rather than spin for ever.
 */
export const PACK_STALL_MS = 60_000;
const pairKey = (source: string, target: string) => `${source} ${target}`;

type Done = (source: string, target: string) => void;

/** The downloads of this page, shared by every prompt for the same pair. */
export class PackDownloads {
  private readonly states = new Map<string, PackState>();
  private readonly listeners = new Set<() => void>();
  private readonly doneListeners = new Set<Done>();

  constructor(
    private readonly engine: DeviceEngine = deviceEngine,
    private readonly api: () => TranslatorStatic | null = translatorApi,
  ) {}

  state(source: string, target: string): PackState {
    return this.states.get(pairKey(source, target)) ?? IDLE;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Told when a pair's pack is in: translations that waited for it can be asked again. */
  onDone(listener: Done): () => void {
    this.doneListeners.add(listener);
    return () => this.doneListeners.delete(listener);
  }

  /**
   * Starts the pair's download. Call it from the tap's own handler, before any `await`: the
   * browser lets a page download a pack only in answer to a person's gesture. A download
   * already under way is not started twice.
   */
  start(source: string, target: string): void {
    const api = this.api();
    if (!api || this.state(source, target).phase === 'downloading') return;
    this.set(source, target, { phase: 'downloading', progress: 0 });
    const abort = new AbortController();
    let stall = setTimeout(() => abort.abort(), PACK_STALL_MS);
    const stalled = new Promise<never>((_, reject) =>
      abort.signal.addEventListener('abort', () =>
        reject(new DOMException('The download stalled', 'NetworkError')),
      ),
    );
    let created;
    try {
      created = api.create({
        sourceLanguage: source,
        targetLanguage: target,
        signal: abort.signal,
        monitor: (m) =>
          m.addEventListener('downloadprogress', (e) => {
            if (this.state(source, target).phase !== 'downloading') return;
            clearTimeout(stall);
            stall = setTimeout(() => abort.abort(), PACK_STALL_MS);
            const progress = Math.max(0, Math.min(1, e.total ? e.loaded / e.total : e.loaded));
            this.set(source, target, { phase: 'downloading', progress });
          }),
      });
    } catch (err) {
      created = Promise.reject(err as Error);
    }
    Promise.race([created, stalled])
      .finally(() => clearTimeout(stall))
      .then(
        (translator) => {
          this.engine.adopt(translator);
          this.set(source, target, { phase: 'done' });
          for (const done of this.doneListeners) done(source, target);
        },
        (err: unknown) => {
          this.engine.forget(source, target);
          const refused = err instanceof DOMException && err.name === 'NotAllowedError';
          this.set(source, target, { phase: 'failed', refused });
        },
      );
  }

  private set(source: string, target: string, state: PackState): void {
    this.states.set(pairKey(source, target), state);
    for (const listener of this.listeners) listener();
  }
}

/** The app's one list of downloads. */
export const packDownloads = new PackDownloads();

/** The pair's download as it goes, for a prompt that shows it. */
export function usePackState(source: string, target: string): PackState {
  return useSyncExternalStore(packDownloads.subscribe, () => packDownloads.state(source, target));
}
