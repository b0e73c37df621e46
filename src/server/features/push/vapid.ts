import { createECDH, randomUUID } from 'node:crypto';
import { link, mkdir, open, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';

/** The server's VAPID key pair (RFC 8292), P-256, each base64url as web-push takes them. */
export interface VapidKeys {
  /** The uncompressed public point (65 bytes): the client subscribes with it. */
  publicKey: string;
  /** The private scalar (32 bytes). */
  privateKey: string;
}

/** What every push is signed with: the keys and who runs this server (the JWT's `sub`). */
export interface VapidDetails extends VapidKeys {
  subject: string;
}

const keysFileSchema = z.object({
  publicKey: z.string().regex(/^[A-Za-z0-9_-]+$/),
  privateKey: z.string().regex(/^[A-Za-z0-9_-]+$/),
});

/** The file's path under the data directory. */
export function vapidKeysPath(dataDir: string): string {
  return join(dataDir, 'push', 'vapid.json');
}

/**
 * The server's VAPID keys: made on the first start and kept in `<dataDir>/push/vapid.json`
 * (mode 0600, its folder 0700), read back on every later start.
 *
 * A file that exists but cannot be read as a matching key pair throws rather than being
 * replaced: every browser subscribed with the public key, and a push service refuses a push
 * signed by any other (RFC 8292 §4.2), so new keys would silently end notifications for every
 * user until each subscribes again. Restoring the file is the fix; deleting it is a choice
 * the operator makes knowing that.
 */
export async function vapidKeysLoad(dataDir: string): Promise<VapidKeys> {
  const file = vapidKeysPath(dataDir);
  const stored = await vapidKeysRead(file);
  if (stored) return stored;
  const dir = join(dataDir, 'push');
  await mkdir(dir, { recursive: true, mode: 0o700 });
  // Written whole to a file of its own, then linked into place: a crash leaves no half-written
  // key file, and link fails when another instance sharing the folder got there first, whose
  // keys are then the ones read back.
  const temp = join(dir, `vapid.json.${randomUUID()}.tmp`);
  const handle = await open(temp, 'wx', 0o600);
  try {
    await handle.writeFile(`${JSON.stringify(webpush.generateVAPIDKeys(), null, 2)}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await link(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(temp);
  }
  await directorySync(dir);
  const made = await vapidKeysRead(file);
  if (!made) throw new Error(`VAPID keys: ${file} vanished right after it was written`);
  return made;
}

/** The keys in the file, null when there is no file; throws when there is one but it is bad. */
async function vapidKeysRead(file: string): Promise<VapidKeys | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const problem = vapidKeysProblem(text);
  if (problem) {
    throw new Error(
      `VAPID keys in ${file} are unusable (${problem}). Restore the file from a backup. ` +
        'Deleting it makes new keys, and every browser subscribed with the old public key then ' +
        'gets no notification until it subscribes again.',
    );
  }
  return keysFileSchema.parse(JSON.parse(text));
}

/** What is wrong with a key file's text, or null when it holds a matching P-256 key pair. */
function vapidKeysProblem(text: string): string | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return 'not JSON';
  }
  const parsed = keysFileSchema.safeParse(json);
  if (!parsed.success) return 'publicKey and privateKey must be base64url text';
  const publicKey = Buffer.from(parsed.data.publicKey, 'base64url');
  const privateKey = Buffer.from(parsed.data.privateKey, 'base64url');
  if (publicKey.length !== 65 || publicKey[0] !== 0x04) return 'publicKey is not a P-256 point';
  if (privateKey.length !== 32) return 'privateKey is not 32 bytes';
  const ecdh = createECDH('prime256v1');
  try {
    ecdh.setPrivateKey(privateKey);
  } catch {
    return 'privateKey is not a P-256 key';
  }
  if (!ecdh.getPublicKey().equals(publicKey)) return 'publicKey does not belong to privateKey';
  return null;
}

/** Makes a new entry in a folder survive a power cut (the entry is the folder's data). */
async function directorySync(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * The keys with the subject push services may contact the operator at: a `mailto:` address or
 * an `https:` URL (RFC 8292 §2.1). Apple's service refuses a push without one, and one at
 * `localhost` too (web-push issue 947), so a deployment names a real address.
 */
export function vapidDetailsCreate(keys: VapidKeys, subject: string): VapidDetails {
  let url: URL | null = null;
  try {
    url = new URL(subject);
  } catch {
    // Reported below with the rest.
  }
  const valid =
    (url?.protocol === 'mailto:' && /^[^@\s]+@[^@\s]+$/.test(url.pathname)) ||
    (url?.protocol === 'https:' && url.hostname !== '');
  if (!valid) {
    throw new Error(`VAPID subject must be a mailto: address or an https: URL, not '${subject}'`);
  }
  return { ...keys, subject };
}
