import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    // One PostgreSQL and one migrated template for the run (src/server/testing/test-setup.ts).
    globalSetup: ['src/server/testing/test-setup.ts'],
    // Browsers are heavy on two cores: one spec file at a time.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A poll waits for what a loaded machine may take seconds to show; vitest's own 1 s made
    // every check that waits on a page or a live event a coin toss on a busy CI runner.
    expect: { poll: { timeout: 10_000 } },
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/e2e.json' },
  },
});
