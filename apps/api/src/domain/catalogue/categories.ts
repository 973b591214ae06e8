// Categories and subcategories. One can be deleted only when nothing is filed under it, and
// archived (hidden from the storefront, kept for order history) only when no live product uses it.
import { Prisma } from '../../generated/prisma/client.ts';
import { prismaSql } from '../../db/sql.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { z } from 'zod';
import type {
  categoryCreateBody,
  categoryPatchBody,
  subcategoryCreateBody,
  subcategoryPatchBody,
} from '@jangbogi/contracts/admin-catalog';
import type { Db, DbOrTx } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { uniquely } from '../../db/unique.ts';

type CreateBody = z.output<typeof categoryCreateBody>;
type PatchBody = z.output<typeof categoryPatchBody>;
type SubcategoryCreateBody = z.output<typeof subcategoryCreateBody>;
type SubcategoryPatchBody = z.output<typeof subcategoryPatchBody>;

const toData = (b: SubcategoryPatchBody) => ({
  name: b.name,
  nameKr: b.name_kr,
  sortOrder: b.sort_order,
});
const toCategoryData = (b: PatchBody) => ({ ...toData(b), noticeKind: b.notice_kind });

export async function listCategoryTree(db: DbOrTx) {
  const categories = await db.category.findMany({
    orderBy: [{ sortOrder: 'asc' }, { name: 'asc' }],
    include: {
      subcategories: {
        orderBy: [{ sortOrder: 'asc' }, { name: 'asc' }],
        include: { _count: { select: { products: true } } },
      },
    },
  });
  const live = await db.product.groupBy({
    by: ['subcategoryId'],
    where: { archivedAt: null },
    _count: { _all: true },
  });
  const liveBySubcategory = new Map(live.map((row) => [row.subcategoryId, row._count._all]));
  return {
    categories: categories.map((c) => ({
      _id: c.id,
      name: c.name,
      name_kr: c.nameKr,
      sort_order: c.sortOrder,
      notice_kind: c.noticeKind,
      archived: c.archivedAt !== null,
      subcategories: c.subcategories.map((s) => ({
        _id: s.id,
        category_id: s.categoryId,
        name: s.name,
        name_kr: s.nameKr,
        sort_order: s.sortOrder,
        product_count: s._count.products,
        live_product_count: liveBySubcategory.get(s.id) ?? 0,
        archived: s.archivedAt !== null,
      })),
    })),
  };
}

export async function createCategory(db: DbOrTx, body: CreateBody): Promise<{ _id: string }> {
  const created = await uniquely(
    async () => {
      // Without a position, a new category goes last.
      const last = await db.category.aggregate({ _max: { sortOrder: true } });
      const sortOrder = body.sort_order ?? (last._max.sortOrder ?? -10) + 10;
      return db.category.create({
        data: { ...toCategoryData(body), name: body.name, sortOrder },
        select: { id: true },
      });
    },
    { id: 'categories.nameTaken', values: { name: body.name ?? '' } },
  );
  return { _id: created.id };
}

export async function updateCategory(db: DbOrTx, id: string, body: PatchBody): Promise<void> {
  const found = await db.category.findUnique({ where: { id }, select: { id: true } });
  if (!found) throw notFound('categories.notFound.admin');
  await uniquely(
    () => db.category.update({ where: { id }, data: toCategoryData(body), select: { id: true } }),
    { id: 'categories.nameTaken', values: { name: body.name ?? '' } },
  );
}

export async function deleteCategory(db: Db, id: string): Promise<void> {
  return inTransaction(db, async (tx) => {
    const rows = await prismaSql(tx).query<{ id: string }>(
      Prisma.sql`SELECT id FROM categories WHERE id = ${id}::uuid FOR UPDATE`,
    );
    if (rows.length === 0) throw notFound('categories.notFound.admin');
    const children = await tx.subcategory.count({ where: { categoryId: id } });
    if (children > 0) {
      throw conflict('categories.notEmpty', { count: children }, 'NOT_EMPTY');
    }
    await tx.category.delete({ where: { id }, select: { id: true } });
  });
}

export async function createSubcategory(
  db: DbOrTx,
  categoryId: string,
  body: SubcategoryCreateBody,
): Promise<{ _id: string }> {
  const parent = await db.category.findUnique({ where: { id: categoryId }, select: { id: true } });
  if (!parent) throw notFound('categories.notFound.admin');
  const created = await uniquely(
    async () => {
      const last = await db.subcategory.aggregate({
        where: { categoryId },
        _max: { sortOrder: true },
      });
      const sortOrder = body.sort_order ?? (last._max.sortOrder ?? -10) + 10;
      return db.subcategory.create({
        data: { ...toData(body), name: body.name, categoryId, sortOrder },
        select: { id: true },
      });
    },
    { id: 'subcategories.nameTaken', values: { name: body.name ?? '' } },
  );
  return { _id: created.id };
}

export async function updateSubcategory(
  db: DbOrTx,
  id: string,
  body: SubcategoryPatchBody,
): Promise<void> {
  const found = await db.subcategory.findUnique({ where: { id }, select: { id: true } });
  if (!found) throw notFound('subcategories.notFound.admin');
  if (body.category_id !== undefined) {
    const target = await db.category.findUnique({
      where: { id: body.category_id },
      select: { id: true },
    });
    if (!target) throw notFound('categories.moveTargetNotFound');
  }
  await uniquely(
    () =>
      db.subcategory.update({
        where: { id },
        data: { ...toData(body), categoryId: body.category_id },
        select: { id: true },
      }),
    { id: 'subcategories.nameTaken', values: { name: body.name ?? '' } },
  );
}

/** Archived products count too: their order history points at them. */
export async function deleteSubcategory(db: Db, id: string): Promise<void> {
  return inTransaction(db, async (tx) => {
    const rows = await prismaSql(tx).query<{ id: string }>(
      Prisma.sql`SELECT id FROM subcategories WHERE id = ${id}::uuid FOR UPDATE`,
    );
    if (rows.length === 0) throw notFound('subcategories.notFound.admin');
    const products = await tx.product.count({ where: { subcategoryId: id } });
    if (products > 0) {
      throw conflict('subcategories.notEmpty', { count: products }, 'NOT_EMPTY');
    }
    await tx.subcategory.delete({ where: { id }, select: { id: true } });
  });
}
