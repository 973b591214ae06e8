import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHints, precompress, treeShakeableReactRouter } from './build-plugins';
import { compiledMessages } from './messages-plugin';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

// React Router's package exports point at its development build only, which keeps its development
// warnings (ENABLE_DEV_WARNINGS = true); the browser bundle takes the production build beside it.
const reactRouterDir = path.dirname(
  createRequire(createRequire(import.meta.url).resolve('react-router-dom')).resolve(
    'react-router/package.json',
  ),
);
const reactRouterProduction = [
  { find: /^react-router$/, replacement: path.join(reactRouterDir, 'dist/production/index.mjs') },
  {
    find: /^react-router\/dom$/,
    replacement: path.join(reactRouterDir, 'dist/production/dom-export.mjs'),
  },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    compiledMessages(fileURLToPath(new URL('./src/i18n/messages', import.meta.url))),
    ...(command === 'build' && !isSsrBuild
      ? [treeShakeableReactRouter(), compileHints(), precompress()]
      : []),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' && !isSsrBuild ? reactRouterProduction : []),
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/uploads': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: { port: 4173 },
  build: isSsrBuild
    ? {
        // dist/server/entry-server.js, imported by the API's web plugin (see docs/decisions/0014).
        outDir: 'dist/server',
        sourcemap: false,
        target: 'node20',
        copyPublicDir: false,
      }
    : {
        // scripts/check-bundle.mjs reads the manifest to measure the initial and per-route chunks.
        manifest: true,
        // One stylesheet for every page (about 9 kB brotli): a server-rendered page must be styled
        // when it first paints, before its route's JavaScript arrives (docs/decisions/0014).
        cssCodeSplit: false,
        sourcemap: false,
        target: 'es2022',
        // Every browser the shop supports knows <link rel="modulepreload">.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            codeSplitting: {
              // Everything the first render needs in one file, so the browser fetches it in one
              // request and nothing waits on a chain of imports.
              groups: [{ name: 'app', tags: ['$initial'] }],
            },
          },
        },
      },
}));
