// pnpm db:seed [--file catalogue.json] [--products N] [--orders N [--customers M] [--seed S]]
// Finds the database the way the server does (DATABASE_URL, else the embedded one under
// DATA_DIR), migrates it, then seeds the shop (idempotent), loads a catalogue file, and/or adds
// N generated products, and/or a three-year history of N orders by M customers.
import { SingleBar, Presets } from 'cli-progress';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { createPrismaClient } from '../client.ts';
import { migrateAndLog, provisionDatabase } from '../provision.ts';
import { CatalogueFileError, parseCatalogueFile } from './catalogue-schema.ts';
import { generateOrderHistory, SEEDED_CUSTOMER_PASSWORD } from './generate-orders.ts';
import { generateProducts } from './generate-products.ts';
import { loadCatalogue } from './load-catalogue.ts';
import { seedShop } from './seed.ts';

const log = (message: string) => console.log(`[seed] ${message}`);

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      file: { type: 'string' },
      products: { type: 'string' },
      orders: { type: 'string' },
      customers: { type: 'string' },
      seed: { type: 'string' },
    },
  });
  const products = values.products === undefined ? undefined : Number(values.products);
  const config = loadConfig();
  const database = await provisionDatabase(config, log);
  const db = createPrismaClient(database.url, 4);
  try {
    await migrateAndLog(database.url, log);
    const summary = await seedShop(db, config);
    log(
      `Shop seed: ${summary.created} created, ${summary.updated} updated, ${summary.unchanged} unchanged products.`,
    );

    if (values.file) {
      const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.file);
      const catalogue = parseCatalogueFile(await readFile(file, 'utf8'));
      const loaded = await loadCatalogue(db, catalogue, config.uploadDir);
      log(
        `${path.basename(file)}: ${loaded.created} created, ${loaded.updated} updated, ${loaded.unchanged} unchanged products.`,
      );
    }

    if (products !== undefined) {
      const bar = new SingleBar(
        { format: '[seed] products {bar} {value}/{total} ({eta}s left)' },
        Presets.shades_classic,
      );
      bar.start(products, 0);
      const started = Date.now();
      try {
        await generateProducts(db, products, (done) => bar.update(done));
      } finally {
        bar.stop();
      }
      log(
        `Added ${products} generated products in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
      );
    }
    if (values.orders !== undefined) {
      const orders = Number(values.orders);
      const customers = Number(values.customers ?? Math.max(1, Math.floor(orders / 5)));
      const seed = Number(values.seed ?? 1);
      const started = Date.now();
      // Each step's time, to see where a long history goes.
      let step: { name: string; started: number } | undefined;
      const stepDone = () =>
        step &&
        log(`history: ${step.name} took ${((Date.now() - step.started) / 1000).toFixed(1)} s`);
      const history = await generateOrderHistory(db, { orders, customers, seed }, (name) => {
        if (name === step?.name) return;
        stepDone();
        step = { name, started: Date.now() };
      });
      stepDone();
      log(
        `Added ${history.orders} orders (${history.lines} lines) by ${history.customers} customers ` +
          `in ${((Date.now() - started) / 1000).toFixed(1)} s. ${history.heavyCustomerEmail} ` +
          `(password ${SEEDED_CUSTOMER_PASSWORD}) has the longest history.`,
      );
    }
    return 0;
  } catch (error) {
    if (error instanceof CatalogueFileError) {
      console.error(error.message);
      console.error('Nothing was loaded.');
      return 1;
    }
    throw error;
  } finally {
    await db.$disconnect();
    await database.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
