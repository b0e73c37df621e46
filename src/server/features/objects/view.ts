import type { ObjectKind, ObjectUpload } from '../../../protocol';
import { objectUrl } from '../../../protocol';
import type { objects } from '../../db/schema';

export type ObjectRow = typeof objects.$inferSelect;

/** A stored object as the API shows it (the 201 body of an upload, an item of Recent). */
export function objectView(row: ObjectRow): ObjectUpload {
  const url = objectUrl(row.kind as ObjectKind, row.id);
  return {
    ref: row.id,
    url,
    kind: row.kind as ObjectKind,
    mimeType: row.mimeType,
    size: row.size,
    ...(row.width !== null ? { width: row.width } : {}),
    ...(row.height !== null ? { height: row.height } : {}),
    ...(row.thumbKey !== null ? { thumbUrl: `${url}?thumb=1` } : {}),
    ...(row.durationMs !== null ? { durationMs: row.durationMs } : {}),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The store keys of objects' bytes (the thumbnails' too). */
export function objectKeys(rows: ReadonlyArray<Pick<ObjectRow, 'key' | 'thumbKey'>>): string[] {
  return rows.flatMap((r) => (r.thumbKey ? [r.key, r.thumbKey] : [r.key]));
}
