// The search's speed targets on Debian's PostgreSQL 15, the oldest server the shop supports, in a
// libc-collated (C.UTF-8) database: a throwaway server on a socket (as the tests start it), seeded
// with the same 100,000 products, with its own API, uncached API and floor.
import pg from 'pg';
import { createCollatedDatabase } from '../src/db/collated-database.ts';
import { debianPostgresInstalled, startDebianPostgres } from '../test/helpers/debian-postgres.ts';
import type { CatalogueFigures } from './catalogue-bench.ts';
import { explainSearches } from './plans.ts';
import { searchSummary, searchTargets } from './search-bench.ts';
import { SEARCHES } from './search-runs.ts';
import { log } from './settings.ts';

interface DebianBench {
  start: (
    name: string,
    env: Record<string, string>,
  ) => Promise<{ baseUrl: string; stop: () => Promise<void> }>;
  /** Migrates and seeds; answers the seconds the 100,000 generated products took. */
  prepareDatabase: (url: string) => Promise<number | undefined>;
  /** Where the section-8 lines go. */
  summary: string[];
}

export async function serverVersion(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ v: string }>(
    "SELECT current_setting('server_version') AS v",
  );
  return rows[0]?.v.split(' ')[0] ?? '?';
}

export async function debianSearches(
  env: Record<string, string>,
  bench: DebianBench,
): Promise<CatalogueFigures> {
  if (!debianPostgresInstalled) {
    log(
      "Debian's PostgreSQL 15 is not installed (scripts/ensure-debian-postgres.sh): no runs on it",
    );
    return { comparisons: [], plans: [] };
  }
  log("starting Debian's PostgreSQL 15 ...");
  const server = await startDebianPostgres();
  const stops: (() => Promise<void>)[] = [];
  try {
    const created = await createCollatedDatabase(server.url, 'jangbogi_pg15', 'libc');
    if (!created) throw new Error("Debian's PostgreSQL 15 offers no libc collation");
    log(`seeding the ${created.collation} database on PostgreSQL 15 ...`);
    const seedSeconds = await bench.prepareDatabase(created.url);
    const client = new pg.Client({ connectionString: created.url });
    await client.connect();
    stops.push(() => client.end());
    await client.query('VACUUM ANALYZE');
    const serverEnv = { ...env, DATABASE_URL: created.url };
    const urls: Record<string, string> = {};
    for (const [name, extra] of [
      ['api-pg15', {}],
      ['api-pg15-uncached', { SEARCH_CACHE_SECONDS: '0' }],
      ['floor-pg15', {}],
    ] as const) {
      const started = await bench.start(name, { ...serverEnv, ...extra });
      stops.push(started.stop);
      urls[name] = started.baseUrl;
    }
    const comparisons = await searchTargets(
      { api: urls['api-pg15']!, uncached: urls['api-pg15-uncached']!, floor: urls['floor-pg15']! },
      `, PG 15 ${created.collation}`,
    );
    bench.summary.push(
      ...searchSummary(
        `PostgreSQL ${await serverVersion(client)} (${created.collation})`,
        comparisons,
        seedSeconds,
      ),
    );
    return { comparisons, plans: await explainSearches(client, SEARCHES, 'PG 15: ') };
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    await server.stop();
  }
}
