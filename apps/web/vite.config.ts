import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import MagicString from 'magic-string';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

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

/**
 * React Router ships one module for everything it exports, and a few top-level statements in it keep
 * exports the shop never uses (its <Form>, fetcher forms, the history router) in the first-load
 * file: `X.displayName = "..."` assignments, and `React.forwardRef(...)` calls that the bundler
 * cannot know to be pure. The browser build drops the first and marks the second, so tree-shaking
 * removes what nothing imports (about 1 kB of brotli).
 */
function treeShakeableReactRouter(): Plugin {
  return {
    name: 'tree-shakeable-react-router',
    transform(code, id) {
      if (!/react-router\/dist\/production\/chunk-[^/]+\.mjs$/.test(id)) return null;
      const edited = new MagicString(code);
      for (const match of code.matchAll(/^[\w$]+\.displayName = "[^"\n]*";$/gm))
        edited.remove(match.index, match.index + match[0].length);
      for (const match of code.matchAll(/= (React\d*\.forwardRef\()/g))
        edited.appendLeft(match.index + 2, '/* @__PURE__ */ ');
      return edited.hasChanged()
        ? { code: edited.toString(), map: edited.generateMap({ hires: true }) }
        : null;
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    ...(command === 'build' && !isSsrBuild ? [treeShakeableReactRouter()] : []),
    // The API serves these precompressed files as they are (@fastify/static preCompressed), so
    // assets go out at the strongest level without compressing on every request.
    ...(isSsrBuild
      ? []
      : [
          compression({
            include: /\.(js|css|svg|json|txt|webmanifest)$/,
            threshold: 1024,
            algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
          }),
        ]),
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
