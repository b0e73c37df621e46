import { existsSync } from 'node:fs';
import type { VideoEdits } from '../../../protocol';
import { VIDEO_WATERMARK_PREFIX, videoLook } from '../../../protocol';
import { INPUT_OPTIONS, toolRun } from './probe';

/**
 * A download's render (spec secondary 'Videos / Reels feed': "Download saves the video with a
 * watermark"): one ffmpeg run, with an argument array (never a shell), reading only the local
 * copy of the original, that applies the video's edits as the browser previews them and draws
 * `Allo · @<creator>` in the bottom-right corner, into an H.264 MP4 any phone plays.
 */

/**
 * The browser blurs in CSS pixels of the reel as shown, and a reel fills a phone's screen: about
 * 720 CSS px tall. blur(σ px) there is σ · height / 720 of the video's own pixels.
 */
export const PREVIEW_HEIGHT_CSS_PX = 720;

/**
 * The watermark's fonts: DejaVu Sans Bold (Debian's fonts-dejavu-core, scripts/setup-system.sh)
 * has Latin, Greek, Cyrillic, Arabic and Hebrew; Noto Sans CJK (fonts-noto-cjk, there for
 * Chromium) has Chinese, Japanese and Korean. ffmpeg's drawtext does not fall back from one font
 * to another, so the name's script picks the file.
 */
export const WATERMARK_FONTS = {
  latin: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  cjk: '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc',
} as const;
/** Without either file, fontconfig picks a sans-serif. */
const FONTCONFIG_FALLBACK = 'Sans:style=Bold';

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** A creator's name at most this long in the watermark: it must fit a phone-width video. */
const NAME_MAX_CHARS = 32;

/**
 * `Allo · @<display name>`: the name without control or format characters (no line breaks, no
 * right-to-left overrides), on one line, shortened with '…'. Drawn from a file with expansion
 * off, so '%', ':', quotes and backslashes in a name are only characters.
 */
export function watermarkText(displayName: string): string {
  const clean = displayName
    .replace(/\s+/gu, ' ')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/ {2,}/g, ' ')
    .trim();
  const chars = Array.from(clean);
  const name =
    chars.length > NAME_MAX_CHARS ? `${chars.slice(0, NAME_MAX_CHARS - 1).join('')}…` : clean;
  return name ? `${VIDEO_WATERMARK_PREFIX} · @${name}` : VIDEO_WATERMARK_PREFIX;
}

/** The font file for a text (null: let fontconfig choose). */
export function watermarkFont(text: string, exists = existsSync): string | null {
  if (CJK.test(text) && exists(WATERMARK_FONTS.cjk)) return WATERMARK_FONTS.cjk;
  if (exists(WATERMARK_FONTS.latin)) return WATERMARK_FONTS.latin;
  return null;
}

/** A text's width in ems, about: CJK characters are square, the others about 0.65 em wide. */
function textEms(text: string): number {
  let ems = 0;
  for (const ch of text) ems += CJK.test(ch) ? 1 : 0.65;
  return Math.max(ems, 1);
}

/**
 * A filter option's value, escaped for both of ffmpeg's parsers: quoted for the option parser
 * (`'…'`, a quote as `'\''`), then each of `\ ' [ ] , ;` escaped for the graph's. Paths of
 * temporary files go through it, whatever the system's temporary folder is called.
 */
export function filterValue(value: string): string {
  const quoted = `'${value.replace(/'/g, "'\\''")}'`;
  return quoted.replace(/[\\'[\],;]/g, (c) => `\\${c}`);
}

const num = (n: number) => String(Math.round(n * 1000) / 1000);

export interface RenderGraphInput {
  edits: VideoEdits;
  /** The frame as it plays (turned upright), from ffprobe. */
  width: number;
  height: number;
  /** The file holding the watermark's text, and that text (for its size). */
  textFile: string;
  text: string;
  /** The font's file; null lets fontconfig choose. */
  fontFile: string | null;
  /** The look's colour table (`lookCube`); null when the colours stay as shot. */
  lutFile: string | null;
}

/**
 * The `-vf` graph: the colours through the look's table (in RGB, as the browser), the blur
 * (gblur's sigma is the CSS blur's standard deviation, scaled from the screen to the video),
 * the watermark, and an even-sized YUV 4:2:0 frame for H.264.
 */
export function renderGraph(i: RenderGraphInput): string {
  const parts: string[] = [];
  if (i.lutFile)
    parts.push('format=gbrp', `lut3d=file=${filterValue(i.lutFile)}:interp=tetrahedral`);
  const blur = videoLook(i.edits).blur;
  if (blur > 0) parts.push(`gblur=sigma=${num((blur * i.height) / PREVIEW_HEIGHT_CSS_PX)}`);

  // Bottom right, about 4.5% of the height, smaller when a long name would not fit the width.
  const margin = Math.max(4, Math.round(Math.min(i.width, i.height) * 0.03));
  const fits = (i.width - 2 * margin) / textEms(i.text);
  const size = Math.max(8, Math.round(Math.min(i.height * 0.045, fits)));
  const shadow = Math.max(1, Math.round(size / 14));
  const font = i.fontFile
    ? `fontfile=${filterValue(i.fontFile)}`
    : `font=${filterValue(FONTCONFIG_FALLBACK)}`;
  parts.push(
    [
      `drawtext=${font}`,
      `textfile=${filterValue(i.textFile)}`,
      'expansion=none',
      `fontsize=${size}`,
      // Semi-transparent white over a soft dark shadow: readable on light and dark frames alike.
      'fontcolor=white@0.8',
      'shadowcolor=black@0.45',
      `shadowx=${shadow}`,
      `shadowy=${shadow}`,
      `x=w-tw-${margin}`,
      `y=h-th-${margin}`,
    ].join(':'),
  );
  // H.264 in 4:2:0 needs even sides: an odd one loses its last row or column.
  if (i.width % 2 || i.height % 2) parts.push('crop=w=trunc(iw/2)*2:h=trunc(ih/2)*2');
  parts.push('format=yuv420p');
  return parts.join(',');
}

/**
 * How long a render may take: a minute to start, then five times the video's length. Measured
 * here (2 cores) a 1080p 30 fps clip with a look, a blur and the watermark renders in about 2.1×
 * its length; five leaves room for a busy machine. At most 45 minutes: a download is kept an hour.
 */
export function renderTimeoutMs(durationMs: number): number {
  return Math.min(60_000 + 5 * durationMs, 45 * 60_000);
}

/**
 * Below the server's own work: a render may take every core for minutes, and the live
 * connections come first.
 */
const RENDER_NICE = 10;
/**
 * How often ffmpeg reports its progress (`-stats_period`, seconds): four times a second, so the
 * queue's 500 ms throttle always has a fresh figure and a render of a second or two still moves.
 */
const PROGRESS_PERIOD_S = 0.25;

export interface RenderRun {
  input: string;
  output: string;
  graph: string;
  durationMs: number;
  /** The original's audio codec (ffprobe's name), null when it has no sound. */
  audioCodec: string | null;
  /** 0-99 as ffmpeg moves on (100 is the caller's, once the file is stored). */
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
}

export class RenderFailed extends Error {}

/**
 * The sound: AAC is copied as it is; anything else becomes AAC at 160 kbit/s (transparent for
 * stereo, as phones record it); none stays none.
 */
function audioArgs(codec: string | null): string[] {
  if (codec === null) return ['-an'];
  if (codec === 'aac') return ['-c:a', 'copy'];
  return ['-c:a', 'aac', '-b:a', '160k'];
}

/** Runs the render; throws {@link RenderFailed} when ffmpeg fails or runs out of time. */
export async function videoRender(r: RenderRun): Promise<void> {
  const args = [
    ...['-v', 'error', '-nostdin', '-y'],
    ...INPUT_OPTIONS,
    ...['-i', `file:${r.input}`],
    ...['-map', '0:v:0', '-map', '0:a:0?'],
    // Nothing of the original's metadata (a phone's GPS position, say) goes into the copy.
    ...['-map_metadata', '-1', '-map_chapters', '-1'],
    ...['-vf', r.graph],
    // CRF 20: no visible loss from the original (x264's default, 23, blurs a phone's detail),
    // at about the original's size; veryfast keeps the render near the video's length.
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20', '-pix_fmt', 'yuv420p'],
    ...audioArgs(r.audioCodec),
    ...['-movflags', '+faststart'],
    ...['-progress', 'pipe:1', '-stats_period', String(PROGRESS_PERIOD_S), '-nostats'],
    ...['-f', 'mp4', `file:${r.output}`],
  ];
  let pending = '';
  const res = await toolRun('ffmpeg', args, renderTimeoutMs(r.durationMs), 0, {
    nice: RENDER_NICE,
    ...(r.signal ? { signal: r.signal } : {}),
    onOutput: (chunk) => {
      // `key=value` lines; a chunk may end inside one.
      const lines = (pending + chunk.toString('latin1')).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const m = /^out_time_us=(\d+)/.exec(line.trim());
        if (m) r.onProgress(Math.min(99, Math.floor(Number(m[1]) / (r.durationMs * 10))));
      }
    },
  });
  if (res.timedOut) throw new RenderFailed('render timed out');
  if (res.code !== 0) throw new RenderFailed(`ffmpeg exited ${res.code}: ${res.stderr.trim()}`);
}
