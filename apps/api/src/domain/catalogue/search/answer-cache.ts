// The header box's answers, kept by each instance for a moment (ADR 34). Shoppers type the same
// few words (라면, 우유, 계란) many times a second in a busy shop, and each keystroke is a search:
// the same text in the same language gets the same answer for `ttlMs`, as a CDN or a reverse
// proxy in front of a shop's search would keep it. A change of a product or a synonym shows in the
// header box of every instance within that time; this instance forgets everything at once when
// its own shop team changes a synonym. The results page is never kept (it records each search).

import type { SearchResult } from '@jangbogi/contracts/search';
import type { Sql } from '../../../db/sql.ts';

/** Answers kept at most: a bounded map, the oldest entry going first. */
const MAX_ENTRIES = 2_000;

export interface AnswerCache<T> {
  /**
   * The answer kept for `key`, or the one being searched for it, or a new one from `search`: the
   * many shoppers who type the same word at once share one search (a miss does not become 50
   * searches under 50 connections). An answer is kept for `ttlMs` from when it arrives; a failed
   * search is not kept.
   */
  remember: (key: string, search: () => Promise<T>) => Promise<T>;
  clear: () => void;
}

export function answerCache<T>(ttlMs: number, now: () => number = Date.now): AnswerCache<T> {
  const entries = new Map<string, { answer: Promise<T>; expires: number }>();
  return {
    remember(key, search) {
      if (ttlMs <= 0) return search();
      const entry = entries.get(key);
      if (entry && entry.expires > now()) return entry.answer;
      if (entries.size >= MAX_ENTRIES) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      const pending = { answer: search(), expires: Number.POSITIVE_INFINITY };
      entries.delete(key);
      entries.set(key, pending);
      pending.answer.then(
        () => {
          pending.expires = now() + ttlMs;
        },
        () => {
          if (entries.get(key) === pending) entries.delete(key);
        },
      );
      return pending.answer;
    },
    clear: () => entries.clear(),
  };
}

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
