import type { Category, CategoryWithSubcategories, Subcategory } from '@jangbogi/contracts/catalog';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';

const byPosition = [{ sortOrder: 'asc' as const }, { name: 'asc' as const }];

/** Archived categories and subcategories stay in the database for order history but leave the storefront. */
export const liveSubcategory = { archivedAt: null, category: { archivedAt: null } };

export async function listCategories(db: DbOrTx): Promise<CategoryWithSubcategories[]> {
  const categories = await db.category.findMany({
    where: { archivedAt: null },
    orderBy: byPosition,
    select: {
      id: true,
      name: true,
      nameKr: true,
      subcategories: {
        where: { archivedAt: null },
        orderBy: byPosition,
        select: { id: true, name: true, nameKr: true },
      },
    },
  });
  return categories.map((c) => ({
    _id: c.id,
    name: c.name,
    name_kr: c.nameKr,
    subcategories: c.subcategories.map((s) => ({ _id: s.id, name: s.name, name_kr: s.nameKr })),
  }));
}

export async function getCategory(db: DbOrTx, id: string): Promise<Category> {
  const category = await db.category.findFirst({
    where: { id, archivedAt: null },
    select: { id: true, name: true, nameKr: true },
  });
  if (!category) throw notFound('categories.notFound');
  return { _id: category.id, name: category.name, name_kr: category.nameKr };
}

const subcategorySelect = {
  id: true,
  name: true,
  nameKr: true,
  category: { select: { id: true, name: true, nameKr: true } },
} as const;

function toSubcategory(s: {
  id: string;
  name: string;
  nameKr: string | null;
  category: { id: string; name: string; nameKr: string | null };
}): Subcategory {
  return {
    _id: s.id,
    name: s.name,
    name_kr: s.nameKr,
    category_id: { _id: s.category.id, name: s.category.name, name_kr: s.category.nameKr },
  };
}

export async function listSubcategories(db: DbOrTx): Promise<Subcategory[]> {
  const rows = await db.subcategory.findMany({
    where: liveSubcategory,
    orderBy: [{ category: { sortOrder: 'asc' } }, ...byPosition],
    select: subcategorySelect,
  });
  return rows.map(toSubcategory);
}

export async function getSubcategory(db: DbOrTx, id: string): Promise<Subcategory> {
  const row = await db.subcategory.findFirst({
    where: { id, ...liveSubcategory },
    select: subcategorySelect,
  });
  if (!row) throw notFound('subcategories.notFound');
  return toSubcategory(row);
}

export async function activeBanners(db: DbOrTx) {
  const banners = await db.banner.findMany({
    where: { isActive: true },
    orderBy: [{ sortOrder: 'asc' }, { createdAt: 'asc' }],
    select: {
      id: true,
      title: true,
      titleKr: true,
      subtitle: true,
      subtitleKr: true,
      imageUrl: true,
      linkUrl: true,
      isActive: true,
    },
  });
  return banners.map((b) => ({
    _id: b.id,
    title: b.title,
    title_kr: b.titleKr,
    subtitle: b.subtitle,
    subtitle_kr: b.subtitleKr,
    imageUrl: b.imageUrl,
    linkUrl: b.linkUrl,
    isActive: b.isActive,
  }));
}
