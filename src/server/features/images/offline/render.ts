import type { ImageStyle } from '../../../../protocol';
import { sceneSvg } from './compose';
import { pictureRender } from './finish';
import { LOOKS } from './looks';
import { sceneFromPrompt } from './scene';

/** The label on every picture the offline generator makes, so nobody takes one for a model's. */
export const OFFLINE_LABEL = 'Offline generator';

/**
 * Draws the prompt's scene in the style and returns the PNG. The prompt's words choose the light
 * (night, sunset…), the places (sea, mountains, city…) and the things in it (a cat, a boat, a
 * balloon…); the style decides how it is painted. The same prompt and style give the same bytes.
 */
export async function offlineRender(prompt: string, style: ImageStyle): Promise<Buffer> {
  const look = LOOKS[style];
  const scene = sceneFromPrompt(prompt);
  return pictureRender(sceneSvg(scene, look), look, `${OFFLINE_LABEL} · ${look.name}`, scene.seed);
}
