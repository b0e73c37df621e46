import type { GenerateImageResponse, ImageStyle } from '../../../protocol';
import { apiRequest } from '../../lib/api';
import { PLAYGROUND_TEXT } from './images-text';

/** A reply without the picture's address (spec core 8 'No image URL returned'). */
export class NoImageUrlError extends Error {
  constructor() {
    super(PLAYGROUND_TEXT.noImageUrl);
  }
}

/** Spec core 7 `POST /api/generate-image {prompt, style, userId}` -> `{imageUrl, ref}`. */
export async function imageGenerate(
  userId: string,
  prompt: string,
  style: ImageStyle,
): Promise<GenerateImageResponse> {
  const reply = await apiRequest<Partial<GenerateImageResponse> | undefined>(
    'POST',
    '/api/generate-image',
    { prompt, style, userId },
  );
  if (!reply?.imageUrl || !reply.ref) throw new NoImageUrlError();
  return { imageUrl: reply.imageUrl, ref: reply.ref };
}
