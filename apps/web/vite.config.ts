import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
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
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
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
      },
}));
