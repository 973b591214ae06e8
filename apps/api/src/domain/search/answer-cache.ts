// The header box's answers, kept by each instance for a moment (ADR 34). Shoppers type the same
// few words (라면, 우유, 계란) many times a second in a busy shop, and each keystroke is a search:
// the same text in the same language gets the same answer for `ttlMs`, as a CDN or a reverse
// proxy in front of a shop's search would keep it. A change of a product or a synonym shows in the
// header box of every instance within that time; this instance forgets everything at once when
// its own shop team changes a synonym. The results page is never kept (it records each search).

/** Answers kept at most: a bounded map, the oldest entry going first. */
const MAX_ENTRIES = 2_000;

export interface AnswerCache<T> {
  get: (key: string) => T | undefined;
  set: (key: string, value: T) => void;
  clear: () => void;
}

import type { SearchResult } from '@jangbogi/contracts/search';
import type { Sql } from '../../db/sql.ts';

// One cache per database the process talks to (one in the shop; several in tests and the bench).
const caches = new WeakMap<Sql, AnswerCache<SearchResult>>();

/** This instance's header box answers on `sql`, kept for `ttlMs` (0: none are kept). */
export function headerAnswers(sql: Sql, ttlMs: number): AnswerCache<SearchResult> {
  let cache = caches.get(sql);
  if (!cache) {
    cache = answerCache<SearchResult>(ttlMs);
    caches.set(sql, cache);
  }
  return cache;
}

/** After this instance changed the synonyms: its next header box answers are searched afresh. */
export function forgetHeaderAnswers(sql: Sql): void {
  caches.get(sql)?.clear();
}

export function answerCache<T>(ttlMs: number, now: () => number = Date.now): AnswerCache<T> {
  const entries = new Map<string, { value: T; expires: number }>();
  return {
    get(key) {
      if (ttlMs <= 0) return undefined;
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires > now()) return entry.value;
      entries.delete(key);
      return undefined;
    },
    set(key, value) {
      if (ttlMs <= 0) return;
      if (entries.size >= MAX_ENTRIES) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(key, { value, expires: now() + ttlMs });
    },
    clear: () => entries.clear(),
  };
}
