import { spawn } from 'node:child_process';
import { availableParallelism, setPriority } from 'node:os';

/**
 * ffprobe and ffmpeg (Debian's `ffmpeg` package, installed by scripts/setup-system.sh) run as
 * child processes with an argument array, never through a shell, on a file the server wrote
 * itself, with a time limit and a cap on what they may print.
 */

/**
 * The demuxers a video may be read with: the containers of the spec's extensions (.mp4 .mov:
 * mov family; .avi; .wmv: asf; .flv; .webm .mkv: matroska). Nothing else is opened, so a
 * playlist (HLS, concat) dressed as a video can never make ffmpeg read another file or a URL,
 * and a picture named .mp4 (image2, png_pipe...) is not taken for a video.
 */
const FORMATS = 'mov,mp4,m4a,3gp,3g2,mj2,avi,asf,flv,matroska,webm';

/** Only the local file itself: no network protocol, no other file by reference. */
export const INPUT_OPTIONS = ['-protocol_whitelist', 'file', '-format_whitelist', FORMATS];

/**
 * Probing reads the container's header and a few packets: well under a second for 100 MB here
 * (about 40 ms for the test clips). Ten seconds means something is wrong with the file.
 */
export const PROBE_TIMEOUT_MS = 10_000;
/** One frame decoded after a seek: about 100 ms here; twenty seconds is a broken file. */
export const THUMBNAIL_TIMEOUT_MS = 20_000;
/** ffprobe's JSON for one video is a few KB; 1 MB is a file made to flood us. */
const MAX_OUTPUT_BYTES = 1024 * 1024;
/** A JPEG at most 480 px wide is tens of KB; 2 MB is plenty. */
const MAX_THUMBNAIL_BYTES = 2 * 1024 * 1024;
/** The thumbnail's width at most: the feed's cards and a phone screen's width in CSS pixels. */
export const THUMBNAIL_MAX_WIDTH = 480;

export class ToolMissing extends Error {}

interface RunResult {
  code: number | null;
  stdout: Buffer;
  stderr: string;
  timedOut: boolean;
}

/**
 * ffmpeg processes at once per instance: one per core. A burst of finished uploads then waits its
 * turn instead of taking every core from the server's own thread (the live connections).
 */
const MAX_JOBS = Math.max(1, availableParallelism());
let jobs = 0;
const queue: (() => void)[] = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  // A slot is handed straight from the job that ends to the next in the queue.
  if (jobs >= MAX_JOBS) await new Promise<void>((go) => queue.push(go));
  else jobs++;
  try {
    return await work();
  } finally {
    const next = queue.shift();
    if (next) next();
    else jobs--;
  }
}

/** How a long run differs from a probe's. */
export interface RunOptions {
  /** Takes stdout as it comes (ffmpeg's `-progress`) instead of keeping it. */
  onOutput?: (chunk: Buffer) => void;
  /** Kills the program (SIGKILL) when aborted: the server is closing. */
  signal?: AbortSignal;
  /**
   * A nice value (0-19): a render that takes every core for minutes yields them to the
   * server's own thread (the live connections) whenever it needs them.
   */
  nice?: number;
}

/** Runs a program as {@link toolRun} does, once one of the instance's slots is free. */
function run(command: string, args: string[], timeoutMs: number, maxOutput: number) {
  return withSlot(() => toolRun(command, args, timeoutMs, maxOutput));
}

/**
 * Runs a program with arguments (no shell), killing it after `timeoutMs`; its stdout is kept (up
 * to `maxOutput` bytes, beyond which it is killed) or handed to `onOutput`. It takes none of the
 * slots above: a caller running long jobs (the download renders) keeps its own count, so that a
 * render of minutes never holds up an upload's probe.
 */
export function toolRun(
  command: string,
  args: string[],
  timeoutMs: number,
  maxOutput: number,
  { onOutput, signal, nice }: RunOptions = {},
) {
  return new Promise<RunResult>((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(signal ? { signal, killSignal: 'SIGKILL' as const } : {}),
    });
    if (nice !== undefined && child.pid !== undefined) {
      try {
        setPriority(child.pid, nice);
      } catch {
        // It ended already, or the system refused: it runs at the server's priority.
      }
    }
    const out: Buffer[] = [];
    let outBytes = 0;
    let stderr = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      outBytes += chunk.length;
      if (onOutput) onOutput(chunk);
      else if (outBytes > maxOutput) child.kill('SIGKILL');
      else out.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 4096) stderr += chunk.toString('utf8');
    });
    child.on('error', (err: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(err.code === 'ENOENT' ? new ToolMissing(`${command} is not installed`) : err);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout: Buffer.concat(out), stderr, timedOut });
    });
  });
}

/** What ffprobe found in a file the server may keep as a video. */
export interface VideoProbe {
  /** ffprobe's format_name, e.g. 'mov,mp4,m4a,3gp,3g2,mj2'. */
  formatName: string;
  /** The major brand of an MP4/QuickTime file ('qt  ' for .mov). */
  brand: string | undefined;
  videoCodec: string;
  /** The first audio stream's codec ('aac'...), null when there is no sound. */
  audioCodec: string | null;
  durationMs: number;
  /** As shown: a phone video recorded upright (rotation ±90) has width and height swapped. */
  width: number;
  height: number;
}

interface FfprobeJson {
  format?: { format_name?: string; duration?: string; tags?: Record<string, string> };
  streams?: {
    codec_type?: string;
    codec_name?: string;
    width?: number;
    height?: number;
    duration?: string;
    disposition?: { attached_pic?: number };
    tags?: Record<string, string>;
    side_data_list?: { rotation?: number }[];
  }[];
}

/**
 * Probes a file: null when it is not a video we take (not one of the containers above, no
 * video stream, no size or no duration), or when ffprobe gave up on it in time.
 */
export async function videoProbe(path: string): Promise<VideoProbe | null> {
  const res = await run(
    'ffprobe',
    [
      '-v',
      'error',
      ...INPUT_OPTIONS,
      '-print_format',
      'json',
      '-show_format',
      '-show_streams',
      `file:${path}`,
    ],
    PROBE_TIMEOUT_MS,
    MAX_OUTPUT_BYTES,
  );
  if (res.code !== 0 || res.timedOut) return null;
  let info: FfprobeJson;
  try {
    info = JSON.parse(res.stdout.toString('utf8')) as FfprobeJson;
  } catch {
    return null;
  }
  // A cover picture in an audio file is a "video" stream of one frame: not a video.
  const video = info.streams?.find(
    (s) => s.codec_type === 'video' && !s.disposition?.attached_pic && s.width && s.height,
  );
  const formatName = info.format?.format_name;
  if (!video || !formatName) return null;
  const seconds = Number(info.format?.duration ?? video.duration);
  if (!Number.isFinite(seconds) || seconds <= 0) return null;
  const rotation = Number(
    video.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ??
      video.tags?.rotate ??
      0,
  );
  const turned = Math.abs(rotation) % 180 === 90;
  return {
    formatName,
    brand: info.format?.tags?.major_brand,
    videoCodec: video.codec_name ?? '',
    audioCodec: info.streams?.find((s) => s.codec_type === 'audio')?.codec_name ?? null,
    durationMs: Math.round(seconds * 1000),
    width: turned ? video.height! : video.width!,
    height: turned ? video.width! : video.height!,
  };
}

/** The type a probed video is served as, from its container (and its name, for Matroska). */
export function videoMimeType(probe: VideoProbe, fileName: string): string {
  const f = probe.formatName;
  if (f.includes('mp4') || f.includes('mov'))
    return probe.brand?.trim() === 'qt' ? 'video/quicktime' : 'video/mp4';
  if (f === 'avi') return 'video/x-msvideo';
  if (f === 'asf') return 'video/x-ms-wmv';
  if (f === 'flv') return 'video/x-flv';
  // Matroska and WebM are one demuxer; a .webm (or VP8/VP9/AV1 in it) is served as WebM.
  if (fileName.toLowerCase().endsWith('.webm') || /^(vp8|vp9|av1)$/.test(probe.videoCodec))
    return 'video/webm';
  return 'video/x-matroska';
}

/**
 * One JPEG frame about 1 s in (the first frame of a clip shorter than 2 s), at most
 * {@link THUMBNAIL_MAX_WIDTH} wide, turned upright as the video plays. Null if no frame came.
 */
export async function videoThumbnail(path: string, durationMs: number): Promise<Buffer | null> {
  const at = durationMs >= 2000 ? 1 : 0;
  const res = await run(
    'ffmpeg',
    [
      '-v',
      'error',
      '-nostdin',
      ...INPUT_OPTIONS,
      '-ss',
      String(at),
      '-i',
      `file:${path}`,
      '-frames:v',
      '1',
      '-an',
      '-vf',
      `scale='min(${THUMBNAIL_MAX_WIDTH},iw)':-2`,
      '-f',
      'image2pipe',
      '-c:v',
      'mjpeg',
      '-q:v',
      '5',
      'pipe:1',
    ],
    THUMBNAIL_TIMEOUT_MS,
    MAX_THUMBNAIL_BYTES,
  );
  if (res.code !== 0 || res.timedOut || res.stdout.length === 0) return null;
  return res.stdout;
}
