import { z } from 'zod';
import { objectUploadSchema } from '../../../protocol';
import { tNow } from '../../i18n/intl';
import type { StoredObject, UploadReply } from './upload';
import { UploadError } from './upload';

/**
 * The server's answer to an upload (201), checked: its addresses must be our own API's, since
 * the bubble and the library show them.
 */
const storedObjectSchema = objectUploadSchema.extend({
  url: z.string().startsWith('/api/'),
  thumbUrl: z.string().startsWith('/api/').optional(),
});

/** Reads an object the server describes (an upload's answer, a copy, an item of Recent). */
export function storedObjectRead(body: unknown): StoredObject | null {
  const parsed = storedObjectSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
}

function jsonOrNull(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/** Reads the server's answer to an upload: the stored object, or an {@link UploadError} with its reason. */
export function uploadReplyRead(reply: UploadReply): StoredObject {
  const body = jsonOrNull(reply.text);
  if (reply.status === 200 || reply.status === 201) {
    const stored = storedObjectRead(body);
    if (stored) return stored;
    throw new UploadError(reply.status, tNow('media.badReply'));
  }
  const fields = z.object({ error: z.string(), reason: z.string().optional() }).safeParse(body);
  if (fields.success) {
    throw new UploadError(reply.status, fields.data.error, fields.data.reason ?? null);
  }
  throw new UploadError(
    reply.status,
    `${reply.status}: ${reply.text || tNow('media.uploadFailed')}`,
  );
}
