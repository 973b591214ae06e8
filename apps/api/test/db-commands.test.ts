// Every `pnpm db:*` command of the README, run as a real process from the repository root against
// a real, new database, so that a broken script or a missing entry file cannot go unnoticed.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withDatabase } from '../src/db/embedded.ts';
import { readFunctions } from '../src/db/functions.ts';
import { readMigrations } from '../src/db/migrate.ts';
import { PNPM } from './helpers/pinned-pnpm.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const run = promisify(execFile);

const CATALOGUE = `{
  // loaded by pnpm db:seed --file
  "categories": [{ "name": "Test Pantry", "name_kr": "테스트 식품", "subcategories": [{
    "name": "Test Noodles", "name_kr": "테스트 면", "products": [
      { "name": "Command Line Noodle", "name_kr": "명령줄 국수", "sell_price": 2500, "stock_quantity": 3 }
    ] }] }]
}`;

describe('pnpm db:* commands from the README', () => {
  const name = `jangbogi_cli_${randomBytes(6).toString('hex')}`;
  const url = withDatabase(inject('postgresUrl'), name);
  let dir: string;

  /** `pnpm <args>` from the repository root, the way the README runs it. */
  async function pnpm(...args: string[]): Promise<string> {
    const { stdout, stderr } = await run(PNPM, args, {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        DATABASE_URL: url,
        DATA_DIR: dir,
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
      },
      timeout: 90_000,
    }).catch((error: { stdout?: string; stderr?: string; message: string }) => {
      throw new Error(
        `pnpm ${args.join(' ')} failed: ${error.message}\n${error.stdout ?? ''}\n${error.stderr ?? ''}`,
      );
    });
    return `${stdout}\n${stderr}`;
  }

  async function count(sql: string): Promise<number> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(sql);
      return rows[0]?.n ?? 0;
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'jangbogi-db-commands-'));
  });

  afterAll(async () => {
    const admin = new pg.Client({ connectionString: inject('postgresUrl') });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    await rm(dir, { recursive: true, force: true });
  });

  it(
    'db:migrate creates the database and applies every migration and function, then nothing',
    { timeout: 120_000 },
    async () => {
      const output = await pnpm('db:migrate');
      const migrations = await readMigrations();
      for (const migration of migrations)
        expect(output).toContain(`Applied migration ${migration.name}`);
      expect(
        await count(
          'SELECT count(*)::int AS n FROM _prisma_migrations WHERE finished_at IS NOT NULL',
        ),
      ).toBe(migrations.length);
      const functions = await readFunctions();
      expect(output).toContain(`Applied functions ${functions.map((f) => f.name).join(', ')}`);
      expect(await count('SELECT count(*)::int AS n FROM _database_functions')).toBe(
        functions.length,
      );
      expect(await pnpm('db:migrate')).toContain('The database is up to date.');
    },
  );

  it('db:seed seeds the shop', { timeout: 120_000 }, async () => {
    await pnpm('db:seed');
    expect(await count('SELECT count(*)::int AS n FROM products')).toBeGreaterThanOrEqual(150);
    expect(
      await count("SELECT count(*)::int AS n FROM users WHERE email = 'demo@jangbogi.kr'"),
    ).toBe(1);
  });

  it('db:seed --file loads a catalogue file', { timeout: 120_000 }, async () => {
    const file = path.join(dir, 'catalogue.json');
    await writeFile(file, CATALOGUE);
    expect(await pnpm('db:seed', '--file', file)).toContain('catalogue.json: 1 created');
    expect(
      await count("SELECT count(*)::int AS n FROM products WHERE name = 'Command Line Noodle'"),
    ).toBe(1);
  });

  it('db:seed --products N adds generated products', { timeout: 120_000 }, async () => {
    const before = await count('SELECT count(*)::int AS n FROM products');
    expect(await pnpm('db:seed', '--products', '40')).toContain('Added 40 generated products');
    expect(await count('SELECT count(*)::int AS n FROM products')).toBe(before + 40);
  });

  it('db:seed --orders N adds a history of orders', { timeout: 120_000 }, async () => {
    const before = await count('SELECT count(*)::int AS n FROM orders');
    expect(await pnpm('db:seed', '--orders', '200', '--customers', '30', '--seed', '3')).toContain(
      'Added 200 orders',
    );
    expect(await count('SELECT count(*)::int AS n FROM orders')).toBe(before + 200);
  });
});
