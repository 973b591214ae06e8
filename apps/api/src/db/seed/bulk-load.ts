// A history of many orders is written faster into tables without their primary keys, secondary
// indexes and foreign keys, then given them back, than by updating every index and checking every
// reference row by row: five million lines with random ids make every insert touch a random page
// of a key larger than the cache, and each such page a full-page image in the WAL after every
// checkpoint. Each key and index is built once from the finished table (a primary key checks
// every row is unique as it is built), and each foreign key added back is checked over every row
// in one join, so every row still meets them. Unique and CHECK constraints stay throughout.
import { Prisma } from '../../generated/prisma/client.ts';
import type { DbOrTx } from '../client.ts';

const SECONDARY_INDEXES = Prisma.sql`
SELECT i.indexname AS name, i.indexdef AS definition
  FROM pg_indexes i
  JOIN pg_class c ON c.relname = i.indexname AND c.relnamespace = current_schema()::regnamespace
  JOIN pg_index ix ON ix.indexrelid = c.oid
 WHERE i.schemaname = current_schema() AND i.tablename IN ('orders', 'order_items')
   AND NOT ix.indisunique AND NOT ix.indisprimary
   AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = c.oid)`;

/** Drops the orders' and lines' secondary indexes and answers how to build them again. */
async function dropIndexes(tx: DbOrTx): Promise<Prisma.Sql[]> {
  const indexes = await tx.$queryRaw<{ name: string; definition: string }[]>(SECONDARY_INDEXES);
  for (const index of indexes) {
    await tx.$executeRaw(Prisma.sql`DROP INDEX ${Prisma.raw(`"${index.name}"`)}`);
  }
  return indexes.map((index) => Prisma.raw(index.definition));
}

// The foreign keys of the two tables and those that point at them, then their primary keys.
const CONSTRAINTS = Prisma.sql`
SELECT k.conname AS name, k.conrelid::regclass::text AS "table",
       pg_get_constraintdef(k.oid) AS definition
  FROM pg_constraint k
 WHERE (k.contype = 'f' AND (k.conrelid IN ('orders'::regclass, 'order_items'::regclass)
                             OR k.confrelid IN ('orders'::regclass, 'order_items'::regclass)))
    OR (k.contype = 'p' AND k.conrelid IN ('orders'::regclass, 'order_items'::regclass))
 ORDER BY k.contype = 'p', k.conname`;

/**
 * Drops the orders' and lines' keys, secondary indexes and foreign keys (theirs and those pointing
 * at them), and answers the statements that put them back: primary keys first, then indexes, so
 * that the foreign keys' checks can use them.
 */
export async function dropForBulkLoad(tx: DbOrTx): Promise<Prisma.Sql[]> {
  const keys =
    await tx.$queryRaw<{ name: string; table: string; definition: string }[]>(CONSTRAINTS);
  for (const key of keys) {
    await tx.$executeRaw(Prisma.raw(`ALTER TABLE ${key.table} DROP CONSTRAINT "${key.name}"`));
  }
  const indexes = await dropIndexes(tx);
  const addBack = (key: (typeof keys)[number]) =>
    Prisma.raw(`ALTER TABLE ${key.table} ADD CONSTRAINT "${key.name}" ${key.definition}`);
  const primary = keys.filter((key) => key.definition.startsWith('PRIMARY KEY'));
  const foreign = keys.filter((key) => !key.definition.startsWith('PRIMARY KEY'));
  return [...primary.map(addBack), ...indexes, ...foreign.map(addBack)];
}
