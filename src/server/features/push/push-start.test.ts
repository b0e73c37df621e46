import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushKey } from '../../../protocol';
import { testBackend, testLogin, testServer } from '../../testing/harness';
import { vapidKeysPath } from './vapid';

/** Issue 31: the VAPID keys are made on the first start under DATA_DIR and kept for every later one. */
describe('pushStart', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'allo-push-start-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('should give the key kept in DATA_DIR, the same after a restart', async () => {
    const backend = await testBackend({ dataDir });
    const keyOf = async () => {
      const server = await testServer(backend.config);
      try {
        const cookie = await testLogin(server.app, 'u-emma');
        const res = await server.app.inject({ url: '/api/push/key', headers: { cookie } });
        return res.json<PushKey>().publicKey;
      } finally {
        await server.close();
      }
    };
    try {
      const first = await keyOf();
      const kept = JSON.parse(await readFile(vapidKeysPath(dataDir), 'utf8')) as PushKey;
      expect(first).toBe(kept.publicKey);
      expect(await keyOf()).toBe(first);
    } finally {
      await backend.drop();
    }
  });
});
