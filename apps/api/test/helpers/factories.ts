// Small builders for test data. Each takes the Prisma client and only the fields a test cares about.
import { randomBytes, randomInt } from 'node:crypto';
import type { Db } from '../../src/db/client.ts';
import { newFileKey } from '../../src/domain/files/storage.ts';
import { promoEmailKey, promoPhoneKey } from '../../src/domain/promos/customer-keys.ts';

const unique = () => randomBytes(4).toString('hex');
/** A mobile number of its own: promo limits count uses per phone line too. */
export const uniquePhone = () =>
  `010-${String(randomInt(10_000)).padStart(4, '0')}-${String(randomInt(10_000)).padStart(4, '0')}`;

export async function createCategory(
  db: Db,
  data: { name?: string; noticeKind?: 'food' | 'processed_food' | 'household' } = {},
) {
  return db.category.create({
    data: {
      name: data.name ?? `Category ${unique()}`,
      nameKr: '카테고리',
      ...(data.noticeKind ? { noticeKind: data.noticeKind } : {}),
    },
  });
}

export async function createSubcategory(
  db: Db,
  data: {
    categoryId?: string;
    name?: string;
    noticeKind?: 'food' | 'processed_food' | 'household';
  } = {},
) {
  const categoryId =
    data.categoryId ?? (await createCategory(db, { noticeKind: data.noticeKind })).id;
  return db.subcategory.create({
    data: { categoryId, name: data.name ?? `Subcategory ${unique()}` },
  });
}

export interface ProductOverrides {
  subcategoryId?: string;
  sku?: string | null;
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
  origin?: string | null;
  storage?: 'room' | 'chilled' | 'frozen';
  taxType?: 'taxed' | 'exempt';
  notice?: Record<string, string>;
  netQuantity?: number | null;
  netUnit?: string | null;
  packCount?: number;
  soldByWeight?: boolean;
  pricePerKg?: number | null;
  estimatedGrams?: number | null;
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
  data: {
    email?: string;
    passwordHash?: string | null;
    role?: 'customer' | 'admin';
    firstName?: string;
    emailVerifiedAt?: Date | null;
  } = {},
) {
  return db.user.create({
    data: {
      email: data.email ?? `shopper-${unique()}@example.com`,
      passwordHash: data.passwordHash ?? null,
      firstName: data.firstName ?? 'Minji',
      lastName: 'Kim',
      phoneNumber: uniquePhone(),
      role: data.role ?? 'customer',
      emailVerifiedAt: data.emailVerifiedAt ?? null,
    },
  });
}

// ---------------------------------------------------------------- admin: orders placed directly in the database

export interface OrderLineInput {
  /** A product from createProduct; its name and price are snapshotted. */
  product?: {
    id: string;
    name: string;
    nameKr: string;
    sellPrice: number;
    taxType?: 'taxed' | 'exempt';
  };
  quantity?: number;
  unitPrice?: number;
  productName?: string;
  /** What the shopper chose for the line when it is out; refund unless given. */
  substitution?: 'allow' | 'refund';
}

export interface OrderOverrides {
  userId?: string | null;
  orderNumber?: string;
  customerName?: string;
  customerEmail?: string;
  customerPhone?: string;
  status?: 'pending' | 'confirmed' | 'packed' | 'shipped' | 'delivered' | 'cancelled';
  paymentMethod?: 'cash' | 'account_transfer';
  paymentStatus?: 'unpaid' | 'proof_submitted' | 'paid';
  depositorName?: string | null;
  placedAt?: Date;
  items?: OrderLineInput[];
  shippingPrice?: number;
  discount?: number;
  promoCode?: string | null;
  /** The cash receipt asked for at checkout. */
  cashReceipt?: { purpose: 'income_deduction' | 'expense_proof'; identifier: string } | null;
  paidAt?: Date | null;
  /** The Korean delivery day, YYYY-MM-DD. */
  deliveryDate?: string;
}

let orderSequence = 0;

/** An order as checkout would have left it; stock is NOT decremented (tests set stock directly). */
export async function createOrder(db: Db, data: OrderOverrides = {}) {
  const placedAt = data.placedAt ?? new Date();
  orderSequence += 1;
  const day = new Date(placedAt.getTime() + 9 * 3600_000)
    .toISOString()
    .slice(0, 10)
    .replaceAll('-', '');
  const orderNumber = data.orderNumber ?? `${day}-${String(orderSequence).padStart(4, '0')}`;
  const lines = (data.items ?? [{ quantity: 1 }]).map((line) => {
    const unitPrice = line.unitPrice ?? line.product?.sellPrice ?? 10_000;
    const quantity = line.quantity ?? 1;
    return {
      productId: line.product?.id ?? null,
      productName: line.productName ?? line.product?.name ?? 'Loose item',
      productNameKr: line.product?.nameKr ?? null,
      unitPrice,
      quantity,
      lineTotal: unitPrice * quantity,
      taxType: line.product?.taxType ?? 'taxed',
      substitution: line.substitution ?? 'refund',
    };
  });
  const subtotal = lines.reduce((sum, l) => sum + l.lineTotal, 0);
  const discount = data.discount ?? 0;
  const shippingPrice = data.shippingPrice ?? (subtotal - discount >= 50_000 ? 0 : 5_000);
  const paymentMethod = data.paymentMethod ?? 'account_transfer';
  return db.order.create({
    data: {
      orderNumber,
      userId: data.userId ?? null,
      customerName: data.customerName ?? 'Minji Kim',
      customerEmail: data.customerEmail ?? `buyer-${unique()}@example.com`,
      customerPhone: data.customerPhone ?? '010-1234-5678',
      shippingAddress: {
        full_name: data.customerName ?? 'Minji Kim',
        street: '123 Teheran-ro',
        city: 'Seoul',
        state: 'Gangnam-gu',
        postal_code: '06234',
        country: 'KR',
        phone: data.customerPhone ?? '010-1234-5678',
      },
      status: data.status ?? 'pending',
      paymentMethod,
      paymentStatus: data.paymentStatus ?? 'unpaid',
      depositorName:
        data.depositorName === undefined
          ? paymentMethod === 'account_transfer'
            ? '김민지'
            : null
          : data.depositorName,
      promoCode: data.promoCode ?? null,
      subtotal,
      discount,
      shippingPrice,
      total: subtotal - discount + shippingPrice,
      placedAt,
      ...(data.cashReceipt ? { cashReceipt: data.cashReceipt } : {}),
      ...(data.paidAt ? { paidAt: data.paidAt } : {}),
      ...(data.deliveryDate ? { deliveryDate: new Date(`${data.deliveryDate}T00:00:00Z`) } : {}),
      items: { create: lines },
    },
    include: { items: true },
  });
}

export async function createPaymentProof(
  db: Db,
  orderId: string,
  data: { createdAt?: Date; rejectedAt?: Date | null } = {},
) {
  return db.paymentProof.create({
    data: {
      orderId,
      fileKey: newFileKey('payment-proofs', 'png'),
      contentType: 'image/png',
      sizeBytes: 1234,
      createdAt: data.createdAt ?? new Date(),
      rejectedAt: data.rejectedAt ?? null,
    },
  });
}

// ---- Carts, addresses, promos and sessions (checkout and orders) ----

export async function createGuestSession(db: Db) {
  return db.guestSession.create({ data: {} });
}

export type CartOwnerRef = { userId: string } | { guestSessionId: string };

/** Puts a line in the cart of a user or guest session, creating the cart when needed. */
export async function addCartLine(
  db: Db,
  owner: CartOwnerRef,
  productId: string,
  quantity: number,
) {
  const cart =
    'userId' in owner
      ? await db.cart.upsert({
          where: { userId: owner.userId },
          create: { userId: owner.userId },
          update: {},
        })
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

export async function createAddress(
  db: Db,
  userId: string,
  data: { fullName?: string; street?: string } = {},
) {
  return db.address.create({
    data: {
      userId,
      fullName: data.fullName ?? 'Minji Kim',
      street: data.street ?? `${unique()} Teheran-ro 123`,
      city: 'Seoul',
      state: 'Gangnam-gu',
      postalCode: '06234',
      country: 'South Korea',
      phone: uniquePhone(),
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
  usedCount?: number;
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

/** Records that an order used a promo, as checkout does (use row + used_count). */
export async function usePromo(
  db: Db,
  promoId: string,
  order: { id: string; customerEmail: string; customerPhone?: string },
  discount = 2_000,
) {
  await db.promoUse.create({
    data: {
      promoId,
      orderId: order.id,
      customerEmail: order.customerEmail,
      customerEmailKey: promoEmailKey(order.customerEmail),
      customerPhoneKey: promoPhoneKey(order.customerPhone),
      discount,
    },
  });
  await db.promo.update({ where: { id: promoId }, data: { usedCount: { increment: 1 } } });
}
