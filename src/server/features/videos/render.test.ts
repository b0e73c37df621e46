import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VideoEdits } from '../../../protocol';
import { VIDEO_EDITS_DEFAULT, VIDEO_FILTERS, VIDEO_SLIDERS } from '../../../protocol';
import { clipMake, clipRender, frameRgb, probeJson } from './render-fixture';
import { lookApply, lookCube, lookSteps } from './render-look';
import {
  WATERMARK_FONTS,
  filterValue,
  renderGraph,
  renderTimeoutMs,
  videoRender,
  watermarkFont,
  watermarkText,
} from './render';

const edits = (e: Partial<VideoEdits> = {}): VideoEdits => ({ ...VIDEO_EDITS_DEFAULT, ...e });
const W = 160;
const H = 120;

describe('render look (the browser preview as arithmetic)', () => {
  it('should change nothing for the default edits, and leave out steps that change nothing', () => {
    expect(lookSteps(edits())).toEqual([]);
    expect(lookCube(edits())).toBeNull();
    expect(lookSteps(edits({ hue: 0, brightness: 100 }))).toHaveLength(0);
    expect(lookSteps(edits({ filter: 'mono' }))).toHaveLength(2);
  });

  it("should compute the Filter Effects spec's matrices", () => {
    const px = (e: Partial<VideoEdits>, rgb: [number, number, number]) =>
      lookApply(lookSteps(edits(e)), rgb).map((v) => Math.round(v * 1000) / 1000);
    // B&W: grayscale(1) (Rec. 709 luminance), then contrast(1.1) about mid-grey.
    const red = 0.2126 * 1.1 + 0.5 - 0.55;
    expect(px({ filter: 'mono' }, [1, 0, 0])).toEqual([red, red, red].map((v) => +v.toFixed(3)));
    // brightness(0.5) halves; saturate(0) is grey; hue-rotate(180) of grey is grey.
    expect(px({ brightness: 50 }, [0.8, 0.4, 0.2])).toEqual([0.4, 0.2, 0.1]);
    expect(px({ saturation: 0 }, [0, 1, 0])).toEqual([0.715, 0.715, 0.715]);
    expect(px({ hue: 180 }, [0.5, 0.5, 0.5])).toEqual([0.5, 0.5, 0.5]);
    // contrast(0) is mid-grey whatever comes in.
    expect(px({ contrast: 0 }, [0.1, 0.9, 0.3])).toEqual([0.5, 0.5, 0.5]);
  });

  it('should clamp after each step, as the browser does', () => {
    // brightness(2) takes 0.8 to 1 (clamped), then contrast(0.5) to 0.75; unclamped it would be 1.
    const steps = lookSteps(edits({ brightness: 200, contrast: 50 }));
    expect(lookApply(steps, [0.8, 0.8, 0.8])[0]).toBeCloseTo(0.75, 5);
  });

  it('should write a table red-fastest, of the size asked', () => {
    const cube = lookCube(edits({ filter: 'mono' }), 3)!;
    const lines = cube.trim().split('\n');
    expect(lines[0]).toBe('LUT_3D_SIZE 3');
    expect(lines).toHaveLength(1 + 27);
    // The second entry is (r = 0.5, g = 0, b = 0): grey at 0.2126 · 0.5 before the contrast.
    const v = 0.2126 * 0.5 * 1.1 + 0.5 - 0.55;
    expect(lines[2]).toBe([v, v, v].map((x) => Math.max(0, x).toFixed(5)).join(' '));
  });
});

describe('render watermark and escaping', () => {
  it("should write 'Allo · @name' on one line, without control characters, shortened", () => {
    expect(watermarkText('Emma')).toBe('Allo · @Emma');
    expect(watermarkText(' a\nb\u202e\tc ')).toBe('Allo · @a b c');
    expect(watermarkText('')).toBe('Allo');
    const long = watermarkText('x'.repeat(60));
    expect(Array.from(long.slice('Allo · @'.length))).toHaveLength(32);
    expect(long.endsWith('…')).toBe(true);
  });

  it("should pick a font that has the name's script", () => {
    const all = () => true;
    expect(watermarkFont('Allo · @Emma', all)).toBe(WATERMARK_FONTS.latin);
    expect(watermarkFont('Allo · @Юлия', all)).toBe(WATERMARK_FONTS.latin);
    expect(watermarkFont('Allo · @さくら', all)).toBe(WATERMARK_FONTS.cjk);
    expect(watermarkFont('Allo · @민준', all)).toBe(WATERMARK_FONTS.cjk);
    expect(watermarkFont('Allo · @さくら', (p) => p === WATERMARK_FONTS.latin)).toBe(
      WATERMARK_FONTS.latin,
    );
    expect(watermarkFont('Allo', () => false)).toBeNull();
  });

  it("should escape a value for both of ffmpeg's parsers", () => {
    expect(filterValue('/tmp/a/b.txt')).toBe("\\'/tmp/a/b.txt\\'");
    expect(filterValue("it's")).toBe("\\'it\\'\\\\\\'\\'s\\'");
    expect(filterValue('a:b,c;d[e]')).toBe("\\'a:b\\,c\\;d\\[e\\]\\'");
  });

  it('should give a render a minute and five times the length, at most 45 minutes', () => {
    expect(renderTimeoutMs(10_000)).toBe(110_000);
    expect(renderTimeoutMs(60 * 60_000)).toBe(45 * 60_000);
  });

  it('should scale the blur from the screen to the video, and keep sides even', () => {
    const g = (e: Partial<VideoEdits>, width = W, height = H) =>
      renderGraph({
        edits: edits(e),
        width,
        height,
        textFile: '/t/w.txt',
        text: 'Allo · @Emma',
        fontFile: WATERMARK_FONTS.latin,
        lutFile: null,
      });
    expect(g({ blur: 6 }, 1280, 1440)).toContain('gblur=sigma=12');
    expect(g({})).not.toContain('gblur');
    expect(g({}, 161, 121)).toContain('crop=w=trunc(iw/2)*2:h=trunc(ih/2)*2');
    expect(g({})).not.toContain('crop');
    expect(g({})).toMatch(/expansion=none/);
    expect(g({})).toMatch(/format=yuv420p$/);
  });
});

describe('render with ffmpeg (each filter and the sliders at their ends)', () => {
  let dir: string;
  let clip: string;
  let original: Awaited<ReturnType<typeof frameRgb>>;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'allo-render-test-'));
    clip = await clipMake(dir, 'clip.mp4', { size: `${W}x${H}`, seconds: 1 });
    original = await frameRgb(clip, 0.5, W, H);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const S = VIDEO_SLIDERS;
  const cases: [string, Partial<VideoEdits>][] = [
    ...VIDEO_FILTERS.map((filter): [string, Partial<VideoEdits>] => [filter, { filter }]),
    [
      'sliders at their lowest',
      {
        brightness: S.brightness.min,
        contrast: S.contrast.min,
        saturation: S.saturation.min,
        hue: S.hue.min,
      },
    ],
    [
      'sliders at their highest',
      {
        filter: 'neon',
        brightness: S.brightness.max,
        contrast: S.contrast.max,
        saturation: S.saturation.max,
        blur: S.blur.max,
        hue: S.hue.max,
      },
    ],
    ['vintage brightest (brightness over 2)', { filter: 'vintage', brightness: S.brightness.max }],
    ['the finest blur', { blur: S.blur.step }],
  ];

  it.each(cases)('should render %s into a valid H.264 MP4', async (name, e) => {
    const out = `${name.replace(/\W+/g, '-')}.mp4`;
    await clipRender(dir, clip, out, { edits: e, width: W, height: H, durationMs: 1000 });
    const info = await probeJson(join(dir, out));
    expect(info.format.format_name).toContain('mp4');
    expect(Number(info.format.duration)).toBeCloseTo(1, 0);
    const video = info.streams.find((s) => s.codec_type === 'video');
    expect(video).toMatchObject({ codec_name: 'h264', width: W, height: H, pix_fmt: 'yuv420p' });
    expect(info.streams.find((s) => s.codec_type === 'audio')?.codec_name).toBe('aac');
  });

  it('should match the look computed for a flat colour (the table read the right way round)', async () => {
    const flat = await clipMake(dir, 'flat.mp4', {
      source: 'color=c=0x3366cc:size=64x64:rate=10',
    });
    const before = (await frameRgb(flat, 0.5, 64, 64)).pixel(16, 16);
    for (const e of [{ filter: 'neon' }, { filter: 'sunset' }, { hue: 90 }] as const) {
      const out = `flat-${Object.values(e).join('')}.mp4`;
      await clipRender(dir, flat, out, { edits: e, width: 64, height: 64, durationMs: 1000 });
      const got = (await frameRgb(join(dir, out), 0.5, 64, 64)).pixel(16, 16);
      const want = lookApply(
        lookSteps(edits(e)),
        before.map((v) => v / 255) as [number, number, number],
      ).map((v) => Math.round(v * 255));
      for (let c = 0; c < 3; c++) expect(Math.abs(got[c]! - want[c]!), `${e} ${c}`).toBeLessThan(7);
    }
  });

  it('should draw the watermark from a file whatever the folder and the name hold', async () => {
    const odd = join(dir, "it's: a [b], c; d\\e");
    await mkdir(odd);
    const name = `50%: O'Brien \\ %{pts} [x],y;z`;
    const text = watermarkText(name);
    const textFile = join(odd, 'w.txt');
    await writeFile(textFile, text);
    const out = join(odd, 'odd.mp4');
    await videoRender({
      input: clip,
      output: out,
      graph: renderGraph({
        edits: edits(),
        width: W,
        height: H,
        textFile,
        text,
        fontFile: watermarkFont(text),
        lutFile: null,
      }),
      durationMs: 1000,
      audioCodec: 'aac',
      onProgress: () => undefined,
    });
    const frame = await frameRgb(out, 0.5, W, H);
    // The text is drawn in the bottom-right corner; the top-left is as it was.
    expect(frame.differs(original, W / 2, H - 20, W, H)).toBeGreaterThan(8);
    expect(frame.differs(original, 0, 0, W / 2, H / 2)).toBeLessThan(4);
  });

  it('should report progress that rises to the end', async () => {
    const longer = await clipMake(dir, 'longer.mp4', { size: '320x240', seconds: 4, rate: 25 });
    const seen = await clipRender(dir, longer, 'longer-out.mp4', {
      edits: { filter: 'dramatic', blur: 4 },
      width: 320,
      height: 240,
      durationMs: 4000,
    });
    expect(seen.length).toBeGreaterThan(0);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    expect(Math.max(...seen)).toBeGreaterThanOrEqual(90);
    expect(Math.max(...seen)).toBeLessThanOrEqual(99);
  });
});
