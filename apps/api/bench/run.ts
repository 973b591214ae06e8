// pnpm bench: the compiled API (node dist/server.js, as `pnpm start` runs it) against its floor
// (plain Fastify + pg, same SQL) on 100,000 products, each figure beside its target; seeding time,
// cold start and peak RSS; checkout throughput with a stock audit; the query plans of the hot paths.
// Everything runs on 127.0.0.1 in a temporary folder and is stopped at the end, also on error
// or Ctrl-C. Figures go to stdout and to docs/benchmarks.md. What each part measures:
// catalogue-bench.ts, checkout-bench.ts (with its floor, checkout-floor.ts) and session-check.ts.
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
import { startEmbeddedPostgres, withDatabase, type EmbeddedServer } from '../src/db/embedded.ts';
import { ensureDatabase, migrate } from '../src/db/migrate.ts';
import { generateProducts, MAX_GENERATED_PRODUCTS } from '../src/db/seed/generate-products.ts';
import { seedIfEmpty } from '../src/db/seed/seed.ts';
import { catalogueRuns, libcSearches, type CatalogueFigures } from './catalogue-bench.ts';
import { checkoutBench } from './checkout-bench.ts';
import { ordersCases } from './orders-cases.ts';
import { auditOrders, checkoutTable, type CheckoutCase } from './checkout.ts';
import { explainSearches } from './plans.ts';
import {
  API_DIR,
  startNodeChild,
  startTsChild,
  stopChild,
  waitUntilAnswering,
  type Child,
} from './processes.ts';
import { apiReport, benchProblems, writeSection, type RuntimeFigure } from './report.ts';
import { debianSearches, serverVersion } from './debian-search.ts';
import { searchSummary, searchTargets, SUMMARY_HEADER } from './search-bench.ts';
import { SEARCHES } from './search-runs.ts';
import { sessionCheckCost } from './session-check.ts';
import { CASES, POOL_SIZE, PRODUCTS, SECONDS, log } from './settings.ts';

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

// Interrupted, the benchmark signals its children at once, then stops the database and leaves.
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

const uptime = () =>
  execFileSync('uptime')
    .toString()
    .trim()
    .replace(/^.*load average:\s*/, '');

const dataDir = () => path.join(workDir ?? '', 'pg');

/** The environment of the API and floor processes: production, with secrets of this run. */
function productionEnv(url: string, uploadDir: string, dir: string): Record<string, string> {
  return {
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
    DATA_DIR: dir,
    UPLOAD_DIR: uploadDir,
    WEB_DIST_DIR: path.join(dir, 'no-web'),
  };
}

/** A server `start`ed here that a part of the bench can stop before the run ends. */
async function startStoppable(name: string, env: Record<string, string>) {
  const { baseUrl, child } = await start(name, env);
  return {
    baseUrl,
    pid: child.process.pid ?? 0,
    stop: async () => {
      await stopChild(child);
      children.splice(children.indexOf(child), 1);
    },
  };
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

    const env = productionEnv(url, uploadDir, workDir);
    const summary: string[] = [];
    const coldStartMs = await coldStart(env);
    log(`cold start (median of 3): ${coldStartMs.toFixed(0)} ms`);
    const { baseUrl: apiUrl, child: apiChild } = await start('api', env);
    const { baseUrl: floorUrl } = await start('floor', env);

    let catalogue: CatalogueFigures = { comparisons: [], plans: [] };
    let catalogueRssMb = 0;
    if (CASES.has('catalogue')) {
      catalogue = await catalogueRuns(client, apiUrl, floorUrl, total);
      catalogueRssMb = peakRssMb(apiChild);
      log(`API peak RSS after the catalogue runs: ${catalogueRssMb.toFixed(0)} MB`);
    } else if (CASES.has('search')) {
      const uncached = await startStoppable('api-uncached', { ...env, SEARCH_CACHE_SECONDS: '0' });
      const comparisons = await searchTargets(
        { api: apiUrl, uncached: uncached.baseUrl, floor: floorUrl },
        ', PG 18',
      );
      await uncached.stop();
      catalogue = { comparisons, plans: await explainSearches(client, SEARCHES) };
      summary.push(
        ...searchSummary(
          `PostgreSQL ${await serverVersion(client)} (builtin C.UTF-8)`,
          comparisons,
          seedSeconds,
        ),
      );
    }
    const libc: CatalogueFigures = CASES.has('libc-search')
      ? await libcSearches(env, {
          serverUrl: database.url,
          start: startStoppable,
          prepareDatabase: (libcUrl) => prepareDatabase(libcUrl, uploadDir),
        })
      : { comparisons: [], plans: [] };
    const debian: CatalogueFigures = CASES.has('pg15-search')
      ? await debianSearches(env, {
          start: startStoppable,
          prepareDatabase: (debianUrl) => prepareDatabase(debianUrl, uploadDir),
          summary,
        })
      : { comparisons: [], plans: [] };
    const comparisons = [...catalogue.comparisons, ...libc.comparisons, ...debian.comparisons];
    const plans = [...catalogue.plans, ...libc.plans, ...debian.plans];
    for (const plan of plans)
      log(
        `plan ${plan.name}: ${plan.executionMs} ms, ${plan.productsRows} rows from products${plan.seqScanOnProducts ? ' — Seq Scan on products!' : ''}`,
      );

    const orders = await ordersCases(client, {
      url,
      env,
      apiUrl,
      apiPid: apiChild.process.pid ?? 0,
      start: startStoppable,
      prepareDatabase: (otherUrl) => prepareDatabase(otherUrl, uploadDir),
    });
    if (orders) console.log(`\n${orders}`);

    const checkouts: CheckoutCase[] = CASES.has('checkout')
      ? await checkoutBench(client, {
          env,
          apiUrl,
          apiPid: apiChild.process.pid ?? 0,
          postgresDataDir: dataDir(),
          workDir,
        })
      : [];
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
    if (summary.length > 0)
      console.log(
        `\nSearch speed targets (ADR 34; load average at the start ${loadAtStart}, at the end ${uptime()}):\n\n${[...SUMMARY_HEADER, ...summary].join('\n')}`,
      );
    // A partial run (BENCH_CASES) only prints, so that the document keeps one full run.
    if (CASES.has('catalogue') && CASES.has('checkout')) {
      await writeSection('api', markdown);
      log('wrote docs/benchmarks.md');
    }

    const problems = benchProblems(plans, checkouts, orderAudit);
    if (problems.length > 0) {
      console.error(`[bench] problems: ${problems.join('; ')}`);
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
