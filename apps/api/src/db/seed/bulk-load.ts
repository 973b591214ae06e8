// A history of many orders is written faster into tables without their secondary indexes and
// foreign keys, then given them back, than by updating every index and checking every reference
// row by row (the trigram search index and the lines' reference to their order above all): each
// index is built once from the finished table, and each foreign key added back is checked over
// every row in one join, so every row still meets it. Keys, unique and CHECK constraints stay
// throughout.
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

const FOREIGN_KEYS = Prisma.sql`
SELECT k.conname AS name, k.conrelid::regclass::text AS "table",
       pg_get_constraintdef(k.oid) AS definition
  FROM pg_constraint k
 WHERE k.contype = 'f' AND k.conrelid IN ('orders'::regclass, 'order_items'::regclass)`;

/**
 * Drops the orders' and lines' secondary indexes and foreign keys, and answers the statements that
 * put them back, indexes first so that the foreign keys' checks can use them.
 */
export async function dropForBulkLoad(tx: DbOrTx): Promise<Prisma.Sql[]> {
  const keys =
    await tx.$queryRaw<{ name: string; table: string; definition: string }[]>(FOREIGN_KEYS);
  for (const key of keys) {
    await tx.$executeRaw(Prisma.raw(`ALTER TABLE ${key.table} DROP CONSTRAINT "${key.name}"`));
  }
  const indexes = await dropIndexes(tx);
  return [
    ...indexes,
    ...keys.map((key) =>
      Prisma.raw(`ALTER TABLE ${key.table} ADD CONSTRAINT "${key.name}" ${key.definition}`),
    ),
  ];
}
