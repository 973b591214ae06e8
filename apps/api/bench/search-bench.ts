// The figures of the search's speed targets (ADR 34) on one database: the header box at one
// connection and at 50, the results page with a filter, each beside the floor (plain Fastify + pg
// sending the API's own statements) measured in the same run. The API keeps header box answers for
// two seconds (answer-cache.ts), so every header box figure is also given for a second API with
// the cache off, and for distinct queries in turn: nothing the cache hides is left out.
import type { Comparison, Target } from './compare.ts';
import { runLoad, type LoadResult } from './load.ts';
import { BUSY_SEARCHES, RESULTS_PAGE, SEARCHES } from './search-runs.ts';
import { CONNECTIONS, SECONDS, log } from './settings.ts';

export interface SearchServers {
  /** The API as it runs in production (header box answers kept for two seconds). */
  api: string;
  /** The same API with SEARCH_CACHE_SECONDS=0. */
  uncached: string;
  floor: string;
}

const searchPath = (q: string) => `/api/products/search?q=${encodeURIComponent(q)}`;

/** Each server warmed up, then each measured in turn under the same load. */
async function measure(
  urls: string[],
  paths: () => string,
  connections: number,
): Promise<LoadResult[]> {
  const seconds = connections === 1 ? Math.min(3, SECONDS) : SECONDS;
  const load = (baseUrl: string, durationSeconds: number) =>
    runLoad({ baseUrl, connections, durationSeconds, next: () => ({ path: paths() }) });
  for (const url of urls) await load(url, 1);
  const results: LoadResult[] = [];
  for (const url of urls) results.push(await load(url, seconds));
  return results;
}

/** The API and the uncached API against the same floor run; `uncachedOnly` skips the cached API. */
async function compareBoth(
  name: string,
  servers: SearchServers,
  paths: () => string,
  target: Target,
  connections: number,
  uncachedOnly = false,
): Promise<Comparison[]> {
  const urls = uncachedOnly
    ? [servers.uncached, servers.floor]
    : [servers.api, servers.uncached, servers.floor];
  const results = await measure(urls, paths, connections);
  const floor = results.at(-1)!;
  const named = (suffix: string, api: LoadResult): Comparison => {
    log(
      `${name}${suffix}: api ${api.perSecond.toFixed(0)} req/s p95 ${api.p95} ms | floor ${floor.perSecond.toFixed(0)} req/s p95 ${floor.p95} ms`,
    );
    return { name: `${name}${suffix}`, connections, api, floor, target };
  };
  return uncachedOnly
    ? [named(', uncached', results[0]!)]
    : [named('', results[0]!), named(', uncached', results[1]!)];
}

/** Every section-8 figure on the database the servers use; `where` goes into each case's name. */
export async function searchTargets(servers: SearchServers, where: string): Promise<Comparison[]> {
  const header: Target = { kind: 'p95', maxMs: 10 };
  const busy: Target = { kind: 'rps', min: 1_000 };
  const results: Comparison[] = [];
  for (const q of SEARCHES)
    results.push(
      ...(await compareBoth(
        `header '${q}' (1 conn${where})`,
        servers,
        () => searchPath(q),
        header,
        1,
      )),
    );
  let next = 0;
  const inTurn = () => searchPath(SEARCHES[next++ % SEARCHES.length]!);
  results.push(
    ...(await compareBoth(
      `header, the 18 searches in turn (1 conn${where})`,
      servers,
      inTurn,
      header,
      1,
      true,
    )),
  );
  for (const q of BUSY_SEARCHES)
    results.push(
      ...(await compareBoth(
        `header '${q}' (${CONNECTIONS} conns${where})`,
        servers,
        () => searchPath(q),
        busy,
        CONNECTIONS,
      )),
    );
  results.push(
    ...(await compareBoth(
      `header, the 18 searches in turn (${CONNECTIONS} conns${where})`,
      servers,
      inTurn,
      busy,
      CONNECTIONS,
      true,
    )),
  );
  results.push(
    ...(await compareBoth(
      `results page '라면', in stock, by price (1 conn${where})`,
      servers,
      () => RESULTS_PAGE,
      { kind: 'p95', maxMs: 30 },
      1,
      true,
    )),
  );
  return results;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The section-8 lines of one database: each figure, its ratio to the floor, its target. */
export function searchSummary(label: string, comparisons: Comparison[], seedSeconds?: number) {
  const header = (uncached: boolean) =>
    comparisons.filter(
      (c) =>
        c.connections === 1 &&
        /^header '/.test(c.name) &&
        c.name.endsWith(', uncached') === uncached,
    );
  const line = (name: string, value: string, ratio: number, target: string, met: boolean) =>
    `| ${label} | ${name} | ${value} | ${ratio.toFixed(2)} | ${target} | ${met ? 'yes' : '**no**'} |`;
  const p95Line = (name: string, cases: Comparison[], max: number) => {
    if (cases.length === 0) return [];
    const p95 = median(cases.map((c) => c.api.p95));
    const ratio = median(cases.map((c) => c.api.p95 / Math.max(c.floor.p95, 0.1)));
    return [line(name, `${p95.toFixed(1)} ms`, ratio, `p95 < ${max} ms`, p95 < max)];
  };
  const rpsLines = comparisons
    .filter((c) => c.connections > 1)
    .map((c) =>
      line(
        c.name.replace(/ \(.*\)/, ` (${c.connections} conns)`),
        `${Math.round(c.api.perSecond)}/s`,
        c.api.perSecond / c.floor.perSecond,
        '> 1,000/s',
        c.api.perSecond > 1_000 && c.api.non2xx + c.api.errors === 0,
      ),
    );
  const single = (prefix: string) => comparisons.filter((c) => c.name.startsWith(prefix));
  return [
    ...p95Line('header box p95, 1 conn (median of the 18 searches)', header(false), 10),
    ...p95Line('header box p95, 1 conn, uncached (median of the 18)', header(true), 10),
    ...p95Line(
      'header box p95, 1 conn, the 18 in turn, uncached',
      single('header, the 18 searches in turn (1 conn'),
      10,
    ),
    ...rpsLines,
    ...p95Line('results page with a filter and a sort, p95', single('results page'), 30),
    ...(seedSeconds === undefined
      ? []
      : [
          `| ${label} | seeding 100,000 products, search index included | ${seedSeconds.toFixed(1)} s | | < 30 s | ${seedSeconds < 30 ? 'yes' : '**no**'} |`,
        ]),
  ];
}

export const SUMMARY_HEADER = [
  '| Database | Figure | Measured | / floor | Target | Met |',
  '| --- | --- | ---: | ---: | --- | --- |',
];
