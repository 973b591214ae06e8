import { baseConfig } from '../../eslint.config.base.js';

export default baseConfig(
  import.meta.dirname,
  { ignores: ['scripts/*.mjs'] },
  {
    // sonner is loaded on first use by lib/toast.ts; a static import would put it in a route's
    // chunk (and over the route budget of scripts/check-bundle.mjs).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/toast.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'sonner',
              message: 'Use notify() from @/lib/toast, which loads sonner on first use.',
            },
          ],
        },
      ],
    },
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
