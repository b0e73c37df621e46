import type { GenerateImageResponse, ImageStyle } from '../../../protocol';
import { apiRequest } from '../../lib/api';

/**
 * A reply without the picture's address (spec core 8 'No image URL returned'; the words shown
 * are the catalog's `images.noImageUrl`, see generation-error.ts).
 */
export class NoImageUrlError extends Error {
  constructor() {
    super('No image URL returned');
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
