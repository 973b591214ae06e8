import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { compiledMessages } from './messages-plugin';

export default defineConfig({
  plugins: [
    react(),
    compiledMessages(fileURLToPath(new URL('./src/i18n/messages', import.meta.url))),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'jsdom',
    // One jsdom per worker, each test file in a fresh VM context of it: the suite takes a third of
    // the time it takes when every file builds its own jsdom (the forks pool).
    pool: 'vmThreads',
    // Every core: Vitest leaves one free by default, which on the 2-core CI machine is one worker
    // (the suite took 55 s with one and 36 s with two).
    maxWorkers: '100%',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
  },
});
