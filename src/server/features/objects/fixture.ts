import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { ObjectUpload } from '../../../protocol';
import { objects } from '../../db/schema';
import type { Config } from '../../kernel/config';
import type { DiskStore } from '../../storage/disk-store';
import type { ChatWho } from '../../testing/chat-fixture';
import { chatFixture } from '../../testing/chat-fixture';
import type { TestS3 } from '../../testing/s3-server';
import { testS3 } from '../../testing/s3-server';

/** The two stores every objects suite runs on. */
export const STORES = ['disk', 's3'] as const;
export type StoreName = (typeof STORES)[number];

/** Every file under a folder, recursively. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/**
 * A chat fixture whose server keeps objects on `store` (S3: a fresh s3rver), with what the
 * objects suites need: uploads as each person, and a count of what is really stored, rows and
 * bytes, read from the database and from the store's own files (not through the server).
 * `overrides` change the server's config further (the image generator, say).
 */
export async function objectsFixture(
  store: StoreName,
  groupName: string,
  overrides: Partial<Config> = {},
) {
  let s3: TestS3 | undefined;
  if (store === 's3') s3 = await testS3();
  const f = await chatFixture(groupName, { ...(s3 ? { objects: s3.config } : {}), ...overrides });
  const upload = (
    who: ChatWho,
    bytes: Buffer,
    opts: { kind?: string; type?: string; name?: string } = {},
  ) =>
    f.inject(who, 'POST', `/api/objects?kind=${opts.kind ?? 'image'}`, bytes, {
      'content-type': opts.type ?? 'application/octet-stream',
      ...(opts.name !== undefined ? { 'x-file-name': opts.name } : {}),
    });
  const uploaded = async (who: ChatWho, bytes: Buffer, kind = 'image'): Promise<ObjectUpload> => {
    const res = await upload(who, bytes, { kind });
    if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  /** Files holding object bytes in the store (thumbnails included). */
  const storedFiles = async (): Promise<string[]> => {
    if (s3) {
      const all = await filesUnder(join(s3.directory, s3.config.bucket));
      return all.filter((p) => p.endsWith('._S3rver_object'));
    }
    const disk = f.s.app.ctx.objects as DiskStore;
    return filesUnder(join(disk.root, 'data'));
  };
  const rowsOf = (ownerId: string) =>
    f.s.app.ctx.db.select().from(objects).where(eq(objects.ownerId, ownerId));
  const rowOf = async (ref: string) =>
    (await f.s.app.ctx.db.select().from(objects).where(eq(objects.id, ref)))[0];
  return {
    ...f,
    s3,
    upload,
    uploaded,
    storedFiles,
    rowsOf,
    rowOf,
    async close() {
      await f.phonesClose();
      await f.s.close();
      await s3?.close();
    },
  };
}

/** A photo as phones take them: EXIF with a GPS position, turned 90° by its Orientation tag. */
export async function jpegWithGps(width = 300, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#4a90d9' } })
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Camera' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1', GPSLongitudeRef: 'E' },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

export const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 4, background: '#e94f37' } })
    .png()
    .toBuffer();

/**
 * A decompression bomb: a small valid PNG whose header is rewritten to declare 30000x30000
 * (900 million pixels, 3.6 GB decoded), with the header's checksum made right again.
 */
export async function pngBomb(): Promise<Buffer> {
  const bytes = Buffer.from(await png(8, 8));
  // Signature (8), then the IHDR chunk: length (4), 'IHDR' (4), width (4), height (4)…
  bytes.writeUInt32BE(30000, 16);
  bytes.writeUInt32BE(30000, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}

/** The start of a WebM voice note (EBML header, DocType "webm") and `size` bytes of "audio". */
export function webmVoice(size = 50_000): Buffer {
  const header = Buffer.from([
    0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81,
    0x04, 0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d,
  ]);
  const body = Buffer.alloc(size);
  for (let i = 0; i < size; i++) body[i] = (i * 7919) % 256;
  return Buffer.concat([header, body]);
}

/** Reads the EXIF block of a stored picture, if any, and its size. */
export async function pictureInfo(bytes: Buffer) {
  const m = await sharp(bytes).metadata();
  return {
    format: m.format,
    width: m.width,
    height: m.height,
    exif: m.exif,
    orientation: m.orientation,
  };
}
