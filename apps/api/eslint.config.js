import { baseConfig } from '../../eslint.config.base.js';

export default baseConfig(
  import.meta.dirname,
  { ignores: ['scripts/*.mjs'] },
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
