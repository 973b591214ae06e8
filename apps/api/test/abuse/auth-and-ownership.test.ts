// Nobody reaches another shopper's data or acts with a token the API did not issue: every
// attempt answers 401, 403 or 404, and the database is left exactly as it was.
import { createHmac, generateKeyPairSync, createSign, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, TEST_JWT_SECRET } from '../helpers/app.ts';
import { craftToken } from '../helpers/accounts.ts';
import { guestCheckout, guestShopper, loggedInShopper, placeOrder } from '../helpers/checkout.ts';
import { addCartLine, createProduct } from '../helpers/factories.ts';
import { multipartFile, TINY_PNG } from '../helpers/multipart.ts';

const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');

function signed(alg: 'HS512' | 'RS256', payload: object): string {
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${encode({ alg, typ: 'JWT' })}.${encode({ iat: now, exp: now + 3600, ...payload })}`;
  if (alg === 'HS512')
    return `${unsigned}.${createHmac('sha512', TEST_JWT_SECRET).update(unsigned).digest('base64url')}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return `${unsigned}.${createSign('RSA-SHA256').update(unsigned).sign(privateKey, 'base64url')}`;
}

describe("abuse: authentication bypass and other shoppers' data", () => {
  const ctx = useTestApp({ RATE_LIMIT_ENABLED: 'false' });
  let alice: Awaited<ReturnType<typeof loggedInShopper>>;
  let bob: Awaited<ReturnType<typeof loggedInShopper>>;
  let guestA: Awaited<ReturnType<typeof guestShopper>>;
  let guestB: Awaited<ReturnType<typeof guestShopper>>;
  let aliceOrderId: string;
  let guestOrderId: string;
  let productId: string;

  /** Everything an attempt could have changed. */
  async function snapshot() {
    const [orders, items, proofs, addresses, cartItems, users, products] = await Promise.all([
      ctx.db.order.findMany({ orderBy: { id: 'asc' } }),
      ctx.db.orderItem.findMany({ orderBy: { id: 'asc' } }),
      ctx.db.paymentProof.findMany({ orderBy: { id: 'asc' } }),
      ctx.db.address.findMany({ orderBy: { id: 'asc' } }),
      ctx.db.cartItem.findMany({ orderBy: { id: 'asc' } }),
      ctx.db.user.findMany({ orderBy: { id: 'asc' } }),
      ctx.db.product.findMany({
        orderBy: { id: 'asc' },
        select: { id: true, stockQuantity: true },
      }),
    ]);
    return JSON.stringify({ orders, items, proofs, addresses, cartItems, users, products });
  }

  beforeAll(async () => {
    alice = await loggedInShopper(ctx.app, ctx.db);
    bob = await loggedInShopper(ctx.app, ctx.db);
    guestA = await guestShopper(ctx.app, ctx.db);
    guestB = await guestShopper(ctx.app, ctx.db);
    const product = await createProduct(ctx.db, { stockQuantity: 100 });
    productId = product.id;

    await addCartLine(ctx.db, alice.owner, productId, 1);
    const placed = await placeOrder(ctx.app, alice, {
      payment_method: 'account_transfer',
      depositor_name: 'Kim Minji',
    });
    expect(placed.statusCode).toBe(201);
    aliceOrderId = placed.json()._id;

    await addCartLine(ctx.db, guestA.owner, productId, 1);
    const guestPlaced = await guestCheckout(ctx.app, guestA, {
      payment_method: 'account_transfer',
      depositor_name: 'Park Jisoo',
    });
    expect(guestPlaced.statusCode).toBe(201);
    guestOrderId = guestPlaced.json()._id;

    // Carts with lines to steal from.
    await addCartLine(ctx.db, alice.owner, productId, 2);
    await addCartLine(ctx.db, guestA.owner, productId, 3);
  });

  it('keeps orders, order details and proof uploads to their owner', async () => {
    const before = await snapshot();
    const proof = () => multipartFile('screenshot', 'proof.png', 'image/png', TINY_PNG);
    const attempts = [
      { who: bob.headers, order: aliceOrderId },
      { who: guestB.headers, order: aliceOrderId },
      { who: guestB.headers, order: guestOrderId },
      { who: bob.headers, order: guestOrderId },
    ];
    for (const { who, order } of attempts) {
      const detail = await ctx.app.inject({
        method: 'GET',
        url: `/api/orders/${order}`,
        headers: who,
      });
      expect(detail.statusCode, `GET order as ${JSON.stringify(who)}`).toBe(404);
      const upload = proof();
      const uploaded = await ctx.app.inject({
        method: 'POST',
        url: `/api/orders/${order}/upload-proof`,
        headers: { ...who, ...upload.headers },
        payload: upload.payload,
      });
      expect(uploaded.statusCode).toBe(404);
      const list = await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: who });
      expect(list.statusCode).toBe(200);
      expect(list.json().orders.map((o: { _id: string }) => o._id)).not.toContain(order);
    }
    expect(await snapshot()).toBe(before);
  });

  it('keeps addresses and carts to their owner', async () => {
    const before = await snapshot();
    const aliceAddress = `/api/addresses/${alice.address.id}`;
    const body = {
      full_name: 'Thief',
      street: '1 Elsewhere',
      city: 'Busan',
      state: 'Busan',
      postal_code: '48000',
      country: 'South Korea',
      phone: '010-1234-5678',
    };
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: aliceAddress,
          headers: bob.headers,
          payload: body,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'PATCH',
          url: aliceAddress,
          headers: bob.headers,
          payload: { is_default_shipping: true },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: aliceAddress, headers: bob.headers }))
        .statusCode,
    ).toBe(404);
    const bobAddresses = await ctx.app.inject({
      method: 'GET',
      url: '/api/addresses',
      headers: bob.headers,
    });
    expect(bobAddresses.json().addresses.map((a: { _id: string }) => a._id)).not.toContain(
      alice.address.id,
    );
    // Guests have no address book at all.
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/addresses', headers: guestB.headers }))
        .statusCode,
    ).toBe(401);

    // Ordering to someone else's saved address.
    await addCartLine(ctx.db, bob.owner, productId, 1);
    const stolenShipping = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bob.headers,
      payload: { shipping_address_id: alice.address.id, payment_method: 'cash' },
    });
    expect(stolenShipping.statusCode).toBe(404);
    await ctx.db.cartItem.deleteMany({ where: { cart: { userId: bob.user.id } } });

    // Cart lines are addressed by product within the caller's own cart: removing or clearing
    // touches only that cart.
    for (const who of [bob.headers, guestB.headers]) {
      expect(
        (
          await ctx.app.inject({
            method: 'DELETE',
            url: `/api/cart/remove/${productId}`,
            headers: who,
          })
        ).statusCode,
      ).toBeLessThan(500);
      expect(
        (await ctx.app.inject({ method: 'DELETE', url: '/api/cart/clear', headers: who }))
          .statusCode,
      ).toBeLessThan(500);
      const cart = await ctx.app.inject({ method: 'GET', url: '/api/cart', headers: who });
      expect(cart.json().items).toEqual([]);
    }
    // Checking out another guest's cart is impossible: the cart is the caller's own, and empty.
    const emptyCheckout = await guestCheckout(ctx.app, guestB);
    expect(emptyCheckout.statusCode).toBe(400);
    expect(await snapshot()).toBe(before);
  });

  it('refuses tokens the API did not issue, or issued for something else', async () => {
    const before = await snapshot();
    const now = Math.floor(Date.now() / 1000);
    const userClaims = { typ: 'user', sub: alice.user.id, role: 'admin' };
    const forged: Record<string, Record<string, string>> = {
      'guest token as bearer': { authorization: guestA.headers['guest-token'] },
      'user token as guest-token': {
        'guest-token': alice.headers.authorization.replace(/^Bearer /, ''),
      },
      'expired, real secret': {
        authorization: `Bearer ${craftToken({ typ: 'user', sub: alice.user.id, role: 'customer', iat: now - 7200, exp: now - 60 }, { secret: TEST_JWT_SECRET })}`,
      },
      'expired guest, real secret': {
        'guest-token': craftToken(
          { typ: 'guest', sub: guestA.session.id, iat: now - 7200, exp: now - 60 },
          { secret: TEST_JWT_SECRET },
        ),
      },
      'alg none': { authorization: `Bearer ${craftToken(userClaims, { alg: 'none' })}` },
      'alg none guest': {
        'guest-token': craftToken({ typ: 'guest', sub: guestA.session.id }, { alg: 'none' }),
      },
      'HS512 with the real secret': { authorization: `Bearer ${signed('HS512', userClaims)}` },
      'RS256 with its own key': { authorization: `Bearer ${signed('RS256', userClaims)}` },
      'HS256 with another secret': { authorization: `Bearer ${craftToken(userClaims)}` },
      'role raised without re-signing': {
        authorization: (() => {
          const [head, , signature] = alice.headers.authorization
            .replace(/^Bearer /, '')
            .split('.');
          return `Bearer ${head}.${encode(userClaims)}.${signature}`;
        })(),
      },
    };
    const calls = [
      { method: 'GET' as const, url: '/api/users/me' },
      { method: 'GET' as const, url: '/api/cart' },
      { method: 'GET' as const, url: `/api/orders/${aliceOrderId}` },
      { method: 'GET' as const, url: `/api/orders/${guestOrderId}` },
      { method: 'GET' as const, url: '/api/addresses' },
      { method: 'GET' as const, url: '/api/admin/dashboard' },
      {
        method: 'POST' as const,
        url: '/api/cart/add',
        payload: { product_id: productId, quantity: 1 },
      },
      {
        method: 'POST' as const,
        url: '/api/orders',
        payload: { shipping_address_id: alice.address.id, payment_method: 'cash' },
      },
    ];
    for (const [name, headers] of Object.entries(forged)) {
      for (const call of calls) {
        const response = await ctx.app.inject({ ...call, headers });
        expect(
          [401, 403, 404],
          `${name}: ${call.method} ${call.url} -> ${response.statusCode}`,
        ).toContain(response.statusCode);
      }
    }
    // A real customer token is not an admin token.
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: alice.headers }))
        .statusCode,
    ).toBe(403);
    // A well-signed token for a guest session that does not exist owns nothing.
    const ghost = { 'guest-token': ctx.app.signGuestToken(randomUUID()) };
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/orders/${guestOrderId}`, headers: ghost }))
        .statusCode,
    ).toBe(404);
    expect(await snapshot()).toBe(before);
  });
});
