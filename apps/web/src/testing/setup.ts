import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { ReadableStream, TextDecoderStream } from 'node:stream/web';
import { afterEach, vi } from 'vitest';

// Tests run in a VM context (vitest's vmThreads pool) that has jsdom's globals but not every web
// stream Node.js has: the browser has them, so the tests do too.
globalThis.ReadableStream ??= ReadableStream as typeof globalThis.ReadableStream;
globalThis.TextDecoderStream ??= TextDecoderStream as typeof globalThis.TextDecoderStream;

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

// jsdom has no matchMedia; tests run as a desktop browser without reduced-motion preference.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string) => ({
      matches: /min-width/.test(query),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
