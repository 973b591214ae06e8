import { baseConfig } from '../../eslint.config.base.js';

// Hand-written SQL is a Prisma.sql template run through Sql (src/db/sql.ts, ADR 0022); only the
// data layer itself (src/db) talks to Prisma's raw query methods.
const rawQueryMethods = ['$queryRaw', '$executeRaw', '$queryRawUnsafe', '$executeRawUnsafe'].map(
  (property) => ({
    property,
    message:
      'Run a Prisma.sql template through Sql (src/db/sql.ts): pool, transaction or prismaSql(tx).',
  }),
);

export default baseConfig(
  import.meta.dirname,
  { ignores: ['scripts/*.mjs'] },
  {
    files: ['src/**/*.ts'],
    ignores: ['src/db/**'],
    rules: { 'no-restricted-properties': ['error', ...rawQueryMethods] },
  },
  {
    // The domain is plain functions over the database: routes and plugins speak HTTP for it.
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['fastify', 'fastify-*', '@fastify/*'],
              message:
                'The domain knows no Fastify types: take plain data (see lib/logger.ts, UploadedFile in domain/files/images.ts) and let the route adapt.',
            },
          ],
        },
      ],
    },
  },
);
