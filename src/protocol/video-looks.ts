import type { VideoEdits, VideoFilter } from './video-social';

/**
 * What each of the editor's filters does, as plain adjustments both renderers understand: the
 * browser's CSS `filter` (the editor's live preview and the feed's playback) and ffmpeg (the
 * download's render), so a download looks like what was previewed. Factors are 1 for "as shot";
 * `sepia` and `grayscale` are 0 to 1; `hue` is degrees.
 */
export interface VideoLook {
  brightness: number;
  contrast: number;
  saturate: number;
  sepia: number;
  grayscale: number;
  hue: number;
}

const AS_SHOT: VideoLook = {
  brightness: 1,
  contrast: 1,
  saturate: 1,
  sepia: 0,
  grayscale: 0,
  hue: 0,
};

export const VIDEO_FILTER_LOOKS: Record<VideoFilter, VideoLook> = {
  none: AS_SHOT,
  vintage: { ...AS_SHOT, sepia: 0.5, contrast: 1.1, brightness: 1.05, saturate: 0.85 },
  vibrant: { ...AS_SHOT, saturate: 1.6, contrast: 1.1 },
  dramatic: { ...AS_SHOT, contrast: 1.5, brightness: 0.9, saturate: 0.8 },
  // Golden Hour: warm and bright.
  sunset: { ...AS_SHOT, sepia: 0.3, saturate: 1.4, brightness: 1.05, hue: -10 },
  // B&W.
  mono: { ...AS_SHOT, grayscale: 1, contrast: 1.1 },
  neon: { ...AS_SHOT, saturate: 2, contrast: 1.2, hue: 30 },
  retro: { ...AS_SHOT, sepia: 0.35, contrast: 0.9, saturate: 1.2, hue: -15 },
};

/** The filter's look with the sliders on top (sliders are percentages, 100 = as shot). */
export function videoLook(edits: VideoEdits): VideoLook & { blur: number } {
  const look = VIDEO_FILTER_LOOKS[edits.filter];
  return {
    brightness: look.brightness * (edits.brightness / 100),
    contrast: look.contrast * (edits.contrast / 100),
    saturate: look.saturate * (edits.saturation / 100),
    sepia: look.sepia,
    grayscale: look.grayscale,
    hue: look.hue + edits.hue,
    blur: edits.blur,
  };
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** The CSS `filter` of some edits ('none' when they change nothing). */
export function videoCssFilter(edits: VideoEdits): string {
  const l = videoLook(edits);
  const parts: string[] = [];
  if (l.sepia) parts.push(`sepia(${round(l.sepia)})`);
  if (l.grayscale) parts.push(`grayscale(${round(l.grayscale)})`);
  if (l.brightness !== 1) parts.push(`brightness(${round(l.brightness)})`);
  if (l.contrast !== 1) parts.push(`contrast(${round(l.contrast)})`);
  if (l.saturate !== 1) parts.push(`saturate(${round(l.saturate)})`);
  if (l.hue) parts.push(`hue-rotate(${round(l.hue)}deg)`);
  if (l.blur) parts.push(`blur(${round(l.blur)}px)`);
  return parts.length ? parts.join(' ') : 'none';
}
