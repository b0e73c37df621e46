import type { ImageStyle } from '../../../protocol';

/** A picture made from a prompt: its bytes and what they are (image/png, image/jpeg…). */
export interface GeneratedImage {
  bytes: Buffer;
  mimeType: string;
}

/**
 * Makes a picture from a prompt in one of the spec's eight styles (core 3). IMAGE_GENERATOR
 * picks one: `offline` (the default, drawn here, no network) or `openai` (an OpenAI-compatible
 * images endpoint). A failure throws an Error whose message the person may read.
 */
export interface ImageGenerator {
  /** 'offline' or 'openai': what /api/health reports. */
  readonly kind: string;
  generate(request: { prompt: string; style: ImageStyle }): Promise<GeneratedImage>;
  /** Stops what it started (the offline generator's thread). */
  close?(): Promise<void>;
}

/** A generator's failure, in words the Image Playground can show ('Image generation failed'). */
export class ImageGenerationError extends Error {}
