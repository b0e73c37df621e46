import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, open, readFile, rename, rm, stat, unlink } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { objectKeyCheck } from './keys';
import type { ByteRange, ObjectInfo, ObjectStore } from './object-store';

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
  private readonly secret: Buffer;

  private constructor(
    root: string,
    secret: Buffer,
    private readonly removeOnClose: boolean,
  ) {
    this.root = resolve(root);
    this.secret = secret;
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
  private path(folder: 'data' | 'meta' | 'tmp', key?: string): string {
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
   * until `expires`; `uploadUrlCheck` verifies it. Several instances sharing a disk must share
   * the secret (OBJECT_URL_SECRET).
   */
  async uploadUrl(key: string, contentType: string, expiresInSeconds: number): Promise<string> {
    objectKeyCheck(key);
    const expires = Math.floor(Date.now() / 1000) + expiresInSeconds;
    const signature = this.sign(key, contentType, expires);
    const q = new URLSearchParams({ type: contentType, expires: String(expires), signature });
    return `/api/objects/upload/${key}?${q.toString()}`;
  }

  /** True when an upload URL's parts were signed by this store and have not expired. */
  uploadUrlCheck(key: string, contentType: string, expires: number, signature: string): boolean {
    if (!Number.isInteger(expires) || expires < Date.now() / 1000) return false;
    const expected = Buffer.from(this.sign(key, contentType, expires));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private sign(key: string, contentType: string, expires: number): string {
    return createHmac('sha256', this.secret)
      .update(`${key}\n${contentType}\n${expires}`)
      .digest('base64url');
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
