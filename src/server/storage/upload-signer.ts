import { createHmac, timingSafeEqual } from 'node:crypto';
import type { UploadGrant } from './object-store';

/** What a signed upload URL of the disk store allows, once its signature checks out. */
export type UploadPermit =
  | { kind: 'object'; contentType: string; maxBytes: number }
  | { kind: 'part'; uploadId: string; partNumber: number; maxBytes: number };

/** Where each signed field goes in the signature: the first URLs' two fields keep their place. */
const SIGN_ORDER = ['type', 'uploadId', 'partNumber', 'expires', 'user', 'max'];
const signOrder = (name: string) => SIGN_ORDER.indexOf(name);

/** A grant's fields in a signed URL: the user it is for and its byte limit. */
export function grantFields(grant: UploadGrant | undefined): Record<string, string> {
  return grant ? { user: grant.userId, max: String(grant.maxBytes) } : {};
}

/**
 * The disk store's signed upload URLs (`PUT /api/objects/upload/{key}`, issue 17): an HMAC with
 * the store's secret over the key and the URL's fields, checked again when the upload arrives.
 */
export class UploadSigner {
  constructor(private readonly secret: Buffer) {}

  /** The upload route's path for `key`, with `fields` and their signature in its query. */
  url(key: string, fields: Record<string, string>): string {
    const signature = this.sign(key, fields);
    return `/api/objects/upload/${key}?${new URLSearchParams({ ...fields, signature }).toString()}`;
  }

  /** True when an upload URL's parts were signed with this secret and have not expired. */
  check(
    key: string,
    contentType: string,
    expires: number,
    signature: string,
    grant?: UploadGrant,
  ): boolean {
    if (!Number.isInteger(expires) || expires < Date.now() / 1000) return false;
    const fields = { type: contentType, expires: String(expires), ...grantFields(grant) };
    return this.signatureMatches(this.sign(key, fields), signature);
  }

  /**
   * What a signed upload URL's query allows `userId` to PUT under `key`: null when it was not
   * signed here, for this key, for this user; 'expired' when it was, but its time is past.
   */
  permit(
    key: string,
    query: Record<string, string | undefined>,
    userId: string,
  ): UploadPermit | 'expired' | null {
    const { signature, expires, max, type, uploadId, partNumber } = query;
    if (!signature || !expires || !max) return null;
    const fields: Record<string, string> =
      uploadId !== undefined
        ? { uploadId, partNumber: partNumber ?? '', expires, user: userId, max }
        : { type: type ?? '', expires, user: userId, max };
    if (!this.signatureMatches(this.sign(key, fields), signature)) return null;
    if (Number(expires) < Date.now() / 1000) return 'expired';
    const maxBytes = Number(max);
    return uploadId !== undefined
      ? { kind: 'part', uploadId, partNumber: Number(partNumber), maxBytes }
      : { kind: 'object', contentType: type ?? '', maxBytes };
  }

  private signatureMatches(expected: string, signature: string): boolean {
    const a = Buffer.from(expected);
    const b = Buffer.from(signature);
    return a.length === b.length && timingSafeEqual(a, b);
  }

  /** HMAC over the key and the URL's fields, in a fixed order. */
  private sign(key: string, fields: Record<string, string>): string {
    const h = createHmac('sha256', this.secret).update(key);
    // The two-field form of the first upload URLs (type, expires) signs as it always did.
    for (const name of Object.keys(fields).sort((a, b) => signOrder(a) - signOrder(b)))
      h.update(`\n${fields[name]}`);
    return h.digest('base64url');
  }
}
