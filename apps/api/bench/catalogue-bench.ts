// The catalogue's hot reads against their floor: the product page, list pages near and far, busy
// and typed searches, then the typed searches again on a database with a libc collation (as managed
// services create them); with the query plans of each.
import pg from 'pg';
import { createCollatedDatabase } from '../src/db/collated-database.ts';
import { compare, sampler, type Comparison, type Target } from './compare.ts';
import { explainHotPaths, explainSearches, type Plan } from './plans.ts';
import { busySearches, LIBC_DATABASE, SEARCHES, typedSearches } from './search-runs.ts';
import { log } from './settings.ts';

const DEEP_PAGE = 5_000;
const PER_PAGE = 18;

export interface CatalogueFigures {
  comparisons: Comparison[];
  plans: Plan[];
}

/** The API at `apiUrl` and its floor at `floorUrl`, both on the database `client` reads. */
export async function catalogueRuns(
  client: pg.Client,
  apiUrl: string,
  floorUrl: string,
  products: number,
): Promise<CatalogueFigures> {
  const ids = (
    await client.query<{ id: string }>(
      'SELECT id::text AS id FROM products WHERE archived_at IS NULL ORDER BY random() LIMIT 1000',
    )
  ).rows.map((r) => r.id);
  const productId = sampler(ids);
  const pages = Math.ceil(products / PER_PAGE);
  const deepPage = Math.min(DEEP_PAGE, pages);
  const anyPage = sampler(Array.from({ length: pages }, (_, i) => i + 1));
  const listTarget: Target = { kind: 'rps', min: 1_000 };
  const listPage = (page: () => number | string) => () =>
    `/api/productsOP/all_products?page=${page()}`;
  const comparisons = [
    await compare('product page', apiUrl, floorUrl, () => `/api/products/${productId()}`, {
      kind: 'share',
      min: 0.9,
    }),
    await compare(
      'list page 1',
      apiUrl,
      floorUrl,
      listPage(() => 1),
      listTarget,
    ),
    await compare(
      `list page ${deepPage}`,
      apiUrl,
      floorUrl,
      listPage(() => deepPage),
      listTarget,
    ),
    await compare(`list, random pages 1-${pages}`, apiUrl, floorUrl, listPage(anyPage), listTarget),
    ...(await busySearches(apiUrl, floorUrl)),
    ...(await typedSearches(apiUrl, floorUrl)),
  ];
  return { comparisons, plans: await explainHotPaths(client, productId(), SEARCHES, deepPage) };
}

/** What the libc-collated runs need from the bench: its servers and its database set-up. */
export interface BenchServers {
  /** The PostgreSQL server the bench started, to create the second database on. */
  serverUrl: string;
  start: (
    name: string,
    env: Record<string, string>,
  ) => Promise<{ baseUrl: string; stop: () => Promise<void> }>;
  prepareDatabase: (url: string) => Promise<unknown>;
}

/**
 * The one-connection searches on a second database with a libc collation, with its own API and
 * floor, and their query plans there.
 */
export async function libcSearches(
  env: Record<string, string>,
  servers: BenchServers,
): Promise<CatalogueFigures> {
  const created = await createCollatedDatabase(servers.serverUrl, LIBC_DATABASE, 'libc');
  if (!created) {
    log('the server offers no libc collation: no libc-collated search runs');
    return { comparisons: [], plans: [] };
  }
  log(`preparing a ${created.collation} database for the search runs ...`);
  await servers.prepareDatabase(created.url);
  const client = new pg.Client({ connectionString: created.url });
  await client.connect();
  try {
    await client.query('VACUUM ANALYZE');
    const libcEnv = { ...env, DATABASE_URL: created.url };
    const api = await servers.start('api-libc', libcEnv);
    const floor = await servers.start('floor-libc', libcEnv);
    const where = `, ${created.collation} database`;
    const comparisons = await typedSearches(api.baseUrl, floor.baseUrl, where);
    await api.stop();
    await floor.stop();
    return {
      comparisons,
      plans: await explainSearches(client, SEARCHES, `${created.collation}: `),
    };
  } finally {
    await client.end();
  }
}
