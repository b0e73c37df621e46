import type { Readable } from 'node:stream';

/** What is known of a stored object without reading it. */
export interface ObjectInfo {
  key: string;
  size: number;
  contentType: string;
}

/** A byte range of an object, both ends included (HTTP `Range: bytes=start-end`). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where the bytes of images, voice notes and videos live (issue 12): on disk under
 * `DATA_DIR/objects` by default, in an S3 bucket when `S3_BUCKET` is set. Which objects exist
 * and who may read them is the database's business (the `objects` table); a store only keeps
 * bytes under keys. Every store passes the same contract suite (`object-store.contract.ts`).
 */
export interface ObjectStore {
  /** 'disk' or 's3': what `/api/health` reports. */
  readonly kind: 'disk' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object's bytes (a range of them when asked), or null when there is no such key. */
  get(key: string, range?: ByteRange): Promise<{ info: ObjectInfo; body: Readable } | null>;
  head(key: string): Promise<ObjectInfo | null>;
  /** Removes the key; a key that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Copies the bytes under a new key (a photo sent again from Recent). */
  copy(from: string, to: string): Promise<void>;
  /**
   * A short-lived URL a browser can PUT the bytes to directly (S3 presigned; on disk, a signed
   * URL of our own upload route), for large uploads (videos, issue 17).
   */
  uploadUrl(key: string, contentType: string, expiresInSeconds: number): Promise<string>;
  close?(): Promise<void>;
}
