import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Most tests wait on PostgreSQL: three workers keep two cores busy (177 s for the suite
    // against 251 s with two, on the 2-core CI machine).
    maxWorkers: 3,
    // Let Vitest transform the route files that @fastify/autoload imports.
    server: { deps: { inline: ['@fastify/autoload'] } },
  },
});
