// A console.error nobody expected fails the test that caused it.
import { afterEach, beforeEach, vi } from 'vitest';

let unexpected: unknown[][] = [];

beforeEach(() => {
  unexpected = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    unexpected.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (unexpected.length > 0) {
    const first = unexpected[0]?.map(String).join(' ');
    throw new Error(`Unexpected console.error (${unexpected.length}x): ${first}`);
  }
});

/** For a test that expects console.error: call it to take the calls so far as expected. */
export function expectConsoleErrors(): unknown[][] {
  const taken = unexpected;
  unexpected = [];
  return taken;
}
