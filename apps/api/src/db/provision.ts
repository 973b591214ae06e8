// Finds or starts the database the shop runs on: DATABASE_URL when set, otherwise an
// embedded PostgreSQL kept under DATA_DIR, created and migrated on first use.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import { startEmbeddedPostgres, withDatabase } from './embedded.ts';
import { ensureDatabase, migrate } from './migrate.ts';

export const EMBEDDED_DATABASE_NAME = 'jangbogi';

export interface ProvisionedDatabase {
  url: string;
  embedded: boolean;
  stop: () => Promise<void>;
}

export async function provisionDatabase(
  config: Config,
  log: (message: string) => void,
): Promise<ProvisionedDatabase> {
  if (config.DATABASE_URL) {
    await ensureDatabase(config.DATABASE_URL);
    return { url: config.DATABASE_URL, embedded: false, stop: async () => {} };
  }
  const dataDir = path.join(config.dataDir, 'postgres');
  const firstStart = !existsSync(path.join(dataDir, 'PG_VERSION'));
  if (firstStart) log(`Creating an embedded PostgreSQL database in ${dataDir} ...`);
  const portFile = path.join(config.dataDir, 'postgres.port');
  const savedPort = existsSync(portFile) ? Number(await readFile(portFile, 'utf8')) : undefined;
  const server = await startEmbeddedPostgres({ dataDir, port: savedPort || undefined });
  await writeFile(portFile, String(server.port));
  const url = withDatabase(server.url, EMBEDDED_DATABASE_NAME);
  await ensureDatabase(url);
  return { url, embedded: true, stop: server.stop };
}

/** Migrates, logging each migration and function applied; answers whether anything was. */
export async function migrateAndLog(url: string, log: (message: string) => void): Promise<boolean> {
  const { applied, functions } = await migrate(url);
  for (const name of applied) log(`Applied migration ${name}`);
  if (functions.length > 0) log(`Applied functions ${functions.join(', ')}`);
  return applied.length > 0 || functions.length > 0;
}

/**
 * Development convenience: without JWT_SECRET a random secret is made once and kept in
 * DATA_DIR, so tokens survive restarts. Production must set JWT_SECRET.
 */
export async function resolveJwtSecret(config: Config): Promise<string> {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  if (config.NODE_ENV === 'production') throw new Error('JWT_SECRET must be set in production');
  const file = path.join(config.dataDir, 'jwt-secret');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  await mkdir(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
