// Before every test file: a console.error nobody expected fails the test that caused it, and
// passwords are hashed cheaply.
import type bcryptModule from 'bcrypt';
import { afterEach, beforeEach, vi } from 'vitest';

// Passwords are hashed at bcrypt's lowest cost here: the tests check who may sign in, not how long
// a guess takes, and cost 12 spent a quarter of a second of CPU on every sign-up and sign-in of
// the suite. test/password-hash.test.ts unmocks it and checks the cost the shop stores.
vi.mock('bcrypt', async (importOriginal) => {
  const bcrypt = (await importOriginal<{ default: typeof bcryptModule }>()).default;
  const hash = (data: string | Buffer) => bcrypt.hash(data, 4);
  return { default: { ...bcrypt, hash } };
});

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
