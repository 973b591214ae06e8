// A throwaway server of Debian's PostgreSQL 15, the oldest the shop supports, for the tests that
// must hold on it as well as on the embedded 18: it listens on a socket in its own folder only, so
// it needs no port, and it is stopped and deleted with the test file. Where Debian's server is not
// installed, the caller skips those tests and says so.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const BIN = '/usr/lib/postgresql/15/bin';

export const debianPostgresInstalled = existsSync(path.join(BIN, 'pg_ctl'));

export interface DebianPostgres {
  /** A URL of the server's `postgres` database, as superuser. */
  url: string;
  stop: () => Promise<void>;
}

/** As root, the server runs as the `postgres` user that Debian's package creates. */
async function asServerUser(command: string, args: string[], dir: string) {
  if (process.getuid?.() !== 0) return run(command, args);
  const [uid, gid] = await Promise.all(
    ['-u', '-g'].map(async (flag) => Number((await run('id', [flag, 'postgres'])).stdout.trim())),
  );
  await chown(dir, uid ?? 0, gid ?? 0);
  return run('runuser', ['-u', 'postgres', '--', command, ...args]);
}

export async function startDebianPostgres(): Promise<DebianPostgres> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'jangbogi-pg15-'));
  const data = path.join(dir, 'data');
  try {
    await asServerUser(
      path.join(BIN, 'initdb'),
      ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8'],
      dir,
    );
    const options = `-k ${dir} -c listen_addresses='' -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    // The server's output goes to a file: on the inherited pipe, pg_ctl's caller would wait for
    // the server to exit.
    const log = path.join(dir, 'server.log');
    await asServerUser(
      path.join(BIN, 'pg_ctl'),
      ['-D', data, '-l', log, '-o', options, '-w', 'start'],
      dir,
    );
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(dir)}`,
    stop: async () => {
      await asServerUser(path.join(BIN, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop'], dir);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
