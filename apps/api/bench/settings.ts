// What a `pnpm bench` run measures and for how long, from the environment (BENCH_*): the
// defaults are the full run whose figures docs/benchmarks.md keeps.
export const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const ORDERS = Number(process.env.BENCH_ORDERS ?? 3_000);
export const POOL_SIZE = process.env.DATABASE_POOL_SIZE ?? '16';
// Any of `catalogue` (its searches included), `search` (the search's speed targets alone, ADR 34),
// `pg15-search` (the same on Debian's PostgreSQL 15 in a libc C.UTF-8 database), `libc-search`
// (the one-connection searches on a libc-collated database of the embedded server) and `checkout`.
export const CASES = new Set(
  (process.env.BENCH_CASES ?? 'catalogue,libc-search,checkout').split(','),
);

export const log = (message: string) => console.log(`[bench] ${message}`);
