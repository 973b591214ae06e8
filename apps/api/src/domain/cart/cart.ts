import { isPerishable } from '@jangbogi/contracts/product-information';
import { prismaSql } from '../../db/sql.ts';
import type { Cart, CartLine } from '@jangbogi/contracts/cart';
import {
  amountToFreeShipping,
  amountToMinimumOrder,
  payablePrice,
  shippingFor,
} from '@jangbogi/contracts/money';
import { normalPostcode, remoteAreaSurcharge } from '@jangbogi/contracts/remote-areas';
import type { DbOrTx } from '../../db/client.ts';
import { ownerOf, type Caller } from '../caller.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { conflict, notFound, unauthorized } from '../../lib/errors.ts';
import { readSettings } from '../settings/read-settings.ts';
import { UNIT_SELECT, unitFieldsOfRecord } from '../unit-fields.ts';

const PRODUCT_NOT_FOUND = 'products.notFound';

const lineSelect = {
  quantity: true,
  product: {
    select: {
      id: true,
      name: true,
      nameKr: true,
      weight: true,
      weightKr: true,
      comparePrice: true,
      stockQuantity: true,
      storage: true,
      ...UNIT_SELECT,
      subcategory: { select: { category: { select: { noticeKind: true } } } },
      images: {
        select: { url: true },
        orderBy: [{ isMain: 'desc' }, { sortOrder: 'asc' }],
        take: 1,
      },
    },
  },
} satisfies Prisma.CartItemSelect;

/** Where the cart is priced for: the postcode asked about, else the account's default address's. */
async function deliveryPostcode(
  db: DbOrTx,
  caller: Caller,
  postcode: string | undefined,
): Promise<string | null> {
  if (postcode !== undefined) return normalPostcode(postcode);
  if (caller.kind !== 'user') return null;
  const address = await db.address.findFirst({
    where: { userId: caller.userId, isDefaultShipping: true },
    select: { postalCode: true },
  });
  return normalPostcode(address?.postalCode);
}

/**
 * The caller's cart with every figure computed here, the remote-area surcharge of the
 * delivery postcode included; an empty cart when none exists yet.
 */
export async function readCart(
  db: DbOrTx,
  caller: Caller,
  options: { postcode?: string | undefined } = {},
): Promise<Cart> {
  const [rows, postalCode, settings] = await Promise.all([
    db.cartItem.findMany({
      where: { cart: ownerOf(caller), product: { archivedAt: null } },
      select: lineSelect,
      orderBy: { createdAt: 'asc' },
    }),
    deliveryPostcode(db, caller, options.postcode),
    readSettings(prismaSql(db), ['remote_areas', 'minimum_order_amount']),
  ]);
  const items: CartLine[] = rows.map(({ quantity, product: p }) => {
    const prices = {
      sell_price: p.sellPrice,
      sale_price: p.salePrice,
      compare_price: p.comparePrice,
      is_on_sale: p.isOnSale,
    };
    const price = payablePrice(prices);
    return {
      product_id: {
        _id: p.id,
        name: p.name,
        name_kr: p.nameKr,
        weight: p.weight,
        weight_kr: p.weightKr,
        ...prices,
        price,
        stock_quantity: p.stockQuantity,
        imageUrl: p.images[0]?.url ?? null,
        storage: p.storage,
        perishable: isPerishable(p.storage, p.subcategory.category.noticeKind),
        ...unitFieldsOfRecord(p),
      },
      quantity,
      line_total: price * quantity,
    };
  });
  const subtotal = items.reduce((sum, line) => sum + line.line_total, 0);
  const shipping = shippingFor(subtotal);
  const surcharge = subtotal > 0 ? remoteAreaSurcharge(postalCode, settings.remote_areas) : 0;
  return {
    items,
    subtotal,
    shipping_price: shipping,
    remote_area_surcharge: surcharge,
    postal_code: postalCode,
    total: subtotal + shipping + surcharge,
    amount_to_free_shipping: amountToFreeShipping(subtotal),
    minimum_order_amount: settings.minimum_order_amount,
    amount_to_minimum_order: amountToMinimumOrder(subtotal, settings.minimum_order_amount),
    item_count: items.length,
  };
}

/** The caller's cart id, creating the cart on first use. */
export async function ensureCartId(db: DbOrTx, caller: Caller): Promise<string> {
  // Selecting the owner row first turns a token for a deleted user or guest session into a 401
  // instead of a foreign-key error.
  const rows =
    caller.kind === 'user'
      ? await prismaSql(db).query<{ id: string }>(Prisma.sql`
          INSERT INTO carts (user_id) SELECT id FROM users WHERE id = ${caller.userId}::uuid
          ON CONFLICT (user_id) DO UPDATE SET updated_at = now()
          RETURNING id`)
      : await prismaSql(db).query<{ id: string }>(Prisma.sql`
          INSERT INTO carts (guest_session_id) SELECT id FROM guest_sessions WHERE id = ${caller.guestId}::uuid
          ON CONFLICT (guest_session_id) DO UPDATE SET updated_at = now()
          RETURNING id`);
  const id = rows[0]?.id;
  if (!id) throw unauthorized('sessions.expired', 'INVALID_TOKEN');
  return id;
}

async function failAdd(db: DbOrTx, productId: string): Promise<never> {
  const product = await db.product.findFirst({
    where: { id: productId, archivedAt: null },
    select: { stockQuantity: true },
  });
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  throw conflict(
    'cart.stockLeft',
    { stock: Math.max(0, product.stockQuantity) },
    'INSUFFICIENT_STOCK',
    {
      stock_quantity: product.stockQuantity,
    },
  );
}

// Adding to a line already in the cart adds to its quantity; setting replaces it. Either way the
// line never holds more than the product's stock, and an archived product is never added.
const ON_EXISTING_LINE = {
  add: Prisma.sql`SET quantity = cart_items.quantity + EXCLUDED.quantity, updated_at = now()
      WHERE cart_items.quantity + EXCLUDED.quantity <=
        (SELECT stock_quantity FROM products WHERE id = EXCLUDED.product_id)`,
  set: Prisma.sql`SET quantity = EXCLUDED.quantity, updated_at = now()`,
};

async function writeCartLine(
  db: DbOrTx,
  caller: Caller,
  productId: string,
  quantity: number,
  mode: keyof typeof ON_EXISTING_LINE,
): Promise<void> {
  const cartId = await ensureCartId(db, caller);
  const rows = await prismaSql(db).query<{ quantity: number }>(Prisma.sql`
    INSERT INTO cart_items (cart_id, product_id, quantity)
    SELECT ${cartId}::uuid, p.id, ${quantity}::int
    FROM products p
    WHERE p.id = ${productId}::uuid AND p.archived_at IS NULL AND p.stock_quantity >= ${quantity}::int
    ON CONFLICT (cart_id, product_id) DO UPDATE ${ON_EXISTING_LINE[mode]}
    RETURNING quantity`);
  if (rows.length === 0) await failAdd(db, productId);
}

/**
 * Adds to a line in one statement: the stock check and the increment happen under the row lock
 * ON CONFLICT takes, so concurrent adds can never push a line past the stock.
 */
export async function addToCart(
  db: DbOrTx,
  caller: Caller,
  productId: string,
  quantity: number,
): Promise<void> {
  await writeCartLine(db, caller, productId, quantity, 'add');
}

/** Sets a line's quantity; 0 or less removes it. */
export async function setCartQuantity(
  db: DbOrTx,
  caller: Caller,
  productId: string,
  quantity: number,
): Promise<void> {
  if (quantity <= 0) {
    await removeFromCart(db, caller, productId);
    return;
  }
  await writeCartLine(db, caller, productId, quantity, 'set');
}

export async function removeFromCart(db: DbOrTx, caller: Caller, productId: string): Promise<void> {
  await db.cartItem.deleteMany({ where: { productId, cart: ownerOf(caller) } });
}

export async function clearCart(db: DbOrTx, caller: Caller): Promise<void> {
  await db.cartItem.deleteMany({ where: { cart: ownerOf(caller) } });
}

/**
 * Moves a guest's cart into a user's cart: quantities are added and capped at the stock;
 * archived and sold-out products are dropped. The guest cart is left empty.
 */
export async function mergeGuestCart(
  db: DbOrTx,
  guestSessionId: string,
  userId: string,
): Promise<void> {
  const guestCart = await db.cart.findUnique({ where: { guestSessionId }, select: { id: true } });
  if (!guestCart) return;
  const userCartId = await ensureCartId(db, { kind: 'user', userId, role: 'customer' });
  await prismaSql(db).execute(Prisma.sql`
    INSERT INTO cart_items (cart_id, product_id, quantity)
    SELECT ${userCartId}::uuid, g.product_id, LEAST(g.quantity, p.stock_quantity)
    FROM cart_items g JOIN products p ON p.id = g.product_id
    WHERE g.cart_id = ${guestCart.id}::uuid AND p.archived_at IS NULL AND p.stock_quantity > 0
    ON CONFLICT (cart_id, product_id) DO UPDATE
      SET quantity = LEAST(
            cart_items.quantity + EXCLUDED.quantity,
            (SELECT stock_quantity FROM products WHERE id = EXCLUDED.product_id)),
          updated_at = now()`);
  await db.cartItem.deleteMany({ where: { cartId: guestCart.id } });
}
