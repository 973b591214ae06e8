// Markdown for docs/benchmarks.md. Each generated part sits between markers so that reruns
// replace it and leave the hand-written analysis around it untouched.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import type { CheckoutCase, OrderAudit } from './checkout.ts';
import type { Comparison, Target } from './compare.ts';
import type { LoadResult } from './load.ts';
import type { Plan } from './plans.ts';

export const DOC = fileURLToPath(new URL('../../../docs/benchmarks.md', import.meta.url));

export interface RuntimeFigure {
  name: string;
  value: number;
  unit: string;
  /** Met when value <= max. */
  max: number;
}

interface ApiReport {
  machine: Record<string, string | number>;
  comparisons: Comparison[];
  runtime: RuntimeFigure[];
  plans: Plan[];
  /** The checkout table and audits (bench/checkout.ts checkoutTable). */
  checkout: string;
  seconds: number;
  poolSize: string;
}

const n = (value: number) => Math.round(value).toLocaleString('en-US');
const ms = (r: LoadResult) => `${r.p50.toFixed(1)} / ${r.p95.toFixed(1)} / ${r.p99.toFixed(1)}`;

export function targetText(target: Target | undefined): string {
  if (!target) return '';
  if (target.kind === 'rps') return `>= ${n(target.min)} req/s`;
  if (target.kind === 'share') return `>= ${(target.min * 100).toFixed(0)}% of floor`;
  return `p95 < ${target.maxMs} ms`;
}

export function targetMet({ api, floor, target }: Comparison): boolean | undefined {
  if (!target) return undefined;
  if (target.kind === 'rps') return api.perSecond >= target.min && api.non2xx + api.errors === 0;
  if (target.kind === 'share') return api.perSecond >= target.min * floor.perSecond;
  return api.p95 < target.maxMs;
}

const verdict = (met: boolean | undefined) => (met === undefined ? '' : met ? 'yes' : '**no**');

export function apiReport(report: ApiReport): string {
  const { machine } = report;
  const lines = [
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`pnpm bench\`: ${machine.products} products, ` +
      `nproc ${machine.nproc} (${machine.cpuModel}), ${machine.memoryGiB} GiB, Node ${machine.node}, PostgreSQL ${machine.postgres}, ` +
      `pool ${report.poolSize}, ${report.seconds} s per run after a 2 s warm-up (one-connection searches: 5 s after 1 s). ` +
      `Machine load (uptime) at the start: ${machine.loadAtStart}; at the end: ${machine.loadAverage}. ` +
      'The API runs compiled (`node dist/server.js`, as `pnpm start`); API, floor, database and load generator share the same cores.',
    '',
    '| Case | Conns | API req/s | API p50 / p95 / p99 ms | Floor req/s | Floor p50 / p95 / p99 ms | API / floor | Target | Met | API non-2xx |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- | ---: |',
    ...report.comparisons.map(
      (c) =>
        `| ${c.name} | ${c.connections} | ${n(c.api.perSecond)} | ${ms(c.api)} | ${n(c.floor.perSecond)} | ` +
        `${ms(c.floor)} | ${((c.api.perSecond / c.floor.perSecond) * 100).toFixed(0)}% | ${targetText(c.target)} | ` +
        `${verdict(targetMet(c))} | ${c.api.non2xx + c.api.errors} |`,
    ),
    '',
    '| Runtime | Measured | Target | Met |',
    '| --- | ---: | --- | --- |',
    ...report.runtime.map(
      (f) =>
        `| ${f.name} | ${n(f.value)} ${f.unit} | < ${n(f.max)} ${f.unit} | ${verdict(f.value < f.max)} |`,
    ),
    '',
    report.checkout,
    '',
    '| Query plan | Execution ms | Seq Scan on products | Rows read from products |',
    '| --- | ---: | --- | ---: |',
    ...report.plans.map(
      (p) =>
        `| ${p.name} | ${p.executionMs} | ${p.seqScanOnProducts ? '**yes**' : 'no'} | ${p.productsRows} |`,
    ),
    '',
    '<details><summary>EXPLAIN (ANALYZE, BUFFERS) plans</summary>',
    '',
    ...report.plans.flatMap((p) => [`${p.name}:`, '', '```', p.text, '```', '']),
    '</details>',
  ];
  return lines.join('\n');
}

export async function writeSection(name: string, markdown: string): Promise<void> {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  let doc = existsSync(DOC) ? await readFile(DOC, 'utf8') : '# Benchmarks\n';
  const block = `${start}\n${markdown}\n${end}`;
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  doc =
    from >= 0 && to > from
      ? doc.slice(0, from) + block + doc.slice(to + end.length)
      : `${doc.trimEnd()}\n\n${block}\n`;
  // Formatted as `pnpm check` expects, so a full run leaves a document ready to commit.
  const options = { ...(await prettier.resolveConfig(DOC)), filepath: DOC };
  await writeFile(DOC, await prettier.format(doc, options));
}

/** What fails the run, whatever the figures: a full scan of products, oversold stock, an order
 * the checkout left without its email, stored response or promo count. */
export function benchProblems(
  plans: Plan[],
  checkouts: CheckoutCase[],
  orderAudit: OrderAudit,
): string[] {
  return [
    ...plans.filter((p) => p.seqScanOnProducts).map((p) => `Seq Scan on products in ${p.name}`),
    ...(checkouts.some((c) => c.audit.oversells + c.audit.negativeStock > 0)
      ? ['oversold stock']
      : []),
    ...(Object.values(orderAudit).some((count) => count > 0)
      ? ['orders missing an email, a stored response or a promo count']
      : []),
  ];
}
