import type { ImageStyle } from '../../../protocol';
import { IMAGE_PROMPT_REQUIRED } from '../../../protocol';

/**
 * Every text a person reads in the Image Playground, in one place for the string catalogs. The
 * spec gives the dialog's name, its tabs and the error toasts (core 2, 8); the rest is ours.
 * The spec's Gallery is a disabled tab; ours is real: the pictures made for me.
 */
export const PLAYGROUND_TEXT = {
  title: 'Image Playground',
  description: 'Describe a picture and send it into the chat.',
  create: 'Create',
  gallery: 'Gallery',
  galleryEmpty: 'Pictures you create show up here.',
  galleryError: 'Could not load your pictures.',
  galleryItem: (n: number) => `Send picture ${n} again`,
  gallerySent: 'Picture sent!',
  promptLabel: 'Prompt',
  promptPlaceholder: 'Describe the image you want to create...',
  promptRequired: IMAGE_PROMPT_REQUIRED,
  quickIdeas: 'Quick ideas',
  styleLabel: 'Style',
  generate: 'Generate Image',
  generating: 'Generating...',
  progressLabel: 'Generation progress',
  send: 'Send to Chat',
  again: 'Create Another',
  resultAlt: (prompt: string) => `Generated image: ${prompt}`,
  /** Spec core 8: the toast title, and its three descriptions. */
  failedTitle: 'Image generation failed',
  noImageUrl: 'No image URL returned',
  failedRetry: 'Failed to generate image. Please try again.',
} as const;

/** The spec's eight styles (core 3), as the picker names them. */
export const STYLE_NAMES: Record<ImageStyle, string> = {
  realistic: 'Realistic',
  cartoon: 'Cartoon',
  anime: 'Anime',
  digital_art: 'Digital Art',
  oil_painting: 'Oil Painting',
  watercolor: 'Watercolor',
  sketch: 'Sketch',
  vintage: 'Vintage',
};

/** Spec core 9: six quick-idea prompts, one tap to fill the prompt. */
export const QUICK_IDEAS = [
  'A cat astronaut floating among the stars',
  'Sunset over a mountain lake',
  'A cozy cabin in a snowy forest at night',
  'Futuristic city skyline at night',
  'Hot air balloons over the sea at sunrise',
  'A castle in a flower garden',
] as const;
