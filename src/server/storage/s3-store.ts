import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListPartsCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { objectKeyCheck } from './keys';
import type {
  ByteRange,
  ObjectInfo,
  ObjectStore,
  StoreRefusalCode,
  StoredPart,
  UploadGrant,
} from './object-store';
import { StoreRefusal } from './object-store';

/** S3's refusals of a multipart call, in the store's words. */
const S3_REFUSALS: Record<string, StoreRefusalCode> = {
  NoSuchUpload: 'no_upload',
  InvalidPart: 'bad_part',
  InvalidPartOrder: 'bad_part',
  EntityTooSmall: 'part_too_small',
  EntityTooLarge: 'too_large',
};

function s3Refusal(err: unknown): unknown {
  const code = err instanceof S3ServiceException ? S3_REFUSALS[err.name] : undefined;
  return code ? new StoreRefusal(code) : err;
}

export interface S3Settings {
  /** An S3-compatible server (MinIO, s3rver…); AWS itself when unset. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** The SDK's own credential chain (environment, profile, instance role) when unset. */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
}

/** A missing key or bucket, which S3 reports with a 404 (HEAD has no body, so no error code). */
function isMissing(err: unknown): boolean {
  return (
    err instanceof S3ServiceException &&
    (err.$metadata.httpStatusCode === 404 || err.name === 'NoSuchKey' || err.name === 'NotFound')
  );
}

/** A key the server never writes: every key it makes starts with the object's kind. */
const CHECK_KEY = '_bucket-check';

/** `bytes 0-9/100` -> 100. */
function totalOf(contentRange: string | undefined): number | null {
  const m = contentRange ? /\/(\d+)$/.exec(contentRange) : null;
  return m ? Number(m[1]) : null;
}

/**
 * Objects in an S3 bucket (`S3_BUCKET`), on AWS or any S3-compatible server (`S3_ENDPOINT`).
 * Path-style addresses, because S3-compatible servers rarely have a DNS name per bucket; checksums
 * only where the operation requires one, because the SDK otherwise signs presigned PUTs with the
 * checksum of an empty body and S3-compatible servers refuse them (NOTES.md).
 */
export class S3Store implements ObjectStore {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(settings.accessKeyId && settings.secretAccessKey
        ? {
            credentials: {
              accessKeyId: settings.accessKeyId,
              secretAccessKey: settings.secretAccessKey,
            },
          }
        : {}),
    });
  }

  /**
   * Throws unless the bucket answers: a server starting without it should say so at once. It
   * reads a key that is never written and expects NoSuchKey (a missing bucket says NoSuchBucket):
   * bucket-level requests (HeadBucket, listing) are signed by the SDK with a trailing '/' that
   * s3rver leaves out of its own signature, so it refuses them.
   */
  async check(): Promise<void> {
    try {
      await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: CHECK_KEY }));
    } catch (err) {
      if (err instanceof S3ServiceException && err.name === 'NoSuchKey') return;
      throw err;
    }
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: objectKeyCheck(key),
        Body: body,
        ContentType: contentType,
        ContentLength: body.length,
      }),
    );
  }

  async head(key: string): Promise<ObjectInfo | null> {
    try {
      const out = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: objectKeyCheck(key) }),
      );
      return {
        key,
        size: out.ContentLength ?? 0,
        contentType: out.ContentType ?? 'application/octet-stream',
      };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async get(key: string, range?: ByteRange) {
    try {
      const out = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: objectKeyCheck(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      // A range answer's length is the range's; the object's size is after the slash.
      const size = (range ? totalOf(out.ContentRange) : null) ?? out.ContentLength ?? 0;
      return {
        info: { key, size, contentType: out.ContentType ?? 'application/octet-stream' },
        // In Node the SDK's body is the HTTP response stream.
        body: out.Body as Readable,
      };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers a delete of a missing key with success: nothing to ignore.
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.bucket, Key: objectKeyCheck(key) }),
    );
  }

  async copy(from: string, to: string): Promise<void> {
    await this.client.send(
      new CopyObjectCommand({
        Bucket: this.bucket,
        Key: objectKeyCheck(to),
        // Keys are plain (keys.ts), so nothing in them needs encoding.
        CopySource: `${this.bucket}/${objectKeyCheck(from)}`,
      }),
    );
  }

  /**
   * A presigned PUT. The content type is signed only when given (the spec's client asks for a URL
   * with no payload, then PUTs with the file's own type), the length only when declared.
   */
  async uploadUrl(
    key: string,
    contentType: string,
    expiresInSeconds: number,
    grant?: UploadGrant,
  ): Promise<string> {
    return getSignedUrl(
      this.client,
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: objectKeyCheck(key),
        ContentType: contentType || undefined,
        ContentLength: grant?.size,
      }),
      { expiresIn: expiresInSeconds },
    );
  }

  async multipartCreate(key: string, contentType: string): Promise<string> {
    const out = await this.client.send(
      new CreateMultipartUploadCommand({
        Bucket: this.bucket,
        Key: objectKeyCheck(key),
        ContentType: contentType || undefined,
      }),
    );
    if (!out.UploadId) throw new Error('S3 gave no UploadId');
    return out.UploadId;
  }

  async multipartPartUrl(
    key: string,
    uploadId: string,
    partNumber: number,
    expiresInSeconds: number,
  ): Promise<string> {
    return getSignedUrl(
      this.client,
      new UploadPartCommand({
        Bucket: this.bucket,
        Key: objectKeyCheck(key),
        UploadId: uploadId,
        PartNumber: partNumber,
      }),
      { expiresIn: expiresInSeconds },
    );
  }

  async multipartParts(key: string, uploadId: string): Promise<StoredPart[]> {
    const parts: StoredPart[] = [];
    let marker: string | undefined;
    try {
      do {
        const out = await this.client.send(
          new ListPartsCommand({
            Bucket: this.bucket,
            Key: objectKeyCheck(key),
            UploadId: uploadId,
            PartNumberMarker: marker,
          }),
        );
        for (const p of out.Parts ?? [])
          parts.push({ PartNumber: p.PartNumber ?? 0, ETag: p.ETag ?? '', Size: p.Size ?? 0 });
        marker = out.IsTruncated ? out.NextPartNumberMarker : undefined;
      } while (marker);
    } catch (err) {
      throw s3Refusal(err);
    }
    return parts;
  }

  async multipartComplete(
    key: string,
    uploadId: string,
    parts: readonly { PartNumber: number; ETag: string }[],
  ): Promise<void> {
    try {
      await this.client.send(
        new CompleteMultipartUploadCommand({
          Bucket: this.bucket,
          Key: objectKeyCheck(key),
          UploadId: uploadId,
          MultipartUpload: {
            Parts: parts.map((p) => ({ PartNumber: p.PartNumber, ETag: p.ETag })),
          },
        }),
      );
    } catch (err) {
      throw s3Refusal(err);
    }
  }

  async multipartAbort(key: string, uploadId: string): Promise<void> {
    try {
      await this.client.send(
        new AbortMultipartUploadCommand({
          Bucket: this.bucket,
          Key: objectKeyCheck(key),
          UploadId: uploadId,
        }),
      );
    } catch (err) {
      // Gone already is what an abort wants.
      if (s3Refusal(err) instanceof StoreRefusal) return;
      throw err;
    }
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
