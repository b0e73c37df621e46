import type { ObjectUpload } from '../../../protocol';
import { objectUploadSchema } from '../../../protocol';
import { tNow } from '../../i18n/intl';
import { ApiError, errorText } from '../../lib/api';
import { uploadFailureTitle } from '../media/media-text';

/**
 * Contract (issue 12): `POST /api/objects?kind=voice` with the raw bytes and their type; the
 * signed-in user owns the object. The server judges the bytes, not the type we name. Throws
 * {@link ApiError} on a refusal (its `reason` and `error` say why).
 */
export async function voiceUpload(
  bytes: Blob,
  type: string,
  fetchFn: typeof fetch = fetch,
): Promise<ObjectUpload> {
  const res = await fetchFn('/api/objects?kind=voice', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': type },
    body: bytes,
  });
  const text = await res.text().catch(() => '');
  if (!res.ok) throw new ApiError(res.status, res.statusText, text);
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Handled below as a reply that names no object.
  }
  const parsed = objectUploadSchema.safeParse(body);
  if (!parsed.success) throw new Error(tNow('voice-notes.uploadNoObject'));
  return parsed.data;
}

/**
 * The toast for a failed upload: the contract's titles for a refusal by `reason` ('Invalid
 * file type', 'File too large') with the server's words, else 'Upload failed', in the app
 * language.
 */
export function voiceUploadFailure(error: unknown): { title: string; description: string } {
  const body = error instanceof ApiError ? error.body : null;
  const reason = body && typeof body === 'object' && 'reason' in body ? body.reason : null;
  return { title: uploadFailureTitle(reason), description: errorText(error) };
}
