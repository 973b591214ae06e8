import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import { baseConfig } from '../../eslint.config.base.js';

/**
 * Which features each feature may import (docs/decisions/0023). The graph has no cycle: a lower
 * feature never learns of a higher one; what two features share goes down into the lower one or
 * into lib/ or components/. A feature missing here may import no other feature.
 */
export const FEATURE_DEPENDENCIES = {
  cart: [],
  catalog: ['cart'],
  contact: ['catalog'],
  orders: ['cart', 'catalog'],
  account: ['cart', 'orders'],
  admin: ['catalog', 'orders'],
  checkout: ['cart', 'catalog', 'orders'],
};

const shared = ['components', 'lib', 'config', 'assets'];
const toTypes = (types) => ({ to: { element: { types: types.length === 1 ? types[0] : types } } });

/** app → features → components, lib, config; tests may also use testing/. */
const architecture = {
  files: ['src/**/*.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { typescript: { project: import.meta.dirname } },
    'boundaries/elements': [
      { type: 'app', pattern: 'src/app' },
      { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
      { type: 'components', pattern: 'src/components' },
      { type: 'lib', pattern: 'src/lib' },
      { type: 'config', pattern: 'src/config' },
      { type: 'assets', pattern: 'src/assets' },
      { type: 'testing', pattern: 'src/testing' },
    ],
    'boundaries/files': [
      { category: 'entry', pattern: 'src/{main,entry-server}.tsx' },
      { category: 'test', pattern: '**/*.test.{ts,tsx}' },
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
            allow: toTypes(['app', 'feature', ...shared]),
          },
          { from: { element: { type: 'app' } }, allow: toTypes(['app', 'feature', ...shared]) },
          ...Object.entries(FEATURE_DEPENDENCIES).map(([feature, allowed]) => ({
            from: { element: { type: 'feature', captured: { feature } } },
            allow: {
              to: {
                element: {
                  type: 'feature',
                  captured: { feature: `{${[feature, ...allowed].join(',')}}` },
                },
              },
            },
          })),
          { from: { element: { type: 'feature' } }, allow: toTypes(shared) },
          { from: { element: { type: 'components' } }, allow: toTypes(shared) },
          { from: { element: { type: 'lib' } }, allow: toTypes(['lib', 'config']) },
          { from: { element: { type: 'config' } }, allow: toTypes(['config']) },
          // The test helpers render with the app's providers; only tests use them.
          { from: { element: { type: 'testing' } }, allow: toTypes(['testing', 'lib', 'config']) },
          {
            from: { file: { categories: 'test' } },
            allow: toTypes(['testing', 'components', 'feature', 'app']),
          },
        ],
      },
    ],
  },
};

/**
 * One component for the shop's links (docs/decisions/0019): AppLink is a plain anchor that the
 * document's listener routes, and it covers navigation state and active styles too.
 */
const oneLinkComponent = ['react-router-dom', 'react-router'].map((name) => ({
  name,
  importNames: ['Link', 'NavLink'],
  message: 'Use AppLink or AppNavLink from @/components/app-link (docs/decisions/0019).',
}));

export default baseConfig(
  import.meta.dirname,
  // The API's types are generated (scripts/api-types.mjs).
  { ignores: ['scripts/*.mjs', 'src/lib/api-schema.d.ts'] },
  { files: ['src/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  architecture,
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/toast.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            // sonner is loaded on first use by lib/toast.ts; a static import would put it in a
            // route's chunk (and over the route budget of scripts/check-bundle.mjs).
            {
              name: 'sonner',
              message: 'Use notify() from @/lib/toast, which loads sonner on first use.',
            },
            ...oneLinkComponent,
          ],
        },
      ],
    },
  },
  {
    // The link component itself is built on React Router's.
    files: ['src/components/app-link.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Specs take `test` from helpers.ts, whose fixture fails a test on any browser console error.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message: "Import test and expect from './helpers' (it fails on console errors).",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
);
