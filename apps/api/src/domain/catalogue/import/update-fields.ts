// Changed fields of many products in a few statements: the rows of a chunk that change the same
// fields are written by one UPDATE from a JSON record set, instead of one statement per product
// (10,000 changed prices took 13 s one by one).
import { Prisma } from '../../../generated/prisma/client.ts';
import { prismaSql } from '../../../db/sql.ts';
import type { DbOrTx } from '../../../db/client.ts';
import type { NoticeValues } from '@jangbogi/contracts/product-information';
import type { CellValue } from './cells.ts';

/** The products table names its columns in snake case (`sellPrice` is `sell_price`). */
const columnOf = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export interface FieldUpdate {
  productId: string;
  /** Prisma field names (from the column table, never from the sheet) and their new values. */
  fields: Record<string, CellValue | NoticeValues>;
}

export async function updateProductFields(tx: DbOrTx, updates: FieldUpdate[]): Promise<void> {
  const groups = new Map<string, FieldUpdate[]>();
  for (const update of updates) {
    const names = Object.keys(update.fields).sort();
    if (names.length === 0) continue;
    const key = names.join(',');
    groups.set(key, [...(groups.get(key) ?? []), update]);
  }
  for (const [key, group] of groups) {
    const columns = key.split(',').map(columnOf);
    const records = group.map((update) => ({
      id: update.productId,
      ...Object.fromEntries(Object.entries(update.fields).map(([f, v]) => [columnOf(f), v])),
    }));
    // The search document's source hash does not cover the keywords: new ones mark it out of date.
    const assignments = Prisma.join(
      [
        ...columns.map((column) => Prisma.raw(`"${column}" = v."${column}"`)),
        ...(columns.includes('search_keywords') ? [Prisma.raw('"search_source" = NULL')] : []),
      ],
      ', ',
    );
    await prismaSql(tx).execute(Prisma.sql`
      UPDATE products p SET ${assignments}, updated_at = now()
        FROM jsonb_populate_recordset(NULL::products, ${JSON.stringify(records)}::jsonb) v
       WHERE p.id = v.id`);
  }
}
