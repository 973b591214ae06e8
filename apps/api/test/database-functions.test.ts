// prisma/functions holds the current definition of every database function, and the migrate step
// makes each database run exactly those: compared here with pg_proc after migrating, together
// with the order's one declared input type (order-input.ts against the order_input view).
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNCTIONS_DIR, readFunctions, type DatabaseFunction } from '../src/db/functions.ts';
import { migrate, readMigrations } from '../src/db/migrate.ts';
import { ORDER_INPUT } from '../src/domain/orders/order-input.ts';
import { createTestDatabase } from './helpers/database.ts';

/** The migration from which prisma/functions, not the migrations, holds the functions' bodies. */
const FUNCTIONS_AS_SOURCE_SINCE = '20261126010000_order_input';

/** The functions a piece of SQL defines, with their bodies (the text between the dollar quotes). */
function definedIn(sql: string): { name: string; body: string }[] {
  const found: { name: string; body: string }[] = [];
  const create = /CREATE\s+(?:OR\s+REPLACE\s+)?FUNCTION\s+"?(\w+)"?\s*\(/gi;
  for (const match of sql.matchAll(create)) {
    const rest = sql.slice(match.index + match[0].length);
    const open = /\$(\w*)\$/.exec(rest);
    if (!open) continue;
    const start = open.index + open[0].length;
    found.push({ name: match[1]!, body: rest.slice(start, rest.indexOf(open[0], start)) });
  }
  return found;
}

const bodyOf = (f: DatabaseFunction) => definedIn(f.sql)[0]!.body;

describe('database functions', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let client: pg.Client;
  let files: DatabaseFunction[];

  beforeAll(async () => {
    files = await readFunctions();
    // A copy of the template, which global-setup migrated from nothing.
    database = await createTestDatabase();
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
    await database.drop();
  });

  async function functionsInDatabase() {
    const { rows } = await client.query<{ name: string; source: string }>(
      `SELECT p.proname::text AS name, p.prosrc AS source
         FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace AND n.nspname = 'public'
        WHERE NOT EXISTS (SELECT 1 FROM pg_depend d
                           WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid
                             AND d.deptype = 'e')
        ORDER BY p.proname`,
    );
    return rows;
  }

  it('run exactly the body of their file, one function per file and a file per function', async () => {
    const running = await functionsInDatabase();
    expect(running.map((f) => f.name)).toEqual(files.map((f) => f.name));
    for (const file of files) {
      expect(running.find((f) => f.name === file.name)?.source, `${file.name}.sql`).toBe(
        bodyOf(file),
      );
    }
  });

  // A migration may create a new function for what it does itself (the search table's backfill
  // needs its row function): that first body is history, and the file takes over after it. What
  // it may not do is give a function another body, which belongs in the function's file.
  it('are not given another body by a migration written since they became source', async () => {
    const migrations = await readMigrations();
    for (const [index, migration] of migrations.entries()) {
      if (migration.name < FUNCTIONS_AS_SOURCE_SINCE) continue;
      const earlier = new Set(
        migrations.slice(0, index).flatMap((m) => definedIn(m.sql).map((d) => d.name)),
      );
      for (const defined of definedIn(migration.sql)) {
        expect(
          earlier.has(defined.name),
          `${migration.name} redefines ${defined.name}: its current body belongs in prisma/functions/${defined.name}.sql`,
        ).toBe(false);
        expect(
          files.map((f) => f.name),
          `${migration.name} creates ${defined.name}, which needs its file in prisma/functions`,
        ).toContain(defined.name);
      }
    }
  });

  it('are applied again when a file changes, and not when nothing did', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'jangbogi-functions-'));
    try {
      await cp(FUNCTIONS_DIR, dir, { recursive: true });
      expect((await migrate(database.url, undefined, dir)).functions).toEqual([]);
      const file = path.join(dir, 'unpaid_orders_of.sql');
      const edited = (await readFile(file, 'utf8')).replace(
        "'pending'",
        '\'pending\'::"OrderStatus"',
      );
      await writeFile(file, edited);
      expect((await migrate(database.url, undefined, dir)).functions).toEqual(['unpaid_orders_of']);
      const { rows } = await client.query<{ source: string }>(
        "SELECT prosrc AS source FROM pg_proc WHERE proname = 'unpaid_orders_of'",
      );
      expect(rows[0]?.source).toContain('::"OrderStatus"');
      expect((await migrate(database.url, undefined, dir)).functions).toEqual([]);
    } finally {
      // Back to the shipped body, for the tests that follow.
      await migrate(database.url);
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('are applied again when the database no longer runs what was applied', async () => {
    await client.query(
      `CREATE OR REPLACE FUNCTION main_image_url(product uuid) RETURNS text LANGUAGE sql STABLE
         AS $$ SELECT 'https://example.com/changed-by-hand.jpg' $$`,
    );
    await client.query('DROP FUNCTION address_snapshot(uuid, uuid)');
    expect((await migrate(database.url)).functions).toEqual(['address_snapshot', 'main_image_url']);
    const running = await functionsInDatabase();
    for (const name of ['address_snapshot', 'main_image_url']) {
      expect(running.find((f) => f.name === name)?.source).toBe(
        bodyOf(files.find((f) => f.name === name)!),
      );
    }
  });

  it('leave every function as it was when one file fails', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'jangbogi-functions-'));
    try {
      await cp(FUNCTIONS_DIR, dir, { recursive: true });
      const queueEmail = path.join(dir, 'queue_email.sql');
      await writeFile(queueEmail, `${await readFile(queueEmail, 'utf8')}\n-- edited\n`);
      await writeFile(
        path.join(dir, 'unpaid_orders_of.sql'),
        'CREATE OR REPLACE FUNCTION unpaid_orders_of(customer text, guest uuid) RETURNS integer\n' +
          'LANGUAGE sql AS $$ SELECT count(*)::int FROM no_such_table $$;\n',
      );
      await expect(migrate(database.url, undefined, dir)).rejects.toThrow(
        /prisma\/functions\/unpaid_orders_of\.sql failed/,
      );
      expect((await migrate(database.url)).functions).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuse a file that does not define the function it is named after', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'jangbogi-functions-'));
    try {
      await writeFile(
        path.join(dir, 'open_checkout.sql'),
        'CREATE OR REPLACE FUNCTION open_the_checkout() RETURNS void LANGUAGE sql AS $$ $$;\n',
      );
      await expect(readFunctions(dir)).rejects.toThrow(/open_checkout\.sql must hold one/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('take the order as order_input, whose columns are ORDER_INPUT’s fields', async () => {
    const { rows } = await client.query<{ name: string; type: string; nullable: boolean }>(
      `SELECT a.attname::text AS name, format_type(a.atttypid, a.atttypmod) AS type,
              NOT o.attnotnull AS nullable
         FROM pg_attribute a
         JOIN pg_attribute o ON o.attrelid = 'orders'::regclass AND o.attname = a.attname
        WHERE a.attrelid = 'order_input'::regclass AND a.attnum > 0 AND NOT a.attisdropped
        ORDER BY a.attnum`,
    );
    const declared = Object.entries(ORDER_INPUT).map(([name, type]) => ({
      name,
      type: type.replace(/ \| null$/, ''),
      nullable: type.endsWith(' | null'),
    }));
    expect(rows).toEqual(declared);
    const placeOrder = await client.query<{ input: string }>(
      "SELECT format_type(proargtypes[0], NULL) AS input FROM pg_proc WHERE proname = 'place_order'",
    );
    expect(placeOrder.rows).toEqual([{ input: 'order_input' }]);
  });
});
