import type { objectsFixture } from '../objects/fixture';

/** What the Image Playground's route suites share. */
export type Fixture = Awaited<ReturnType<typeof objectsFixture>>;
export type Who = 'emma' | 'sofia' | 'camille' | 'lukas';

export const generate = (f: Fixture, who: Who, body: Record<string, unknown>) =>
  f.inject(who, 'POST', '/api/generate-image', body);

/** What is stored of Emma's objects: rows and files. */
export const emmaStored = async (f: Fixture) => ({
  rows: (await f.rowsOf('u-emma')).length,
  files: (await f.storedFiles()).length,
});
