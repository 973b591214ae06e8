import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Pure functions and schemas, nothing mocked: one worker keeps its imports from file to file
    // instead of starting a process per file (4.4 s for the suite against 0.8 s).
    isolate: false,
  },
});
