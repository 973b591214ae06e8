import boundaries from 'eslint-plugin-boundaries';
import { baseConfig } from '../../eslint.config.base.js';

/**
 * Which subjects of src/domain each subject may import (docs/decisions/0035). The graph has no
 * cycle and is listed in an order where each subject imports only subjects above it: a lower
 * subject never learns of a higher one, and no subject imports admin. A subject missing here may
 * import no other subject.
 */
export const SUBJECT_DEPENDENCIES = {
  email: [],
  files: [],
  settings: [],
  delivery: [],
  'cash-receipts': [],
  'payment-gateway': ['email'],
  cart: ['settings'],
  accounts: ['cart', 'email'],
  promos: ['cart'],
  catalogue: ['files'],
  contact: ['email'],
  'stock-alerts': ['accounts', 'email'],
  housekeeping: ['catalogue', 'files'],
  orders: [
    'accounts',
    'cart',
    'cash-receipts',
    'delivery',
    'email',
    'files',
    'payment-gateway',
    'promos',
    'settings',
  ],
  payments: ['cash-receipts', 'email', 'files', 'orders', 'payment-gateway'],
  admin: ['payments'],
};

// The data layer and plain helpers at the bottom: the database, its generated client, the
// configuration and lib (which uses the pool and the transaction helper, as they use its errors).
const bottom = ['lib', 'db', 'generated', 'config'];
const domain = ['subject', 'domain-shared'];
const above = ['routes', 'plugins', 'http', 'seed'];
// Files in no folder of their own, told apart by file category rather than element type.
const fileCategories = new Set(['entry', 'config', 'domain-shared']);
const allowTo = (kinds) => {
  const types = kinds.filter((kind) => !fileCategories.has(kind));
  const categories = kinds.filter((kind) => fileCategories.has(kind));
  return {
    to: [{ element: { types } }, ...(categories.length ? [{ file: { categories } }] : [])],
  };
};

/**
 * app.ts and server.ts → routes, plugins → http (the Fastify adapters both share) → domain → lib,
 * db. Nothing imports back up: the domain never reaches routes, plugins or http, and lib and db
 * never reach the domain (only the seed, a script, builds its data through the domain).
 */
const architecture = {
  files: ['src/**/*.ts'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { typescript: { project: import.meta.dirname } },
    'boundaries/elements': [
      { type: 'subject', pattern: 'src/domain/*', capture: ['subject'] },
      { type: 'seed', pattern: 'src/db/seed' },
      { type: 'db', pattern: 'src/db' },
      { type: 'generated', pattern: 'src/generated' },
      { type: 'lib', pattern: 'src/lib' },
      { type: 'http', pattern: 'src/http' },
      { type: 'routes', pattern: 'src/routes' },
      { type: 'plugins', pattern: 'src/plugins' },
    ],
    'boundaries/files': [
      { category: 'entry', pattern: 'src/{app,server}.ts' },
      { category: 'config', pattern: 'src/config.ts' },
      { category: 'domain-shared', pattern: 'src/domain/*.ts' },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        policies: [
          {
            from: { file: { categories: 'entry' } },
            allow: allowTo(['entry', ...above, ...domain, ...bottom]),
          },
          {
            from: { element: { types: ['routes', 'plugins'] } },
            allow: allowTo(['routes', 'plugins', 'http', ...domain, ...bottom]),
          },
          { from: { element: { type: 'http' } }, allow: allowTo(['http', ...domain, ...bottom]) },
          { from: { element: { type: 'seed' } }, allow: allowTo(['seed', ...domain, ...bottom]) },
          ...Object.entries(SUBJECT_DEPENDENCIES).map(([subject, allowed]) => ({
            from: { element: { type: 'subject', captured: { subject } } },
            allow: {
              to: {
                element: {
                  type: 'subject',
                  captured: { subject: `{${[subject, ...allowed].join(',')}}` },
                },
              },
            },
          })),
          { from: { element: { type: 'subject' } }, allow: allowTo(['domain-shared', ...bottom]) },
          { from: { file: { categories: 'domain-shared' } }, allow: allowTo(bottom) },
          { from: { element: { types: bottom } }, allow: allowTo(bottom) },
          { from: { file: { categories: 'config' } }, allow: allowTo(bottom) },
        ],
      },
    ],
  },
};

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
  architecture,
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
