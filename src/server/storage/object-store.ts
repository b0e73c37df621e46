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
  uploadUrl(
    key: string,
    contentType: string,
    expiresInSeconds: number,
    grant?: UploadGrant,
  ): Promise<string>;

  /**
   * Multipart uploads (issue 17, Uppy's S3 multipart mode): S3's own on S3; on disk, parts kept
   * under `parts/<uploadId>/` until `multipartComplete` joins them. `multipartCreate` returns the
   * store's upload id.
   */
  multipartCreate(key: string, contentType: string): Promise<string>;
  /** A URL a browser can PUT one part to (S3 presigned UploadPart; on disk, our signed route). */
  multipartPartUrl(
    key: string,
    uploadId: string,
    partNumber: number,
    expiresInSeconds: number,
    grant?: UploadGrant,
  ): Promise<string>;
  /** The parts stored so far, by part number (a resumed upload sends only the others). */
  multipartParts(key: string, uploadId: string): Promise<StoredPart[]>;
  /**
   * Joins the parts, in order, into the object: every part named must be there with its ETag,
   * and all but the last at least 5 MB (S3's rule). Throws a {@link StoreRefusal} otherwise.
   */
  multipartComplete(
    key: string,
    uploadId: string,
    parts: readonly { PartNumber: number; ETag: string }[],
  ): Promise<void>;
  /** Drops an upload and its parts; one that is not there is not an error. */
  multipartAbort(key: string, uploadId: string): Promise<void>;
  close?(): Promise<void>;
}

/**
 * Who an upload URL is for and how much it may carry. The disk store signs both into its URL and
 * its route checks them (the caller's session, the bytes as they stream); S3 signs `size` as the
 * PUT's Content-Length when it is known, and the server checks the rest when the upload is
 * finished.
 */
export interface UploadGrant {
  userId: string;
  maxBytes: number;
  /** The size the client declared, when it did. */
  size?: number;
}

/** A stored part of a multipart upload, in S3's field names (Uppy reads them as they are). */
export interface StoredPart {
  PartNumber: number;
  ETag: string;
  Size: number;
}

/** Why a store refused an upload's bytes: the caller turns it into the client's words. */
export type StoreRefusalCode = 'too_large' | 'no_upload' | 'bad_part' | 'part_too_small';

export class StoreRefusal extends Error {
  constructor(readonly code: StoreRefusalCode) {
    super(`Upload refused: ${code}`);
  }
}
