// Small builders for test data. Each takes the Prisma client and only the fields a test cares about.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../src/db/client.ts';

const unique = () => randomBytes(4).toString('hex');

export async function createCategory(db: Db, data: { name?: string } = {}) {
  return db.category.create({ data: { name: data.name ?? `Category ${unique()}`, nameKr: '카테고리' } });
}

export async function createSubcategory(db: Db, data: { categoryId?: string; name?: string } = {}) {
  const categoryId = data.categoryId ?? (await createCategory(db)).id;
  return db.subcategory.create({ data: { categoryId, name: data.name ?? `Subcategory ${unique()}` } });
}

export interface ProductOverrides {
  subcategoryId?: string;
  name?: string;
  nameKr?: string;
  sellPrice?: number;
  salePrice?: number | null;
  comparePrice?: number | null;
  isOnSale?: boolean;
  isFeatured?: boolean;
  isHighlighted?: boolean;
  stockQuantity?: number;
  weight?: string | null;
  brand?: string | null;
  description?: string | null;
  archivedAt?: Date | null;
}

export async function createProduct(db: Db, data: ProductOverrides = {}) {
  const subcategoryId = data.subcategoryId ?? (await createSubcategory(db)).id;
  return db.product.create({
    data: {
      name: `Product ${unique()}`,
      nameKr: '상품',
      sellPrice: 10_000,
      stockQuantity: 10,
      ...data,
      subcategoryId,
    },
  });
}

export async function createUser(
  db: Db,
  data: { email?: string; passwordHash?: string | null; role?: 'customer' | 'admin'; firstName?: string } = {},
) {
  return db.user.create({
    data: {
      email: data.email ?? `shopper-${unique()}@example.com`,
      passwordHash: data.passwordHash ?? null,
      firstName: data.firstName ?? 'Minji',
      lastName: 'Kim',
      phoneNumber: '010-1234-5678',
      role: data.role ?? 'customer',
    },
  });
}
