import { describe, expect, it, vi } from 'vitest';
import { DeviceEngine } from './device-engine';
import { PACK_STALL_MS, PackDownloads } from './pack-download';
import type { CreateMonitor, DeviceTranslator, TranslatorStatic } from './translator-api';

/** A download the test steps through: progress events, then success or a DOMException. */
function downloadable() {
  let monitor: CreateMonitor | null = null;
  let settle: { resolve: (t: DeviceTranslator) => void; reject: (e: unknown) => void } | null =
    null;
  const api: TranslatorStatic = {
    availability: vi.fn(async () => 'downloadable' as const),
    create: vi.fn(
      (o) =>
        new Promise<DeviceTranslator>((resolve, reject) => {
          const target = new EventTarget() as CreateMonitor;
          o.monitor?.(target);
          monitor = target;
          settle = { resolve, reject };
        }),
    ),
  };
  const progress = (loaded: number) => {
    const event = new Event('downloadprogress') as Event & { loaded: number; total: number };
    event.loaded = loaded;
    event.total = 1;
    monitor!.dispatchEvent(event);
  };
  const translator: DeviceTranslator = {
    sourceLanguage: 'en',
    targetLanguage: 'ja',
    translate: async (t) => `ja:${t}`,
    destroy: () => undefined,
  };
  return {
    api,
    progress,
    done: () => settle!.resolve(translator),
    fail: (e: unknown) => settle!.reject(e),
  };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('PackDownloads', () => {
  it('should show progress, then hand the translator to the engine and tell who waits', async () => {
    const d = downloadable();
    const engine = new DeviceEngine(() => d.api);
    const packs = new PackDownloads(engine, () => d.api);
    const done = vi.fn();
    packs.onDone(done);
    packs.start('en', 'ja');
    expect(packs.state('en', 'ja')).toEqual({ phase: 'downloading', progress: 0 });
    d.progress(0.5);
    expect(packs.state('en', 'ja')).toEqual({ phase: 'downloading', progress: 0.5 });
    packs.start('en', 'ja');
    expect(d.api.create).toHaveBeenCalledTimes(1);
    d.done();
    await flush();
    expect(packs.state('en', 'ja')).toEqual({ phase: 'done' });
    expect(done).toHaveBeenCalledWith('en', 'ja');
    expect(await engine.translate('hello', 'en', 'ja')).toBe('ja:hello');
  });

  it('should say the browser refused a download without a tap, and allow another try', async () => {
    const d = downloadable();
    const packs = new PackDownloads(new DeviceEngine(() => d.api), () => d.api);
    packs.start('en', 'ja');
    d.fail(new DOMException('Requires a user gesture', 'NotAllowedError'));
    await flush();
    expect(packs.state('en', 'ja')).toEqual({ phase: 'failed', refused: true });
    packs.start('en', 'ja');
    expect(d.api.create).toHaveBeenCalledTimes(2);
  });

  it('should say a download failed, and ask the device again afterwards', async () => {
    const d = downloadable();
    const engine = new DeviceEngine(() => d.api);
    const packs = new PackDownloads(engine, () => d.api);
    await engine.availability('en', 'ja');
    packs.start('en', 'ja');
    d.fail(new DOMException('The download failed', 'NetworkError'));
    await flush();
    expect(packs.state('en', 'ja')).toEqual({ phase: 'failed', refused: false });
    await engine.availability('en', 'ja');
    expect(d.api.availability).toHaveBeenCalledTimes(2);
  });

  it('should give up a download that stops reporting progress, and say it failed', async () => {
    vi.useFakeTimers();
    try {
      const d = downloadable();
      const packs = new PackDownloads(new DeviceEngine(() => d.api), () => d.api);
      packs.start('en', 'ja');
      await vi.advanceTimersByTimeAsync(PACK_STALL_MS - 1_000);
      d.progress(0.4);
      await vi.advanceTimersByTimeAsync(PACK_STALL_MS - 1_000);
      expect(packs.state('en', 'ja')).toEqual({ phase: 'downloading', progress: 0.4 });
      await vi.advanceTimersByTimeAsync(2_000);
      expect(packs.state('en', 'ja')).toEqual({ phase: 'failed', refused: false });
      expect((d.api.create as ReturnType<typeof vi.fn>).mock.calls[0]![0].signal.aborted).toBe(
        true,
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('should do nothing where the browser has no API', () => {
    const packs = new PackDownloads(new DeviceEngine(() => null), () => null);
    packs.start('en', 'ja');
    expect(packs.state('en', 'ja')).toEqual({ phase: 'idle' });
  });
});
