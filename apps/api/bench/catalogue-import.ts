// The catalogue import at its stated size: 10,000 rows previewed, applied as new products, then
// applied again as a price and stock change of every one. Prints the times; not a test.
//   pnpm --filter @jangbogi/api exec tsx bench/catalogue-import.ts [rows]
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { startEmbeddedPostgres, withDatabase } from '../src/db/embedded.ts';
import { ensureDatabase, migrate } from '../src/db/migrate.ts';
import { seedIfEmpty } from '../src/db/seed/seed.ts';

const ROWS = Number(process.argv[2] ?? 10_000);
const log = (message: string) => console.log(`[bench] ${message}`);

function sheetRows(priceShift: number, stockChange: string): (string | number)[][] {
  const header = ['sku', 'name', 'name_kr', 'category', 'subcategory', 'sell_price', 'stock'];
  const rows: (string | number)[][] = [[...header, 'stock_change', 'stock_reason']];
  for (let i = 1; i <= ROWS; i++) {
    const sku = `BENCH-${String(i).padStart(5, '0')}`;
    rows.push([
      sku,
      `Bench product ${i}`,
      `벤치 상품 ${i}`,
      'Fresh Produce',
      '채소',
      1_000 + (i % 50) * 100 + priceShift,
      10,
      stockChange,
      stockChange ? 'received' : '',
    ]);
  }
  return rows;
}

async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Products');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function form(sheet: Buffer, fileName: string) {
  const boundary = '----catalogue-bench';
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
          `Content-Type: application/octet-stream\r\n\r\n`,
      ),
      sheet,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

async function main() {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'jangbogi-import-bench-'));
  const database = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'pg') });
  try {
    const url = withDatabase(database.url, 'jangbogi');
    await ensureDatabase(url);
    await migrate(url);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: url,
      DATA_DIR: workDir,
      BACKGROUND_JOBS: 'false',
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
    });
    await seedIfEmpty(url, config, log);
    const app = await buildApp(config);
    try {
      const admin = await app.db.user.findFirstOrThrow({ where: { role: 'admin' } });
      const auth = {
        authorization: `Bearer ${app.signUserToken({ id: admin.id, role: 'admin' })}`,
      };
      const run = async (step: 'preview' | 'apply', sheet: Buffer, fileName: string) => {
        const body = form(sheet, fileName);
        const started = performance.now();
        const response = await app.inject({
          method: 'POST',
          url: `/api/admin/products/import/${step}`,
          headers: { ...auth, ...body.headers },
          payload: body.payload,
        });
        const seconds = (performance.now() - started) / 1000;
        const last = response.body.trim().split('\n').at(-1) ?? '';
        if (response.statusCode !== 200 || last.includes('"failed"'))
          throw new Error(`${step} ${response.statusCode}: ${last.slice(0, 300)}`);
        return { seconds, last: step === 'apply' ? last : '' };
      };
      for (const [label, sheet, fileName] of [
        ['new products, XLSX', await xlsx(sheetRows(0, '')), 'new.xlsx'],
        [
          'price and stock change of each, CSV',
          Buffer.from(stringify(sheetRows(100, '+5'))),
          'change.csv',
        ],
      ] as const) {
        log(
          `${ROWS.toLocaleString('en-US')} rows, ${label} (${(sheet.length / 1024).toFixed(0)} kB)`,
        );
        const preview = await run('preview', sheet, fileName);
        log(`  preview ${preview.seconds.toFixed(1)} s`);
        const apply = await run('apply', sheet, fileName);
        log(`  apply   ${apply.seconds.toFixed(1)} s  ${apply.last}`);
      }
    } finally {
      await app.close();
    }
  } finally {
    await database.stop();
    await rm(workDir, { recursive: true, force: true });
  }
}

await main();
