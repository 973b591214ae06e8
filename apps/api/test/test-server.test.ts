// The tests create and force-drop databases on their server, so it comes from TEST_DATABASE_URL
// and never from DATABASE_URL, which names the shop's own server (production, in a shell that
// has it set).
import { describe, expect, it } from 'vitest';
import { testServerUrl } from './global-setup.ts';

describe('the tests’ database server', () => {
  it('is the one TEST_DATABASE_URL names, never the one DATABASE_URL names', () => {
    const shop = 'postgresql://shop.example.kr:5432/jangbogi';
    const tests = 'postgresql://127.0.0.1:5433/postgres';
    expect(testServerUrl({ DATABASE_URL: shop })).toBeUndefined();
    expect(testServerUrl({ DATABASE_URL: shop, TEST_DATABASE_URL: tests })).toBe(tests);
  });

  it('is out of reach of the tests and the processes they start: they do not see DATABASE_URL', () => {
    expect(process.env.DATABASE_URL).toBeUndefined();
  });
});
