import { once } from 'node:events';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import {
  copyFile,
  mkdir,
  open,
  readFile,
  readdir,
  rename,
  rm,
  stat,
  unlink,
  writeFile,
} from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { objectKeyCheck } from './keys';
import type { ByteRange, ObjectInfo, ObjectStore, StoredPart, UploadGrant } from './object-store';
import { StoreRefusal } from './object-store';
import type { UploadPermit } from './upload-signer';
import { UploadSigner, grantFields } from './upload-signer';

/** S3's smallest part but the last (5 MiB), which a disk upload keeps to as well. */
const MIN_PART_BYTES = 5 * 1024 * 1024;

/** The disk store's multipart upload ids: random UUIDs, so never a path. */
const UPLOAD_ID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A part's file: `<partNumber>-<md5 hex>`, so a listing needs no second file. */
const PART_FILE_RE = /^(\d{1,5})-([0-9a-f]{32})$/;

/** A Transform-free byte counter: throws once more than `max` bytes went through. */
async function* limited(body: Readable, max: number, hash?: ReturnType<typeof createHash>) {
  let total = 0;
  for await (const chunk of body) {
    const buf = chunk as Buffer;
    total += buf.length;
    if (total > max) throw new StoreRefusal('too_large');
    hash?.update(buf);
    yield buf;
  }
}

interface Meta {
  contentType: string;
}

/**
 * Objects as files under one folder: `data/<key>` holds the bytes and `meta/<key>` their content
 * type. Every write goes to `tmp/` first and is renamed into place, so a reader never sees half a
 * file and a crash leaves at most a stray file in `tmp/` (cleared at the next start). Keys are
 * checked (keys.ts) and the resolved path must stay inside the folder.
 */
export class DiskStore implements ObjectStore {
  readonly kind = 'disk';
  /** The folder it keeps everything in (tests look inside). */
  readonly root: string;
  /** Signs upload URLs; per process unless given (see uploadUrl). */
  private readonly signer: UploadSigner;

  private constructor(
    root: string,
    secret: Buffer,
    private readonly removeOnClose: boolean,
  ) {
    this.root = resolve(root);
    this.signer = new UploadSigner(secret);
  }

  /**
   * Opens (and creates) the store in `root`. `removeOnClose` is for a server whose database is
   * in memory: its objects go with it.
   */
  static async open(
    root: string,
    opts: { secret?: string; removeOnClose?: boolean } = {},
  ): Promise<DiskStore> {
    const secret = opts.secret ? Buffer.from(opts.secret) : randomBytes(32);
    const store = new DiskStore(root, secret, opts.removeOnClose ?? false);
    await rm(store.path('tmp'), { recursive: true, force: true });
    for (const dir of ['data', 'meta', 'tmp'] as const)
      await mkdir(store.path(dir), { recursive: true });
    return store;
  }

  /** The file of a key in one of the three folders; never outside the root. */
  private path(folder: 'data' | 'meta' | 'tmp' | 'parts', key?: string): string {
    const base = join(this.root, folder);
    if (key === undefined) return base;
    const full = resolve(base, objectKeyCheck(key));
    if (!full.startsWith(base + sep)) throw new Error(`Invalid object key: ${key}`);
    return full;
  }

  /** Writes a file whole or not at all: a temporary file, flushed, then renamed over. */
  private async writeAtomic(target: string, body: Buffer): Promise<void> {
    const tmp = join(this.path('tmp'), randomUUID());
    const file = await open(tmp, 'w');
    try {
      await file.writeFile(body);
      await file.sync();
    } finally {
      await file.close();
    }
    await mkdir(dirname(target), { recursive: true });
    await rename(tmp, target);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const meta: Meta = { contentType };
    // The type first: once the bytes are in place the object exists, and it has its type.
    await this.writeAtomic(this.path('meta', key), Buffer.from(JSON.stringify(meta)));
    await this.writeAtomic(this.path('data', key), body);
  }

  private async contentType(key: string): Promise<string> {
    try {
      const meta = JSON.parse(await readFile(this.path('meta', key), 'utf8')) as Meta;
      return meta.contentType;
    } catch {
      return 'application/octet-stream';
    }
  }

  async head(key: string): Promise<ObjectInfo | null> {
    const size = await fileSize(this.path('data', key));
    if (size === null) return null;
    return { key, size, contentType: await this.contentType(key) };
  }

  async get(key: string, range?: ByteRange) {
    const info = await this.head(key);
    if (!info) return null;
    const body = createReadStream(
      this.path('data', key),
      range ? { start: range.start, end: range.end } : {},
    );
    return { info, body };
  }

  async delete(key: string): Promise<void> {
    // The bytes first: without them the object is gone even if the type stays behind.
    await unlink(this.path('data', key)).catch(ignoreMissing);
    await unlink(this.path('meta', key)).catch(ignoreMissing);
  }

  async copy(from: string, to: string): Promise<void> {
    const source = this.path('data', from);
    if ((await fileSize(source)) === null) throw new Error(`No such object: ${from}`);
    const tmp = join(this.path('tmp'), randomUUID());
    await copyFile(source, tmp);
    await this.writeAtomic(
      this.path('meta', to),
      Buffer.from(JSON.stringify({ contentType: await this.contentType(from) })),
    );
    const target = this.path('data', to);
    await mkdir(dirname(target), { recursive: true });
    await rename(tmp, target);
  }

  /**
   * A signed path of our own upload route (`PUT /api/objects/upload/{key}`, issue 17), valid
   * until `expires`, and with a grant for one user and at most so many bytes; the route checks
   * it with `uploadPermit`. Several instances sharing a disk must share the secret
   * (OBJECT_URL_SECRET).
   */
  async uploadUrl(
    key: string,
    contentType: string,
    expiresInSeconds: number,
    grant?: UploadGrant,
  ): Promise<string> {
    objectKeyCheck(key);
    const expires = Math.floor(Date.now() / 1000) + expiresInSeconds;
    const fields = { type: contentType, expires: String(expires), ...grantFields(grant) };
    return this.signer.url(key, fields);
  }

  /** True when an upload URL's parts were signed by this store and have not expired. */
  uploadUrlCheck(
    key: string,
    contentType: string,
    expires: number,
    signature: string,
    grant?: UploadGrant,
  ): boolean {
    return this.signer.check(key, contentType, expires, signature, grant);
  }

  /**
   * What a signed upload URL's query allows `userId` to PUT under `key`: null when it was not
   * signed here, for this key, for this user; 'expired' when it was, but its time is past.
   */
  uploadPermit(
    key: string,
    query: Record<string, string | undefined>,
    userId: string,
  ): UploadPermit | 'expired' | null {
    return this.signer.permit(key, query, userId);
  }

  /**
   * Writes an object from a stream of at most `maxBytes` (the upload route's body): through
   * `tmp/`, so a body cut off or over the limit leaves nothing. Returns its size and ETag (its
   * MD5 in quotes, as S3 answers a PUT: Uppy reads it).
   */
  async putStream(
    key: string,
    body: Readable,
    contentType: string,
    maxBytes: number,
  ): Promise<{ size: number; etag: string }> {
    const target = this.path('data', key);
    const tmp = join(this.path('tmp'), randomUUID());
    const md5 = createHash('md5');
    const out = createWriteStream(tmp);
    try {
      await pipeline(limited(body, maxBytes, md5), out);
      const size = (await stat(tmp)).size;
      await this.writeAtomic(
        this.path('meta', key),
        Buffer.from(JSON.stringify({ contentType } satisfies Meta)),
      );
      await mkdir(dirname(target), { recursive: true });
      await rename(tmp, target);
      return { size, etag: `"${md5.digest('hex')}"` };
    } finally {
      // A body refused at once fails the pipeline while the file may still be opening: removed
      // before it exists, it would be created after and left in tmp/.
      if (!out.closed) await once(out, 'close').catch(() => undefined);
      await rm(tmp, { force: true });
    }
  }

  /** The folder of a multipart upload, after checking its id is one of ours and for `key`. */
  private async uploadDir(key: string, uploadId: string): Promise<string> {
    objectKeyCheck(key);
    if (!UPLOAD_ID_RE.test(uploadId)) throw new StoreRefusal('no_upload');
    const dir = join(this.path('parts'), uploadId);
    try {
      const meta = JSON.parse(await readFile(join(dir, 'upload.json'), 'utf8')) as { key: string };
      if (meta.key !== key) throw new StoreRefusal('no_upload');
    } catch (err) {
      if (err instanceof StoreRefusal) throw err;
      throw new StoreRefusal('no_upload');
    }
    return dir;
  }

  async multipartCreate(key: string, contentType: string): Promise<string> {
    objectKeyCheck(key);
    const uploadId = randomUUID();
    const dir = join(this.path('parts'), uploadId);
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'upload.json'), JSON.stringify({ key, contentType }));
    return uploadId;
  }

  async multipartPartUrl(
    key: string,
    uploadId: string,
    partNumber: number,
    expiresInSeconds: number,
    grant?: UploadGrant,
  ): Promise<string> {
    objectKeyCheck(key);
    const expires = Math.floor(Date.now() / 1000) + expiresInSeconds;
    const fields = {
      uploadId,
      partNumber: String(partNumber),
      expires: String(expires),
      ...grantFields(grant),
    };
    return this.signer.url(key, fields);
  }

  /**
   * Stores one part from a stream and returns its ETag (its MD5 in quotes, as S3's). The upload's
   * parts together hold at most `maxBytes`; a part sent again replaces the one before.
   */
  async multipartPartPut(
    key: string,
    uploadId: string,
    partNumber: number,
    body: Readable,
    maxBytes: number,
  ): Promise<string> {
    const dir = await this.uploadDir(key, uploadId);
    if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > 10_000)
      throw new StoreRefusal('bad_part');
    // The limit is the upload's, not the part's: the parts stored so far count against it.
    const others = (await this.multipartParts(key, uploadId))
      .filter((p) => p.PartNumber !== partNumber)
      .reduce((sum, p) => sum + p.Size, 0);
    const tmp = join(this.path('tmp'), randomUUID());
    const md5 = createHash('md5');
    try {
      await pipeline(limited(body, maxBytes - others, md5), createWriteStream(tmp));
      const digest = md5.digest('hex');
      const before = (await readdir(dir)).filter((n) => n.startsWith(`${partNumber}-`));
      await rename(tmp, join(dir, `${partNumber}-${digest}`));
      for (const name of before)
        if (name !== `${partNumber}-${digest}`) await rm(join(dir, name), { force: true });
      return `"${digest}"`;
    } finally {
      await rm(tmp, { force: true });
    }
  }

  async multipartParts(key: string, uploadId: string): Promise<StoredPart[]> {
    const dir = await this.uploadDir(key, uploadId);
    const parts: StoredPart[] = [];
    for (const name of await readdir(dir)) {
      const m = PART_FILE_RE.exec(name);
      if (!m) continue;
      const size = (await fileSize(join(dir, name))) ?? 0;
      parts.push({ PartNumber: Number(m[1]), ETag: `"${m[2]}"`, Size: size });
    }
    return parts.sort((a, b) => a.PartNumber - b.PartNumber);
  }

  async multipartComplete(
    key: string,
    uploadId: string,
    parts: readonly { PartNumber: number; ETag: string }[],
  ): Promise<void> {
    const dir = await this.uploadDir(key, uploadId);
    const meta = JSON.parse(await readFile(join(dir, 'upload.json'), 'utf8')) as Meta;
    const stored = new Map(
      (await this.multipartParts(key, uploadId)).map((p) => [p.PartNumber, p]),
    );
    if (parts.length === 0) throw new StoreRefusal('bad_part');
    const files: string[] = [];
    let previous = 0;
    for (const [i, part] of parts.entries()) {
      const have = stored.get(part.PartNumber);
      // S3 compares ETags without their quotes, and wants the parts in ascending order.
      if (!have || part.PartNumber <= previous) throw new StoreRefusal('bad_part');
      if (have.ETag.replaceAll('"', '') !== part.ETag.replaceAll('"', ''))
        throw new StoreRefusal('bad_part');
      if (i < parts.length - 1 && have.Size < MIN_PART_BYTES)
        throw new StoreRefusal('part_too_small');
      previous = part.PartNumber;
      files.push(join(dir, `${have.PartNumber}-${have.ETag.replaceAll('"', '')}`));
    }
    const tmp = join(this.path('tmp'), randomUUID());
    try {
      const out = createWriteStream(tmp);
      for (const file of files) await pipeline(createReadStream(file), out, { end: false });
      await new Promise<void>((done, fail) =>
        out.end((err?: Error | null) => (err ? fail(err) : done())),
      );
      await this.writeAtomic(this.path('meta', key), Buffer.from(JSON.stringify(meta)));
      const target = this.path('data', key);
      await mkdir(dirname(target), { recursive: true });
      await rename(tmp, target);
    } finally {
      await rm(tmp, { force: true });
    }
    await rm(dir, { recursive: true, force: true });
  }

  async multipartAbort(key: string, uploadId: string): Promise<void> {
    objectKeyCheck(key);
    if (!UPLOAD_ID_RE.test(uploadId)) return;
    await rm(join(this.path('parts'), uploadId), { recursive: true, force: true });
  }

  async close(): Promise<void> {
    if (this.removeOnClose) await rm(this.root, { recursive: true, force: true });
  }
}

async function fileSize(path: string): Promise<number | null> {
  try {
    const s = await stat(path);
    return s.isFile() ? s.size : null;
  } catch (err) {
    ignoreMissing(err);
    return null;
  }
}

function ignoreMissing(err: unknown): void {
  if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
}
