// Finds or starts the database the shop runs on: DATABASE_URL when set, otherwise an
// embedded PostgreSQL kept under DATA_DIR, created and migrated on first use.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import { ensureSystemDir, packagedPrograms, SYSTEM_DIR } from './embedded-programs.ts';
import { startEmbeddedPostgres, withDatabase, type ProgramSource } from './embedded.ts';
import { canEnter, firstLine, POSTGRES_OS_USER, postgresOsUser } from './postgres-os-user.ts';
import { DatabaseSetupError } from './setup-error.ts';
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
  programs: ProgramSource = {},
): Promise<ProvisionedDatabase> {
  if (config.DATABASE_URL) {
    await ensureDatabase(config.DATABASE_URL);
    return { url: config.DATABASE_URL, embedded: false, stop: async () => {} };
  }
  // Found first: without the programs (a production install) the start ends here, having made
  // no folder anywhere.
  const packaged = programs.packaged ?? (await packagedPrograms());
  const systemDir = programs.systemDir ?? SYSTEM_DIR;
  const dataDir = await clusterDir(config.dataDir, systemDir, log);
  const firstStart = !existsSync(path.join(dataDir, 'PG_VERSION'));
  if (firstStart) log(`Creating an embedded PostgreSQL database in ${dataDir} ...`);
  const portFile = path.join(config.dataDir, 'postgres.port');
  const savedPort = existsSync(portFile) ? Number(await readFile(portFile, 'utf8')) : undefined;
  const server = await startEmbeddedPostgres({
    dataDir,
    port: savedPort || undefined,
    packaged,
    systemDir,
  });
  await writeFile(portFile, String(server.port));
  const url = withDatabase(server.url, EMBEDDED_DATABASE_NAME);
  await ensureDatabase(url);
  return { url, embedded: true, stop: server.stop };
}

/**
 * The cluster lives in DATA_DIR/postgres, unless the shop runs as root and the `postgres` OS user,
 * which runs the server, cannot enter DATA_DIR (a clone under /root, mode 700): then it lives in
 * the system folder, in a folder named after DATA_DIR's path, so each clone keeps its own data
 * across starts. A cluster already made in either place stays there.
 */
async function clusterDir(
  dataDir: string,
  systemDir: string,
  log: (message: string) => void,
): Promise<string> {
  const inDataDir = path.join(dataDir, 'postgres');
  const user = await postgresOsUser();
  if (!user || existsSync(path.join(inDataDir, 'PG_VERSION'))) return inDataDir;
  const home = path.join(systemDir, 'clusters', clusterName(dataDir));
  const outside = path.join(home, 'postgres');
  if (!existsSync(path.join(outside, 'PG_VERSION'))) {
    await mkdir(dataDir, { recursive: true });
    await chmod(dataDir, 0o755);
    if (await canEnter(user, dataDir)) return inDataDir;
    await ensureSystemDir(systemDir);
    await mkdir(home, { recursive: true }).catch((error: unknown) => {
      throw new DatabaseSetupError(
        `The "${POSTGRES_OS_USER}" OS user cannot enter ${dataDir} and ${home} cannot be made ` +
          `(${firstLine(error)}): set DATA_DIR to a folder that user can enter, or set DATABASE_URL.`,
        { cause: error },
      );
    });
    await chmod(path.dirname(home), 0o755);
    // Names the DATA_DIR the cluster belongs to, for whoever looks in the system folder.
    await writeFile(path.join(home, 'data-dir'), `${dataDir}\n`);
  }
  log(
    `The database lives in ${outside} (the "${POSTGRES_OS_USER}" OS user, which runs it, cannot enter ${dataDir}).`,
  );
  return outside;
}

/** e.g. jangbogi-3f2a9c1d0b7e for /root/jangbogi/.data: readable, and one per path. */
function clusterName(dataDir: string): string {
  const readable = path.basename(path.dirname(dataDir)).replace(/[^\w.-]+/g, '-') || 'root';
  return `${readable}-${createHash('sha256').update(dataDir).digest('hex').slice(0, 12)}`;
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
