// Reordering and archiving categories and subcategories. Each function opens its transaction and
// locks the row it changes, so two admins clicking at once cannot interleave.
import { Prisma } from '../../generated/prisma/client.ts';
import { prismaSql } from '../../db/sql.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, notFound } from '../../lib/errors.ts';

type Direction = 'up' | 'down';
type Kind = 'category' | 'subcategory';

async function lock(tx: DbOrTx, kind: Kind, id: string) {
  const rows =
    kind === 'category'
      ? await prismaSql(tx).query<{ parent: null }>(
          Prisma.sql`SELECT NULL AS parent FROM categories WHERE id = ${id}::uuid FOR UPDATE`,
        )
      : await prismaSql(tx).query<{ parent: string }>(
          Prisma.sql`SELECT category_id::text AS parent FROM subcategories WHERE id = ${id}::uuid FOR UPDATE`,
        );
  const row = rows[0];
  if (!row)
    throw notFound(
      kind === 'category' ? 'categories.notFound.admin' : 'subcategories.notFound.admin',
    );
  return row.parent;
}

/**
 * Moves one step among its siblings. Positions are renumbered 0, 10, 20... so that equal
 * sort orders (the default) still move predictably.
 */
export async function moveInOrder(
  tx: DbOrTx,
  kind: Kind,
  id: string,
  direction: Direction,
): Promise<void> {
  const parent = await lock(tx, kind, id);
  const byPosition = [{ sortOrder: 'asc' as const }, { name: 'asc' as const }];
  const siblings =
    kind === 'category'
      ? await tx.category.findMany({ orderBy: byPosition, select: { id: true } })
      : await tx.subcategory.findMany({
          where: { categoryId: parent ?? undefined },
          orderBy: byPosition,
          select: { id: true },
        });
  const ids = siblings.map((s) => s.id);
  const from = ids.indexOf(id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (to < 0 || to >= ids.length) return;
  [ids[from], ids[to]] = [ids[to] as string, ids[from] as string];
  await Promise.all(
    ids.map((siblingId, index) =>
      kind === 'category'
        ? tx.category.update({
            where: { id: siblingId },
            data: { sortOrder: index * 10 },
            select: { id: true },
          })
        : tx.subcategory.update({
            where: { id: siblingId },
            data: { sortOrder: index * 10 },
            select: { id: true },
          }),
    ),
  );
}

/** Refused while a product on sale (not archived) is filed under it: it would vanish from the shop. */
export function archiveSubcategory(db: Db, id: string): Promise<void> {
  return inTransaction(db, async (tx) => {
    await lock(tx, 'subcategory', id);
    const live = await tx.product.count({ where: { subcategoryId: id, archivedAt: null } });
    if (live > 0) {
      throw conflict('categories.inUse', { count: live, kind: 'subcategory' }, 'IN_USE', {
        live_products: live,
      });
    }
    await tx.subcategory.update({
      where: { id },
      data: { archivedAt: new Date() },
      select: { id: true },
    });
  });
}

export function archiveCategory(db: Db, id: string): Promise<void> {
  return inTransaction(db, async (tx) => {
    await lock(tx, 'category', id);
    const live = await tx.product.count({
      where: { archivedAt: null, subcategory: { categoryId: id } },
    });
    if (live > 0) {
      throw conflict('categories.inUse', { count: live, kind: 'category' }, 'IN_USE', {
        live_products: live,
      });
    }
    await tx.category.update({
      where: { id },
      data: { archivedAt: new Date() },
      select: { id: true },
    });
  });
}

export function unarchive(db: Db, kind: Kind, id: string): Promise<void> {
  return inTransaction(db, async (tx) => {
    await lock(tx, kind, id);
    if (kind === 'category')
      await tx.category.update({ where: { id }, data: { archivedAt: null }, select: { id: true } });
    else
      await tx.subcategory.update({
        where: { id },
        data: { archivedAt: null },
        select: { id: true },
      });
  });
}
