import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { VideoEdits } from '../../../protocol';
import { VIDEO_EDITS_DEFAULT } from '../../../protocol';
import { lookCube } from './render-look';
import { renderGraph, videoRender, watermarkFont, watermarkText } from './render';

const run = promisify(execFile);

/**
 * What the render suites share: clips made with ffmpeg, a render of one with some edits, and a
 * frame of a video read back as raw RGB, to look at its pixels.
 */

/** `seconds` of testsrc (coloured bars and a moving count) at `size`, H.264 with an AAC tone. */
export async function clipMake(
  dir: string,
  name: string,
  opts: { size?: string; seconds?: number; rate?: number; source?: string } = {},
): Promise<string> {
  const file = join(dir, name);
  const video = opts.source ?? `testsrc=size=${opts.size ?? '160x120'}:rate=${opts.rate ?? 10}`;
  await run('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', video],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100'],
    ...['-t', String(opts.seconds ?? 1), '-pix_fmt', 'yuv420p', '-c:v', 'libx264'],
    ...['-preset', 'ultrafast', '-c:a', 'aac', '-shortest', file],
  ]);
  return file;
}

/** Renders `input` with `edits` and `name`'s watermark as the queue does; the progress seen. */
export async function clipRender(
  dir: string,
  input: string,
  output: string,
  opts: {
    edits?: Partial<VideoEdits>;
    name?: string;
    width: number;
    height: number;
    durationMs: number;
  },
): Promise<number[]> {
  const edits = { ...VIDEO_EDITS_DEFAULT, ...opts.edits };
  const text = watermarkText(opts.name ?? 'Emma');
  const textFile = join(dir, `${output}.txt`);
  await writeFile(textFile, text);
  const cube = lookCube(edits);
  const lutFile = cube ? join(dir, `${output}.cube`) : null;
  if (lutFile && cube) await writeFile(lutFile, cube);
  const seen: number[] = [];
  await videoRender({
    input,
    output: join(dir, output),
    graph: renderGraph({
      edits,
      width: opts.width,
      height: opts.height,
      textFile,
      text,
      fontFile: watermarkFont(text),
      lutFile,
    }),
    durationMs: opts.durationMs,
    audioCodec: 'aac',
    onProgress: (p) => seen.push(p),
  });
  return seen;
}

/** One frame `at` seconds in, as rows of [r, g, b] bytes. */
export async function frameRgb(file: string, at: number, width: number, height: number) {
  const { stdout } = await run(
    'ffmpeg',
    [
      ...['-v', 'error', '-ss', String(at), '-i', file, '-frames:v', '1'],
      ...['-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'],
    ],
    { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
  );
  const bytes = stdout;
  if (bytes.length !== width * height * 3) throw new Error(`frame of ${bytes.length} bytes`);
  const pixel = (x: number, y: number): [number, number, number] => {
    const i = (y * width + x) * 3;
    return [bytes[i]!, bytes[i + 1]!, bytes[i + 2]!];
  };
  /** Mean absolute difference per channel from another frame, over a rectangle. */
  const differs = (
    other: { pixel: typeof pixel },
    x0: number,
    y0: number,
    x1: number,
    y1: number,
  ): number => {
    let sum = 0;
    let n = 0;
    for (let y = y0; y < y1; y++)
      for (let x = x0; x < x1; x++) {
        const a = pixel(x, y);
        const b = other.pixel(x, y);
        for (let c = 0; c < 3; c++) sum += Math.abs(a[c]! - b[c]!);
        n += 3;
      }
    return sum / n;
  };
  return { pixel, differs };
}

/** ffprobe's view of a file: format, streams and duration. */
export async function probeJson(file: string) {
  const { stdout } = await run('ffprobe', [
    ...['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
  ]);
  return JSON.parse(stdout) as {
    format: { format_name: string; duration: string; tags?: Record<string, string> };
    streams: {
      codec_type: string;
      codec_name: string;
      width?: number;
      height?: number;
      pix_fmt?: string;
    }[];
  };
}
