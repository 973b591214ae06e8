// The hand-written migrations must build exactly the database that schema.prisma describes,
// and the migrator must be safe to run twice and from two processes at once.
import internals from '@prisma/internals';
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFunctions } from '../src/db/functions.ts';
import { migrate, MIGRATIONS_DIR, readMigrations } from '../src/db/migrate.ts';
import { createTestDatabase } from './helpers/database.ts';

const SCHEMA_PATH = fileURLToPath(new URL('../../../prisma/schema.prisma', import.meta.url));
// Columns the database has on purpose that Prisma does not model (the search document, ADR 34).
const DATABASE_ONLY_COLUMNS = new Set([
  'products.search_name_kr',
  'products.search_name_en',
  'products.search_words',
  'products.search_doc',
  'products.search_alt',
  'products.search_source',
  'products.unit_basis',
  'products.sales_30d',
]);
// Tables the database keeps on purpose that Prisma does not model: the narrow copy of what search
// reads, kept by triggers on products (ADR 34).
const DATABASE_ONLY_TABLES = new Set(['products_search']);

type Dmmf = Awaited<ReturnType<typeof internals.getDMMF>>;

async function emptyDatabase() {
  const database = await createTestDatabase();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  // The template is already migrated: start these tests from nothing.
  await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  await client.end();
  return database;
}

describe('migrations', () => {
  let dmmf: Dmmf;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let client: pg.Client;

  beforeAll(async () => {
    dmmf = await internals.getDMMF({ datamodel: await readFile(SCHEMA_PATH, 'utf8') });
    database = await emptyDatabase();
    await migrate(database.url);
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
    await database.drop();
  });

  it('record checksums in Prisma Migrate’s bookkeeping table', async () => {
    const migrations = await readMigrations();
    const { rows } = await client.query<{ migration_name: string; checksum: string }>(
      'SELECT migration_name, checksum FROM _prisma_migrations ORDER BY migration_name',
    );
    expect(rows).toEqual(migrations.map((m) => ({ migration_name: m.name, checksum: m.checksum })));
  });

  it('are a no-op the second time', async () => {
    const again = await migrate(database.url);
    expect(again.applied).toEqual([]);
    expect(again.skipped.length).toBeGreaterThan(0);
    expect(again.functions).toEqual([]);
  });

  it('can run from two processes at once', async () => {
    const fresh = await emptyDatabase();
    try {
      const results = await Promise.all([migrate(fresh.url), migrate(fresh.url)]);
      const applied = results.flatMap((r) => r.applied);
      expect(applied.sort()).toEqual((await readMigrations()).map((m) => m.name).sort());
      const functions = results.flatMap((r) => r.functions);
      expect(functions.sort()).toEqual((await readFunctions()).map((f) => f.name).sort());
    } finally {
      await fresh.drop();
    }
  });

  it('refuse an applied migration whose file was edited', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'jangbogi-migrations-'));
    await cp(MIGRATIONS_DIR, dir, { recursive: true });
    const [first] = await readMigrations(dir);
    await writeFile(path.join(dir, first!.name, 'migration.sql'), `${first!.sql}\n-- edited\n`);
    await expect(migrate(database.url, dir)).rejects.toThrow(/checksum mismatch/);
  });

  it('roll back a failing migration completely', async () => {
    const fresh = await emptyDatabase();
    const dir = await mkdtemp(path.join(os.tmpdir(), 'jangbogi-migrations-'));
    await cp(MIGRATIONS_DIR, dir, { recursive: true });
    const broken = path.join(dir, '99990101000000_broken');
    await cp(path.join(dir, (await readMigrations(dir))[0]!.name), broken, { recursive: true });
    await writeFile(
      path.join(broken, 'migration.sql'),
      'CREATE TABLE half_done (id int); SELECT 1/0;',
    );
    try {
      await expect(migrate(fresh.url, dir)).rejects.toThrow(/99990101000000_broken failed/);
      const c = new pg.Client({ connectionString: fresh.url });
      await c.connect();
      const tables = await c.query("SELECT 1 FROM pg_tables WHERE tablename = 'half_done'");
      const recorded = await c.query(
        "SELECT 1 FROM _prisma_migrations WHERE migration_name LIKE '9999%'",
      );
      await c.end();
      expect(tables.rowCount).toBe(0);
      expect(recorded.rowCount).toBe(0);
    } finally {
      await fresh.drop();
    }
  });

  it('build exactly what schema.prisma describes', async () => {
    const columns = await client.query<{
      table_name: string;
      column_name: string;
      udt_name: string;
      is_nullable: string;
      column_default: string | null;
    }>(`SELECT c.table_name, c.column_name, c.udt_name, c.is_nullable, c.column_default
        FROM information_schema.columns c
        JOIN information_schema.tables t USING (table_schema, table_name)
        WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'`);
    const indexes = await client.query<{
      table: string;
      unique: boolean;
      primary: boolean;
      columns: string[];
      partial: boolean;
    }>(
      `SELECT t.relname::text AS table, ix.indisunique AS unique, ix.indisprimary AS primary,
              ix.indpred IS NOT NULL AS partial,
              array_agg(a.attname::text ORDER BY k.ord) AS columns
       FROM pg_index ix
       JOIN pg_class t ON t.oid = ix.indrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace AND n.nspname = 'public'
       CROSS JOIN LATERAL unnest(ix.indkey) WITH ORDINALITY AS k(attnum, ord)
       JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
       GROUP BY t.relname, ix.indexrelid, ix.indisunique, ix.indisprimary, ix.indpred`,
    );
    const foreignKeys = await client.query<{
      table: string;
      columns: string[];
      target: string;
      on_delete: string;
    }>(
      `SELECT c.conrelid::regclass::text AS table, c.confrelid::regclass::text AS target,
              c.confdeltype AS on_delete,
              array(SELECT attname::text FROM unnest(c.conkey) WITH ORDINALITY k(n, o)
                    JOIN pg_attribute ON attrelid = c.conrelid AND attnum = k.n ORDER BY o) AS columns
       FROM pg_constraint c WHERE c.contype = 'f'`,
    );
    const enums = await client.query<{ name: string; values: string[] }>(
      `SELECT t.typname::text AS name, array_agg(e.enumlabel::text ORDER BY e.enumsortorder) AS values
       FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid GROUP BY t.typname`,
    );

    const enumNames = new Set(dmmf.datamodel.enums.map((e) => e.name));
    expect(Object.fromEntries(enums.rows.map((e) => [e.name, e.values]))).toEqual(
      Object.fromEntries(
        dmmf.datamodel.enums.map((e) => [
          e.dbName ?? e.name,
          e.values.map((v) => v.dbName ?? v.name),
        ]),
      ),
    );

    const expectedColumns = new Set<string>();
    const byModel = new Map(dmmf.datamodel.models.map((m) => [m.name, m]));
    const tableOf = (modelName: string) => byModel.get(modelName)!.dbName ?? modelName;
    const columnOf = (modelName: string, fieldName: string) => {
      const field = byModel.get(modelName)!.fields.find((f) => f.name === fieldName)!;
      return field.dbName ?? field.name;
    };
    const onDeleteCode: Record<string, string> = {
      Cascade: 'c',
      Restrict: 'r',
      SetNull: 'n',
      NoAction: 'a',
      SetDefault: 'd',
    };

    for (const model of dmmf.datamodel.models) {
      const table = model.dbName ?? model.name;
      for (const field of model.fields) {
        if (field.kind === 'object') {
          if (!field.relationFromFields?.length) continue;
          const fk = foreignKeys.rows.find(
            (f) =>
              f.table === table &&
              JSON.stringify(f.columns) ===
                JSON.stringify(field.relationFromFields!.map((n) => columnOf(model.name, n))),
          );
          expect(fk, `${table}.${field.name} foreign key`).toBeDefined();
          expect(fk!.target, `${table}.${field.name} target`).toBe(tableOf(field.type));
          expect(fk!.on_delete, `${table}.${field.name} onDelete`).toBe(
            onDeleteCode[field.relationOnDelete ?? 'NoAction'],
          );
          continue;
        }
        const name = field.dbName ?? field.name;
        expectedColumns.add(`${table}.${name}`);
        const column = columns.rows.find((c) => c.table_name === table && c.column_name === name);
        expect(column, `${table}.${name} exists`).toBeDefined();
        const native = (field.nativeType as [string, string[]] | null | undefined)?.[0];
        const scalar: Record<string, string> = {
          String: native === 'Uuid' ? 'uuid' : 'text',
          Int: 'int4',
          BigInt: 'int8',
          Boolean: 'bool',
          DateTime:
            native === 'Timestamptz' ? 'timestamptz' : native === 'Date' ? 'date' : 'timestamp',
          Json: 'jsonb',
          Float: 'float8',
        };
        const base = enumNames.has(field.type) ? field.type : scalar[field.type];
        expect(column!.udt_name, `${table}.${name} type`).toBe(field.isList ? `_${base}` : base);
        expect(column!.is_nullable, `${table}.${name} nullability`).toBe(
          field.isRequired ? 'NO' : 'YES',
        );
        expect(column!.column_default !== null, `${table}.${name} default`).toBe(
          field.hasDefaultValue &&
            !(field.default as { name?: string } | undefined)?.name?.startsWith('cuid'),
        );
      }
    }
    const actualColumns = columns.rows
      .map((c) => `${c.table_name}.${c.column_name}`)
      // Not the bookkeeping tables (_prisma_migrations, _database_functions).
      .filter(
        (c) =>
          !c.startsWith('_') &&
          !DATABASE_ONLY_COLUMNS.has(c) &&
          !DATABASE_ONLY_TABLES.has(c.split('.')[0]!),
      );
    expect(actualColumns.sort()).toEqual([...expectedColumns].sort());

    for (const index of dmmf.datamodel.indexes) {
      const table = tableOf(index.model);
      const wanted = index.fields.map((f) => columnOf(index.model, f.name));
      const match = indexes.rows.find(
        (i) =>
          i.table === table &&
          !i.partial &&
          JSON.stringify(i.columns) === JSON.stringify(wanted) &&
          (index.type === 'id'
            ? i.primary
            : index.type === 'unique'
              ? i.unique && !i.primary
              : !i.unique),
      );
      expect(match, `${index.type} index on ${table}(${wanted.join(', ')})`).toBeDefined();
    }
  });

  it('keep stock from going negative with a CHECK constraint', async () => {
    const check = await client.query(
      "SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname = 'products_stock_quantity_non_negative'",
    );
    expect(check.rows[0]?.def).toMatch(/stock_quantity >= 0/);
  });

  it('index the search document with trigrams and the names in "C" order, so LIKE serves on any collation', async () => {
    const { rows } = await client.query<{ name: string; definition: string }>(
      `SELECT indexname AS name, indexdef AS definition FROM pg_indexes
       WHERE tablename IN ('products', 'products_search') AND indexname LIKE 'products_search_%'
       ORDER BY indexname`,
    );
    const definitions = Object.fromEntries(rows.map((r) => [r.name, r.definition]));
    expect(definitions.products_search_doc_idx).toMatch(/USING gin \(search_doc gin_trgm_ops\)/);
    expect(definitions.products_search_alt_idx).toMatch(/USING gin \(search_alt gin_trgm_ops\)/);
    expect(definitions.products_search_doc_latin_idx).toMatch(
      /USING gin \(search_doc_latin gin_trgm_ops\)/,
    );
    expect(definitions.products_search_alt_latin_idx).toMatch(
      /USING gin \(search_alt_latin gin_trgm_ops\)/,
    );
    expect(definitions.products_search_doc_jamo_idx).toMatch(
      /USING gin \(search_doc_jamo gin_trgm_ops\)/,
    );
    expect(definitions.products_search_name_kr_idx).toMatch(
      /\(search_name_kr COLLATE "C", list_position DESC\)/,
    );
    expect(definitions.products_search_name_en_idx).toMatch(
      /\(search_name_en COLLATE "C", list_position DESC\)/,
    );
    expect(definitions.products_search_stale_idx).toMatch(
      /WHERE \(search_source IS DISTINCT FROM md5/,
    );
  });

  it('use a UTF-8 database so Hangul is stored and matched', async () => {
    const { rows } = await client.query<{ encoding: string }>(
      "SELECT current_setting('server_encoding') AS encoding",
    );
    expect(rows[0]!.encoding).toBe('UTF8');
  });
});
