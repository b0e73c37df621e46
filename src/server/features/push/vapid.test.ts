import { mkdtemp, readFile, rm, stat, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpush from 'web-push';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vapidDetailsCreate, vapidKeysLoad, vapidKeysPath } from './vapid';

describe('vapidKeysLoad', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'allo-vapid-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('should make keys on the first start and read the same ones back later', async () => {
    const first = await vapidKeysLoad(dataDir);
    const again = await vapidKeysLoad(dataDir);
    expect(again).toEqual(first);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect(JSON.parse(await readFile(join(dataDir, 'push', 'vapid.json'), 'utf8'))).toEqual(first);
  });

  it('should keep the key file readable by its owner only', async () => {
    await vapidKeysLoad(dataDir);
    expect((await stat(vapidKeysPath(dataDir))).mode & 0o777).toBe(0o600);
    expect((await stat(join(dataDir, 'push'))).mode & 0o777).toBe(0o700);
  });

  it('should give every instance starting at once the same keys', async () => {
    const loaded = await Promise.all(Array.from({ length: 6 }, () => vapidKeysLoad(dataDir)));
    for (const keys of loaded) expect(keys).toEqual(loaded[0]);
  });

  it('should refuse a corrupt key file and leave it as it was', async () => {
    await mkdir(join(dataDir, 'push'));
    await writeFile(vapidKeysPath(dataDir), '{"publicKey": "BAD', { mode: 0o600 });
    await expect(vapidKeysLoad(dataDir)).rejects.toThrow(/unusable \(not JSON\).*Restore/);
    expect(await readFile(vapidKeysPath(dataDir), 'utf8')).toBe('{"publicKey": "BAD');
  });

  it('should refuse a public key that does not belong to the private key', async () => {
    const a = webpush.generateVAPIDKeys();
    const b = webpush.generateVAPIDKeys();
    await mkdir(join(dataDir, 'push'));
    await writeFile(
      vapidKeysPath(dataDir),
      JSON.stringify({ publicKey: a.publicKey, privateKey: b.privateKey }),
    );
    await expect(vapidKeysLoad(dataDir)).rejects.toThrow(/does not belong to privateKey/);
  });
});

describe('vapidDetailsCreate', () => {
  const keys = webpush.generateVAPIDKeys();

  it('should take a mailto: address or an https: URL as the subject', () => {
    expect(vapidDetailsCreate(keys, 'mailto:ops@allo.example').subject).toBe(
      'mailto:ops@allo.example',
    );
    expect(vapidDetailsCreate(keys, 'https://allo.example/contact')).toEqual({
      ...keys,
      subject: 'https://allo.example/contact',
    });
  });

  it('should refuse any other subject', () => {
    for (const subject of ['ops@allo.example', 'mailto:', 'http://allo.example', '', 'allo']) {
      expect(() => vapidDetailsCreate(keys, subject)).toThrow(/mailto: address or an https: URL/);
    }
  });
});
