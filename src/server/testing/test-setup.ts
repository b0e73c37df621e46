import { exportTestDatabases, startTestDatabases } from './test-databases';

/**
 * vitest's global setup (both configs): one PostgreSQL and one migrated template for the whole
 * run, handed to the workers through the environment, and removed at the end.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const { databases, stop } = await startTestDatabases();
  exportTestDatabases(databases);
  return stop;
}
