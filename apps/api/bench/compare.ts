// One page or search loaded on the API and on its floor (plain Fastify + pg, same SQL) with the
// same load, the API's figures beside the floor's.
import { runLoad, type LoadResult } from './load.ts';
import { CONNECTIONS, SECONDS, log } from './settings.ts';

/** What a figure must reach: req/s, a share of the floor's req/s, or a p95 ceiling. */
export type Target =
  { kind: 'rps'; min: number } | { kind: 'share'; min: number } | { kind: 'p95'; maxMs: number };

export interface Comparison {
  name: string;
  connections: number;
  api: LoadResult;
  floor: LoadResult;
  target?: Target | undefined;
}

export async function compare(
  name: string,
  apiUrl: string,
  floorUrl: string,
  paths: () => string,
  target?: Target,
  connections = CONNECTIONS,
): Promise<Comparison> {
  // One connection: a shopper typing; shorter runs keep the whole bench bounded.
  const seconds = connections === 1 ? Math.min(5, SECONDS) : SECONDS;
  const warmUp = connections === 1 ? 1 : 2;
  const load = (baseUrl: string, durationSeconds: number) =>
    runLoad({ baseUrl, connections, durationSeconds, next: () => ({ path: paths() }) });
  // Both warmed up before either is measured, so that JIT and pools are settled and neither gets
  // the database pages the other has just read into cache.
  await load(floorUrl, warmUp);
  await load(apiUrl, warmUp);
  const api = await load(apiUrl, seconds);
  const floor = await load(floorUrl, seconds);
  log(
    `${name}: api ${api.perSecond.toFixed(0)} req/s p95 ${api.p95} ms p99 ${api.p99} ms | floor ${floor.perSecond.toFixed(0)} req/s p95 ${floor.p95} ms (${((api.perSecond / floor.perSecond) * 100).toFixed(0)}%)`,
  );
  return { name, connections, api, floor, target };
}

/** A random pick from `values` at each call. */
export function sampler<T>(values: T[]): () => T {
  return () => values[Math.floor(Math.random() * values.length)] as T;
}
