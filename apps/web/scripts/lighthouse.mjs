#!/usr/bin/env node
// Lighthouse on the storefront as shoppers get it: builds the web app as `pnpm start` does (client
// and server bundles; skip with --no-build), starts the real shop with scripts/e2e-server.mjs (API +
// built app on a fresh embedded, seeded PostgreSQL in a temporary folder) on a free port, audits /,
// /shop, /product/<id>, /categories/<id>/products and /cart, and the same five in Korean under /ko
// (/ko, /ko/shop, ...), RUNS times each (5, or --runs=N) with
// Lighthouse's default mobile settings in Debian's Chromium, and reports the median score, FCP, LCP,
// TBT, CLS and the bytes transferred. Lighthouse no longer flags uncompressed text, so the script
// also fetches each page's HTML, scripts and styles itself and records their Content-Encoding. It
// prints everything and rewrites the bench:web section of docs/benchmarks.md; with --pages=/,/cart
// (page labels as in the table) it audits only those and only prints, so that the document keeps
// one full run. Chromium, the server and the folder go away at the end, on error and on Ctrl-C.
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import getPort from 'get-port';
import lighthouse from 'lighthouse';
import * as prettier from 'prettier';
import {
  accessibilityList,
  belowTargetList,
  categoryIds,
  medianOf,
  resultTable,
  summarise,
  target,
} from './lighthouse-results.mjs';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const repoDir = path.resolve(webDir, '..', '..');
const docPath = path.join(repoDir, 'docs', 'benchmarks.md');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const startMarker = '<!-- bench:web:start -->';
const endMarker = '<!-- bench:web:end -->';
const rerunCommand = 'pnpm bench:web';
const runs = Number(
  process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 5,
);

const onlyPages = process.argv
  .find((arg) => arg.startsWith('--pages='))
  ?.slice('--pages='.length)
  .split(',');

const log = (message) => console.log(`[bench:web] ${message}`);

function build() {
  log('building the web app (client and server bundles, as the build script does) ...');
  const vite = path.join(webDir, 'node_modules', '.bin', 'vite');
  for (const args of [
    ['build', '--logLevel', 'warn'],
    ['build', '--ssr', 'src/entry-server.tsx', '--logLevel', 'warn'],
  ]) {
    const result = spawnSync(vite, args, { cwd: webDir, stdio: 'inherit' });
    if (result.status !== 0)
      throw new Error(`vite ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
  }
}

async function waitForHealth(baseUrl, server, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null)
      throw new Error('the shop server exited while starting');
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${baseUrl}/api/health did not answer within ${timeoutMs / 1000} s`);
}

async function firstProduct(baseUrl) {
  const response = await fetch(`${baseUrl}/api/productsOP/all_products`);
  if (!response.ok) throw new Error(`GET /api/productsOP/all_products answered ${response.status}`);
  const body = await response.json();
  const product = body.products?.[0];
  if (!product) throw new Error('the seeded shop has no products');
  const detail = await (await fetch(`${baseUrl}/api/products/${product._id}`)).json();
  return { id: product._id, categoryId: detail.subcategory.category_id._id };
}

/**
 * What the server actually sends for a page's HTML, scripts and styles when the browser accepts
 * brotli: the Content-Encoding of each (Lighthouse 13 no longer reports uncompressed text).
 */
async function encodings(pageUrl, lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const urls = [
    pageUrl,
    ...items
      .filter((item) => ['Script', 'Stylesheet'].includes(item.resourceType))
      .map((item) => item.url),
  ];
  const seen = {};
  for (const url of new Set(urls)) {
    const response = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } });
    await response.arrayBuffer();
    const encoding = response.headers.get('content-encoding') ?? 'identity';
    seen[encoding] = (seen[encoding] ?? 0) + 1;
  }
  return Object.entries(seen)
    .map(([encoding, count]) => `${count} ${encoding}`)
    .join(', ');
}

async function rewriteDoc(results, startedAt) {
  const load = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  const when = startedAt.toISOString().slice(0, 16).replace('T', ' ');
  const section = [
    startMarker,
    `Measured ${when} UTC. Rerun: \`${rerunCommand}\` (add \`--no-build\` to reuse apps/web/dist, ` +
      `\`--reports=<dir>\` to keep the full Lighthouse JSON per page): Lighthouse ${lighthouseVersion()}, default mobile form factor (simulated slow 4G, 4x CPU ` +
      `slowdown), median of ${runs} runs per page, headless Chromium ${chromiumVersion()}, built app served by the real API on ` +
      `127.0.0.1 with a freshly seeded embedded PostgreSQL, guest visitor (empty cart). nproc ${os.cpus().length}, ` +
      `load average at the end ${load}; the CPU slowdown multiplies whatever else the machine is doing, so ` +
      `measure on an idle machine.`,
    '',
    resultTable(results),
    '',
    'Failing accessibility audits:',
    '',
    accessibilityList(results),
    '',
    `What holds scores below ${target}:`,
    '',
    belowTargetList(results),
    endMarker,
  ].join('\n');
  const doc = readFileSync(docPath, 'utf8');
  const start = doc.indexOf(startMarker);
  const end = doc.indexOf(endMarker);
  const next =
    start !== -1 && end > start
      ? doc.slice(0, start) + section + doc.slice(end + endMarker.length)
      : `${doc.trimEnd()}\n\n${section}\n`;
  // Formatted as `pnpm check` expects, so a full run leaves a document ready to commit.
  const options = { ...(await prettier.resolveConfig(docPath)), filepath: docPath };
  writeFileSync(docPath, await prettier.format(next, options));
  log(`rewrote the bench:web section of ${path.relative(repoDir, docPath)}`);
}

function lighthouseVersion() {
  return JSON.parse(
    readFileSync(path.join(webDir, 'node_modules', 'lighthouse', 'package.json'), 'utf8'),
  ).version;
}

function chromiumVersion() {
  const result = spawnSync(chromePath, ['--version'], { encoding: 'utf8' });
  return result.stdout.match(/[\d.]+/)?.[0] ?? 'unknown';
}

async function main() {
  const startedAt = new Date();
  if (!existsSync(chromePath)) throw new Error(`no Chromium at ${chromePath} (set CHROME_PATH)`);
  if (!process.argv.includes('--no-build')) build();
  // --reports=<dir> keeps each page's full Lighthouse JSON (elements behind each failing audit).
  const reportsDir = process.argv
    .find((arg) => arg.startsWith('--reports='))
    ?.slice('--reports='.length);
  if (!existsSync(path.join(webDir, 'dist', 'index.html')))
    throw new Error('apps/web/dist is missing: run without --no-build');

  const port = await getPort({ host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${port}`;
  // PostgreSQL runs as another OS user when started as root, so the folder must be enterable.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jangbogi-bench-web-'));
  chmodSync(dataDir, 0o755);

  let server;
  let chrome;
  const stopAll = async () => {
    if (chrome) {
      // chrome-launcher kills its Chromium by PID and removes the profile folder it made.
      const launched = chrome;
      chrome = undefined;
      try {
        launched.kill();
      } catch {
        // already gone
      }
    }
    if (server && server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      process.kill(server.pid, 'SIGTERM');
      const forceKill = setTimeout(() => server.kill('SIGKILL'), 25_000);
      await exited;
      clearTimeout(forceKill);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const onSignal = (signal) => {
    log(`${signal}: stopping ...`);
    void stopAll().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    log(`starting the shop on ${baseUrl} (fresh database in ${dataDir}) ...`);
    server = spawn(process.execPath, [path.join(webDir, 'scripts', 'e2e-server.mjs')], {
      cwd: webDir,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, E2E_PORT: String(port), E2E_DATA_DIR: dataDir },
    });
    await waitForHealth(baseUrl, server);
    const product = await firstProduct(baseUrl);
    // The table's label of a page: ids replaced, the Korean prefix kept (/ko/product/<id>).
    const label = (page) =>
      page
        .replace(/\/product\/[^/]+$/, '/product/<id>')
        .replace(/\/categories\/[^/]+\/products$/, '/categories/<id>/products');
    const englishPages = [
      '/',
      '/shop',
      `/product/${product.id}`,
      `/categories/${product.categoryId}/products`,
      '/cart',
    ];
    // The same pages in Korean, under /ko.
    const koreanPages = englishPages.map((page) => (page === '/' ? '/ko' : `/ko${page}`));
    const pages = [...englishPages, ...koreanPages].filter(
      (page) => !onlyPages || onlyPages.includes(label(page)),
    );
    if (pages.length === 0) throw new Error(`no page matches --pages=${onlyPages?.join(',')}`);

    // Our own SIGINT handler stops the server too; chrome-launcher's would exit before that.
    chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags,
      logLevel: 'silent',
      handleSIGINT: false,
    });
    const results = [];
    for (const page of pages) {
      const summaries = [];
      let lastLhr;
      for (let run = 1; run <= runs; run += 1) {
        log(`lighthouse ${page} (run ${run} of ${runs}) ...`);
        // A busy machine sometimes loses the trace (NO_NAVSTART): such a run is tried again, and a
        // run that keeps failing is left out of the median (a page with no run at all stops the bench).
        let runnerResult;
        let summary;
        for (let attempt = 1; attempt <= 3; attempt += 1) {
          runnerResult = await lighthouse(`${baseUrl}${page}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: categoryIds,
          });
          if (!runnerResult) throw new Error(`lighthouse returned nothing for ${page}`);
          summary = summarise(label(page), runnerResult.lhr);
          if (!summary.runtimeError) break;
          log(`run failed on ${page}: ${summary.runtimeError}`);
        }
        if (summary.runtimeError) {
          log(`leaving run ${run} of ${page} out: ${summary.runtimeError}`);
          continue;
        }
        summaries.push(summary);
        lastLhr = runnerResult.lhr;
        if (reportsDir) {
          mkdirSync(reportsDir, { recursive: true });
          const name =
            page === '/' ? 'home' : page.split('/').filter(Boolean).slice(0, 2).join('-');
          writeFileSync(path.join(reportsDir, `${name}-${run}.json`), runnerResult.report);
        }
      }
      if (summaries.length === 0) throw new Error(`every Lighthouse run failed on ${page}`);
      const result = medianOf(summaries);
      result.encodings = await encodings(`${baseUrl}${page}`, lastLhr);
      results.push(result);
    }
    const chromePid = chrome.pid;
    chrome.kill();
    chrome = undefined;
    log(`chromium ${chromePid} stopped`);

    console.log(
      `\n${resultTable(results)}\n\nFailing accessibility audits:\n${accessibilityList(results)}\n`,
    );
    console.log(`Below ${target}:\n${belowTargetList(results)}\n`);
    if (onlyPages) log('a run of some pages only: docs/benchmarks.md left as it is');
    else await rewriteDoc(results, startedAt);
  } finally {
    await stopAll();
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`[bench:web] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
