import { defineConfig } from 'vitest/config';

// Three projects: fast unit tests (domain rules, services, components), API tests that start the
// server on a fresh database and talk HTTP to it (TEST_DATABASE_URL runs them on PostgreSQL), and
// checks of the build's output, which `npm test` runs after its build stages.
export default defineConfig({
  test: {
    projects: [
      {
        extends: './vite.config.ts',
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'push-server/**/*.test.ts', 'sw/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.api.test.ts', '**/*.build.test.ts', 'node_modules/**'],
          environment: 'node',
          // Files share one worker, jsdom window and module graph: a fresh worker per file cost most of
          // the stage's time. A good neighbour restores what it changes (stubs, timers, spies, stores,
          // storage) in afterEach/afterAll; src/testing/unit-file-setup.ts resets the shared rest.
          isolate: false,
          setupFiles: ['src/testing/unit-file-setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['server/**/*.api.test.ts', 'push-server/**/*.api.test.ts'],
          globalSetup: ['server/testing/api-databases.setup.ts'],
          setupFiles: ['server/testing/api-file-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          // A file's beforeAll starts a database and often seeds the demo data: on a loaded 2-core
          // machine that alone has taken over a minute.
          hookTimeout: 180_000,
          // Each file owns one database; two files per core keeps PGlite's start-up affordable.
          maxWorkers: 2,
          // One module graph per worker, not per file (server/testing/api-file-setup.ts).
          isolate: false,
        },
      },
      {
        test: {
          name: 'build',
          include: ['scripts/**/*.build.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
