import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Config } from '../kernel/config';
import { DiskStore } from './disk-store';
import type { ObjectStore } from './object-store';

/**
 * The store the configuration asks for: an S3 bucket when `S3_BUCKET` is set, otherwise files
 * under `DATA_DIR/objects`. A server whose database lives in memory (`DATA_DIR=:memory:`, the
 * tests) keeps its files in a fresh temporary folder, removed when it closes.
 */
export async function objectStoreOpen(
  config: Pick<Config, 'objects' | 'dataDir' | 'objectUrlSecret'>,
  onWarning: (err: unknown) => void = () => undefined,
): Promise<ObjectStore> {
  if (config.objects.kind === 's3') {
    // Loaded only when used: the AWS SDK is about 17 MB of memory a disk store never needs.
    const { S3Store } = await import('./s3-store');
    const store = new S3Store(config.objects);
    // Not fatal: the bucket may come up after the server. Uploads fail until it does.
    await store.check().catch(onWarning);
    return store;
  }
  if (config.dataDir === ':memory:') {
    const dir = await mkdtemp(join(tmpdir(), 'allo-objects-'));
    return DiskStore.open(dir, { secret: config.objectUrlSecret, removeOnClose: true });
  }
  return DiskStore.open(join(config.dataDir, 'objects'), { secret: config.objectUrlSecret });
}
