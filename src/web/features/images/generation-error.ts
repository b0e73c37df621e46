import { ApiError, errorText } from '../../lib/api';
import { NoImageUrlError } from './image-api';
import { tNow } from '../../i18n/intl';

/**
 * Spec core 8: the description under 'Image generation failed': the server's message, or 'No
 * image URL returned', or 'Failed to generate image. Please try again.' when there is no
 * message to give (no connection, a server that said nothing), in the language on screen.
 */
export function generationErrorText(err: unknown): string {
  if (err instanceof NoImageUrlError) return tNow('images.noImageUrl');
  if (err instanceof ApiError) {
    const text = errorText(err);
    // errorText falls back to '500: ' and the like when the body had no words of its own.
    return text === err.message && !err.body ? tNow('images.failedRetry') : text;
  }
  return tNow('images.failedRetry');
}
