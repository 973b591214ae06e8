#!/usr/bin/env node
// Fails the build when what a visitor downloads is over budget, measured on the bytes the server
// actually sends: the precompressed .br files beside each asset (the API serves them as they are to
// every browser that accepts brotli; a file without one goes out as it is).
//   - initial: the entry chunk and everything it imports statically, plus the page language's
//     message catalogue, which the first load fetches beside the route (< 120 kB; the build puts
//     the entry in one file, see vite.config.ts). React DOM (about 57 kB), React Router's data router (about
//     26 kB), React and react-query (about 15 kB) take all but a few kB of it: app code that the
//     first render can do without loads beside it (the categories panel, search results, the
//     footer, the floating buttons and social links: docs/decisions/0017);
//   - initial CSS: every stylesheet the page links before any route loads (< 20 kB);
//   - each route: the route's lazy chunk plus the chunks it pulls in that the initial load has
//     not already fetched (< 30 kB; a back-office screen < 40 kB: the shop team works on a desktop
//     connection, and its screens carry the editing forms a shopper never loads). A route nested
//     in another lazy route (the back office's screens inside /admin) is only ever loaded after
//     its parent, so the parent's chunks count as fetched too.
// It also checks that every chunk starts with V8's compile hint and that every .br and .gz file
// holds exactly the file beside it (build-plugins.ts). Chunks are read from the Vite manifest in
// dist/.vite/manifest.json.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const KB = 1024;
const INITIAL_BUDGET = 120 * KB;
const CSS_BUDGET = 20 * KB;
const ROUTE_BUDGET = 30 * KB;
const BACK_OFFICE_ROUTE_BUDGET = 40 * KB;

const dist = path.resolve(fileURLToPath(new URL('..', import.meta.url)), 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));

const sentCache = new Map();
/** Bytes on the wire: the brotli file the server sends, or the file itself when there is none. */
function sentSize(file) {
  if (!sentCache.has(file)) {
    const full = path.join(dist, file);
    sentCache.set(file, readFileSync(existsSync(`${full}.br`) ? `${full}.br` : full).length);
  }
  return sentCache.get(file);
}

/** Every chunk a manifest entry loads statically, itself included. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) staticClosure(child, seen);
  return seen;
}

const jsFiles = (keys) => [
  ...new Set([...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'))),
];
const total = (files) => files.reduce((sum, file) => sum + sentSize(file), 0);
const kb = (bytes) => `${(bytes / KB).toFixed(2)} kB`;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey)
  throw new Error('No entry chunk in the Vite manifest; was the app built with build.manifest?');

const initialKeys = staticClosure(entryKey);
// The largest language catalogue (virtual:messages/<locale>, messages-plugin.ts): every first load
// fetches its page's language before hydrating, so it counts as initial. The back office's messages
// (virtual:messages/admin-<locale>) load with the back office only.
const catalogueKeys = Object.keys(manifest).filter(
  (key) => key.startsWith('messages:') && !key.startsWith('messages:admin-'),
);
const largestCatalogue = catalogueKeys
  .map((key) => manifest[key].file)
  .sort((a, b) => sentSize(b) - sentSize(a))
  .slice(0, 1);
if (catalogueKeys.length === 0) throw new Error('No message catalogue chunk in the Vite manifest');
const initialFiles = [...jsFiles(initialKeys), ...largestCatalogue];
const initialSize = total(initialFiles);

const failures = [];
const rows = [['initial', initialSize, INITIAL_BUDGET, initialFiles.join(', ')]];
if (initialSize > INITIAL_BUDGET)
  failures.push(`initial JS ${kb(initialSize)} > ${kb(INITIAL_BUDGET)}`);

/** Chunks already loaded whenever `key` is imported: the initial load, plus every importer's own load. */
function loadedBefore(key, visiting = new Set()) {
  const importers = Object.keys(manifest).filter((k) => manifest[k].dynamicImports?.includes(key));
  if (importers.length === 0 || visiting.has(key)) return initialKeys;
  visiting.add(key);
  const sets = importers.map((importer) =>
    initialKeys.has(importer)
      ? initialKeys
      : new Set([...loadedBefore(importer, visiting), ...staticClosure(importer)]),
  );
  // Only what every way of getting here has loaded counts.
  return new Set([...sets[0]].filter((k) => sets.every((set) => set.has(k))));
}

const lazyKeys = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry);
for (const key of lazyKeys.sort()) {
  const loaded = loadedBefore(key);
  const extra = [...staticClosure(key)].filter((k) => !loaded.has(k));
  const files = jsFiles(extra);
  const size = total(files);
  const isRoute = key.includes('src/app/routes/');
  const route = key.replace(/^.*src\/app\/routes\//, '').replace(/\.tsx?$/, '');
  const name = isRoute ? `route ${route}` : `lazy ${key.replace(/^.*node_modules\//, '')}`;
  const budget = route.startsWith('admin') ? BACK_OFFICE_ROUTE_BUDGET : ROUTE_BUDGET;
  rows.push([name, size, isRoute ? budget : null, files.join(', ')]);
  if (isRoute && size > budget) failures.push(`${name} ${kb(size)} > ${kb(budget)}`);
}

const width = Math.max(...rows.map(([name]) => name.length));
console.log('JavaScript per load (bytes sent, brotli):');
for (const [name, size, budget, files] of rows) {
  const verdict =
    budget === null ? '          ' : size > budget ? `OVER ${kb(budget)}` : `< ${kb(budget)}`;
  console.log(`  ${name.padEnd(width)}  ${kb(size).padStart(10)}  ${verdict.padEnd(14)}  ${files}`);
}
// Every stylesheet the served page links (the build puts all CSS in one file, see vite.config.ts).
const indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8');
const cssFiles = [...indexHtml.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map(
  (match) => match[1],
);
const cssSize = total(cssFiles);
console.log(`  initial CSS ${kb(cssSize)} (< ${kb(CSS_BUDGET)}): ${cssFiles.join(', ')}`);
if (cssSize > CSS_BUDGET) failures.push(`initial CSS ${kb(cssSize)} > ${kb(CSS_BUDGET)}`);

// Every chunk starts with V8's compile hint (build-plugins.ts: it counts on the first line only),
// and every precompressed file holds exactly the file beside it (the server sends it instead).
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const assetsDir = path.join(dist, 'assets');
for (const file of readdirSync(assetsDir)) {
  const full = path.join(assetsDir, file);
  if (file.endsWith('.js') && !readFileSync(full, 'utf8').startsWith(COMPILE_HINT))
    failures.push(`assets/${file} does not start with the compile hint`);
  const decompress = file.endsWith('.br')
    ? brotliDecompressSync
    : file.endsWith('.gz')
      ? gunzipSync
      : null;
  if (decompress && !decompress(readFileSync(full)).equals(readFileSync(full.slice(0, -3))))
    failures.push(`assets/${file} is not the compressed ${file.slice(0, -3)}`);
}
console.log('  compile hints and precompressed files checked');

if (failures.length > 0) {
  console.error(`\nBundle checks failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nBundle budgets met.');
