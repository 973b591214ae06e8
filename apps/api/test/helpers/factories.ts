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

// ---- Carts, addresses, promos and sessions (checkout and orders) ----

export async function createGuestSession(db: Db) {
  return db.guestSession.create({ data: {} });
}

export type CartOwnerRef = { userId: string } | { guestSessionId: string };

/** Puts a line in the cart of a user or guest session, creating the cart when needed. */
export async function addCartLine(db: Db, owner: CartOwnerRef, productId: string, quantity: number) {
  const cart =
    'userId' in owner
      ? await db.cart.upsert({ where: { userId: owner.userId }, create: { userId: owner.userId }, update: {} })
      : await db.cart.upsert({
          where: { guestSessionId: owner.guestSessionId },
          create: { guestSessionId: owner.guestSessionId },
          update: {},
        });
  return db.cartItem.upsert({
    where: { cartId_productId: { cartId: cart.id, productId } },
    create: { cartId: cart.id, productId, quantity },
    update: { quantity },
  });
}

export async function createAddress(db: Db, userId: string, data: { fullName?: string; street?: string } = {}) {
  return db.address.create({
    data: {
      userId,
      fullName: data.fullName ?? 'Minji Kim',
      street: data.street ?? `${unique()} Teheran-ro 123`,
      city: 'Seoul',
      state: 'Gangnam-gu',
      postalCode: '06234',
      country: 'South Korea',
      phone: '010-1234-5678',
    },
  });
}

export interface PromoOverrides {
  code?: string;
  type?: 'percent' | 'flat';
  value?: number;
  minOrder?: number;
  startsAt?: Date | null;
  endsAt?: Date | null;
  usageLimit?: number | null;
  perCustomerLimit?: number | null;
  isActive?: boolean;
}

export async function createPromo(db: Db, data: PromoOverrides = {}) {
  return db.promo.create({
    data: {
      type: 'percent',
      value: 10,
      ...data,
      code: (data.code ?? `PROMO${unique()}`).toUpperCase(),
    },
  });
}
