// First-run seed: a real-looking Korean grocery shop. `seedShop` is idempotent (natural keys,
// unchanged rows untouched); `seedIfEmpty` runs it only on a database without categories, and
// otherwise just re-draws any seeded illustration that went missing from the upload folder.
import type { Config } from '../../config.ts';
import { createPrismaClient, type Db } from '../client.ts';
import { builtinCatalogue } from './builtin-catalogue.ts';
import { validateCatalogue } from './catalogue-schema.ts';
import { prismaSql } from '../sql.ts';
import { refreshSearchDocuments } from '../../domain/catalogue/search/refresh.ts';
import { ensureCatalogueArtwork, loadCatalogue, type LoadSummary } from './load-catalogue.ts';
import { ensureAccounts, ensureBanners, ensurePromos, ensureSettings } from './shop-extras.ts';

export type SeedConfig = Pick<Config, 'uploadDir' | 'ADMIN_EMAIL' | 'ADMIN_PASSWORD' | 'NODE_ENV'>;

export async function seedShop(db: Db, config: SeedConfig): Promise<LoadSummary> {
  const summary = await loadCatalogue(db, validateCatalogue(builtinCatalogue()), config.uploadDir);
  await refreshSearchDocuments(prismaSql(db));
  await ensureBanners(db, config.uploadDir);
  await ensureSettings(db);
  await ensurePromos(db);
  await ensureAccounts(db, config);
  return summary;
}

/** `database`: a URL (a short-lived client is made) or a client to reuse, as the server does. */
export async function seedIfEmpty(
  database: string | Db,
  config: SeedConfig,
  log: (m: string) => void,
): Promise<boolean> {
  const db = typeof database === 'string' ? createPrismaClient(database, 2) : database;
  try {
    if ((await db.category.count()) > 0) {
      // Writes only missing files; the database is left as it is.
      await ensureCatalogueArtwork(validateCatalogue(builtinCatalogue()), config.uploadDir);
      await ensureBanners(db, config.uploadDir);
      return false;
    }
    const summary = await seedShop(db, config);
    log(`Seed: ${summary.created} products created.`);
    return true;
  } finally {
    if (typeof database === 'string') await db.$disconnect();
  }
}
