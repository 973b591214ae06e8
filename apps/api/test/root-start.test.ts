// Started by root from a clone in a folder only root can enter (a fresh cloud machine's /root,
// mode 700), the shop still gets its database: the `postgres` OS user, which runs PostgreSQL,
// runs a copy of the programs and keeps the cluster in the system folder, and the start says
// where. The programs are resolved from a mode-700 folder holding a copy of the packaged ones,
// rather than from a copy of the whole workspace.
import { chmod, cp, mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { packagedPrograms, type PackagedPrograms } from '../src/db/embedded-programs.ts';
import { provisionDatabase } from '../src/db/provision.ts';
import { DatabaseSetupError } from '../src/db/setup-error.ts';

const skipped =
  process.platform !== 'linux'
    ? 'runs on Linux only'
    : process.getuid?.() !== 0
      ? 'needs root: only a root start runs PostgreSQL as the postgres OS user'
      : undefined;

async function query(url: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Record<string, unknown>>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe.skipIf(skipped)(
  `the start as root from a folder only root can enter${skipped ? ` (skipped: ${skipped})` : ''}`,
  () => {
    /** Stands in for /root: mode 700, owned by root. */
    let locked: string;
    /** Stands in for /var/lib/jangbogi. */
    let systemDir: string;
    let packaged: PackagedPrograms;

    beforeAll(async () => {
      locked = await mkdtemp(path.join(os.tmpdir(), 'jangbogi-root-'));
      expect((await stat(locked)).mode & 0o777).toBe(0o700);
      // Like /var/lib: a folder everyone can enter.
      const varLib = await mkdtemp(path.join(os.tmpdir(), 'jangbogi-system-'));
      await chmod(varLib, 0o755);
      systemDir = path.join(varLib, 'jangbogi');
      // The packaged programs as a clone under /root has them: inside the locked folder.
      const installed = await packagedPrograms();
      const dir = path.join(locked, 'clone', 'postgres-programs');
      await cp(installed.dir, dir, { recursive: true, verbatimSymlinks: true });
      const moved = (program: string) => path.join(dir, path.relative(installed.dir, program));
      packaged = {
        ...installed,
        dir,
        initdb: moved(installed.initdb),
        postgres: moved(installed.postgres),
      };
    });

    afterAll(async () => {
      await rm(locked, { recursive: true, force: true });
      await rm(path.dirname(systemDir), { recursive: true, force: true });
    });

    const config = () =>
      loadConfig({
        NODE_ENV: 'test',
        DATABASE_URL: undefined,
        DATA_DIR: path.join(locked, 'clone', '.data'),
      });

    it('runs a copy of PostgreSQL and keeps the cluster outside, says where, and finds it again', async () => {
      const lines: string[] = [];
      const first = await provisionDatabase(config(), (line) => lines.push(line), {
        packaged,
        systemDir,
      });
      let clusterDir: string;
      try {
        const [row] = (await query(first.url, 'SHOW data_directory')) as {
          data_directory: string;
        }[];
        clusterDir = row?.data_directory ?? '';
        expect(path.dirname(path.dirname(clusterDir))).toBe(path.join(systemDir, 'clusters'));
        expect(lines).toContain(
          `The database lives in ${clusterDir} (the "postgres" OS user, which runs it, cannot enter ${config().dataDir}).`,
        );
        await query(
          first.url,
          'CREATE TABLE kept (word text); INSERT INTO kept VALUES ($$장보기$$)',
        );
      } finally {
        await first.stop();
      }
      // One copy of the programs, named by their release, and no half-made copy left behind.
      expect((await readdir(systemDir)).sort()).toEqual([
        'clusters',
        `postgres-${packaged.release}`,
      ]);

      // The next start finds the same cluster, with its data.
      const again: string[] = [];
      const second = await provisionDatabase(config(), (line) => again.push(line), {
        packaged,
        systemDir,
      });
      try {
        expect(await query(second.url, 'SELECT word FROM kept')).toEqual([{ word: '장보기' }]);
        expect(again).toContain(lines.find((line) => line.startsWith('The database lives in')));
        expect(again.some((line) => line.startsWith('Creating'))).toBe(false);
      } finally {
        await second.stop();
      }
    }, 60_000);

    it('stops with one line saying what to do when no reachable copy can be made', async () => {
      const unreachable = path.join(locked, 'system');
      const failed = await provisionDatabase(
        loadConfig({
          NODE_ENV: 'test',
          DATABASE_URL: undefined,
          DATA_DIR: path.join(locked, 'other', '.data'),
        }),
        () => {},
        { packaged, systemDir: unreachable },
      ).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failed).toBeInstanceOf(DatabaseSetupError);
      const message = (failed as Error).message;
      expect(message).not.toContain('\n');
      expect(message).toMatch(
        /cannot run PostgreSQL from .* nor from its copy in .*DATABASE_URL\.$/,
      );
    });

    it('refuses a system folder that others could write to, rather than run what it holds', async () => {
      const shared = path.join(path.dirname(systemDir), 'shared');
      await mkdir(shared, { mode: 0o777 });
      await chmod(shared, 0o777);
      const failed = await provisionDatabase(config(), () => {}, {
        packaged,
        systemDir: shared,
      }).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failed).toBeInstanceOf(DatabaseSetupError);
      expect((failed as Error).message).toBe(
        `${shared} must be a folder owned by root that only root can write to (the database runs ` +
          `the programs kept there): chown root:root ${shared} && chmod 755 ${shared}, or set DATABASE_URL.`,
      );
    });
  },
);
