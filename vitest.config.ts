import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { catalogs } from './scripts/vite-catalogs.ts';

/**
 * The two-instance suites (`realtime/cluster.test.ts` and every `*.cluster.test.ts`) and the fault
 * suites (src/server/faults: killed instances, Redis and PostgreSQL cut off) need a shared
 * PostgreSQL and Redis; they run when both are given.
 */
const clustered = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

export default defineConfig({
  // Component tests render with the real catalogs (src/web/i18n/testing.tsx).
  plugins: [catalogs(fileURLToPath(new URL('./src/web/locales', import.meta.url)))],
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    // One PostgreSQL and one migrated template for the run (src/server/testing/test-setup.ts).
    globalSetup: ['src/server/testing/test-setup.ts'],
    exclude: [
      ...configDefaults.exclude,
      ...(clustered
        ? []
        : [
            'src/server/realtime/cluster.test.ts',
            'src/**/*.cluster.test.ts',
            'src/server/faults/**',
          ]),
    ],
    // Integration suites each start their own database; two at a time fits two cores.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A poll waits for what a loaded machine may take seconds to show; vitest's own 1 s made
    // every check that waits on a page or a live event a coin toss on a busy CI runner.
    expect: { poll: { timeout: 10_000 } },
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/unit.json' },
  },
});
