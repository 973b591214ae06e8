import { defineConfig } from 'vitest/config';
import LongFilesFirst from './test/long-files-first.ts';

/** Files that change what a module is for the rest of their worker (password-hash unmocks bcrypt). */
const NEED_OWN_MODULES = ['test/password-hash.test.ts'];

export default defineConfig({
  test: {
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Most tests wait on PostgreSQL: three workers keep two cores busy (177 s for the suite
    // against 251 s with two, on the 2-core CI machine).
    maxWorkers: 3,
    sequence: { sequencer: LongFilesFirst },
    // Let Vitest transform the route files that @fastify/autoload imports.
    server: { deps: { inline: ['@fastify/autoload'] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          exclude: NEED_OWN_MODULES,
          // A worker keeps its imported modules from one test file to the next instead of
          // importing the whole app again for each (ADR 28): every file builds its own app on its
          // own database, and the few module-level caches are keyed by the database client.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'api-own-modules', include: NEED_OWN_MODULES } },
    ],
  },
});
