import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { ObjectStoreConfig } from '../kernel/config';

/** s3rver's one account (lib/models/account.js). */
const S3RVER_KEY = 'S3RVER';

export interface TestS3 {
  /** Settings for an S3 store on this server's bucket. */
  config: Extract<ObjectStoreConfig, { kind: 's3' }>;
  /** The folder s3rver keeps its buckets in: tests look there to see what is really stored. */
  directory: string;
  /** Takes the endpoint away (an outage) and brings it back on the same port with its files. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real S3 endpoint for tests: @20minutes/s3rver 4.0.3 (5.x needs Node 24), which checks
 * request signatures and presigned URLs' expiry, on a free port with its files in a temporary
 * folder, and one empty bucket.
 */
export async function testS3(bucket = 'allo-test'): Promise<TestS3> {
  const directory = await mkdtemp(join(tmpdir(), 'allo-s3rver-'));
  const open = async (port: number) => {
    const server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket }],
    });
    return { server, port: (await server.run()).port };
  };
  let running: Awaited<ReturnType<typeof open>> | null = await open(0);
  const port = running.port;
  return {
    config: {
      kind: 's3',
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      accessKeyId: S3RVER_KEY,
      secretAccessKey: S3RVER_KEY,
    },
    directory,
    async stop() {
      await running?.server.close();
      running = null;
    },
    async start() {
      if (!running) running = await open(port);
    },
    async close() {
      await running?.server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
