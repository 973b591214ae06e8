// Shoppers ready to check out, for the order tests.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client.ts';
import {
  addCartLine,
  createAddress,
  createGuestSession,
  createProduct,
  createUser,
} from './factories.ts';

export async function loggedInShopper(app: FastifyInstance, db: Db, email?: string) {
  const user = await createUser(db, email ? { email } : {});
  const address = await createAddress(db, user.id);
  const token = app.signUserToken({ id: user.id, role: 'customer' });
  return {
    user,
    address,
    owner: { userId: user.id },
    headers: { authorization: `Bearer ${token}` },
  };
}

export type LoggedInShopper = Awaited<ReturnType<typeof loggedInShopper>>;

/**
 * Places the shopper's cart as an order (POST /api/orders): cash, to their own address, unless
 * `body` says otherwise.
 */
export function placeOrder(
  app: FastifyInstance,
  shopper: Pick<LoggedInShopper, 'address' | 'headers'>,
  body: Record<string, unknown> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: shopper.headers,
    payload: { shipping_address_id: shopper.address.id, payment_method: 'cash', ...body },
  });
}

/**
 * A logged-in shopper who has ordered one product, by account transfer unless `body` says
 * otherwise: where every payment-proof test starts.
 */
export async function shopperWithOrder(
  app: FastifyInstance,
  db: Db,
  body: Record<string, unknown> = {
    payment_method: 'account_transfer',
    depositor_name: 'Kim Minji',
  },
) {
  const shopper = await loggedInShopper(app, db);
  await addCartLine(db, shopper.owner, (await createProduct(db)).id, 1);
  const placed = await placeOrder(app, shopper, body);
  if (placed.statusCode !== 201) throw new Error(`No order placed: ${placed.body}`);
  return { shopper, orderId: placed.json<{ _id: string }>()._id };
}

export async function guestShopper(app: FastifyInstance, db: Db) {
  const session = await createGuestSession(db);
  const token = app.signGuestToken(session.id);
  return { session, owner: { guestSessionId: session.id }, headers: { 'guest-token': token } };
}

export function guestPayload(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Jisoo',
    last_name: 'Park',
    email: `guest-${Math.random().toString(36).slice(2, 10)}@example.com`,
    phone: '010-9876-5432',
    address: { street: '12 Sejong-daero', city: 'Seoul', postal_code: '04524' },
    payment_method: 'cash',
    privacy_consent: true,
    ...overrides,
  };
}

/** Places the guest's cart as an order (POST /api/orders/guest-checkout), `body` over guestPayload. */
export function guestCheckout(
  app: FastifyInstance,
  guest: { headers: Record<string, string> },
  body: Record<string, unknown> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/orders/guest-checkout',
    headers: guest.headers,
    payload: guestPayload(body),
  });
}

/** The figures an order must show, worked out independently of the API's code. */
export function expectedTotals(
  lines: { price: number; quantity: number }[],
  promo?: { type: 'percent' | 'flat'; value: number },
) {
  const subtotal = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  let discount = 0;
  if (promo?.type === 'percent') discount = Math.floor((subtotal * promo.value) / 100);
  if (promo?.type === 'flat') discount = Math.min(promo.value, subtotal);
  const afterDiscount = subtotal - discount;
  const shipping = afterDiscount >= 50_000 || afterDiscount === 0 ? 0 : 5_000;
  return {
    subtotal,
    total_discount: discount,
    shipping_price: shipping,
    total_price: afterDiscount + shipping,
  };
}
