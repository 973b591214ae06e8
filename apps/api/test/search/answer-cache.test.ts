// The header box's answer cache: one search for the shoppers who type the same text at once, an
// answer kept for its time from when it arrives, nothing kept when the time is 0 or a search fails.
import { describe, expect, it } from 'vitest';
import { answerCache } from '../../src/domain/catalogue/search/answer-cache.ts';

function clock() {
  let time = 0;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('the header box answer cache', () => {
  it('shares one search among requests for the same text, and keeps its answer for its time', async () => {
    const { now, advance } = clock();
    const cache = answerCache<string>(2_000, now);
    let searches = 0;
    let finish: (answer: string) => void = () => {};
    const search = () => {
      searches += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const first = cache.remember('ko\u0000라면', search);
    const second = cache.remember('ko\u0000라면', search);
    advance(5_000); // a slow search: its answer is kept from when it arrives
    finish('answer');
    expect(await first).toBe('answer');
    expect(await second).toBe('answer');
    advance(1_999);
    expect(await cache.remember('ko\u0000라면', () => Promise.resolve('new'))).toBe('answer');
    advance(1);
    expect(await cache.remember('ko\u0000라면', () => Promise.resolve('new'))).toBe('new');
    expect(searches).toBe(1);
  });

  it('keeps nothing when its time is 0, after a failed search or after clear()', async () => {
    const off = answerCache<number>(0);
    let n = 0;
    expect(await off.remember('k', () => Promise.resolve(++n))).toBe(1);
    expect(await off.remember('k', () => Promise.resolve(++n))).toBe(2);

    const cache = answerCache<number>(2_000);
    await expect(cache.remember('k', () => Promise.reject(new Error('down')))).rejects.toThrow();
    expect(await cache.remember('k', () => Promise.resolve(3))).toBe(3);
    cache.clear();
    expect(await cache.remember('k', () => Promise.resolve(4))).toBe(4);
  });
});
