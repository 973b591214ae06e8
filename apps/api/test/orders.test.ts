import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.ts';
import {
  expectedTotals,
  guestCheckout,
  guestPayload,
  guestShopper,
  loggedInShopper,
  placeOrder,
} from './helpers/checkout.ts';
import {
  addCartLine,
  createAddress,
  createProduct,
  createPromo,
  createUser,
} from './helpers/factories.ts';

describe('placing orders', () => {
  const ctx = useTestApp();

  /** A tiny seeded generator, so a failing cart can be reproduced. */
  function random(seed: number) {
    return () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
  }

  it('charges what an independent calculation says, for many carts with and without promos', async () => {
    const next = random(42);
    for (let i = 0; i < 16; i++) {
      const shopper = await loggedInShopper(ctx.app, ctx.db);
      const lines: { price: number; quantity: number }[] = [];
      const lineCount = 1 + Math.floor(next() * 4);
      for (let l = 0; l < lineCount; l++) {
        const onSale = next() < 0.4;
        const sellPrice = 500 + Math.floor(next() * 40_000);
        const salePrice = onSale ? Math.floor(sellPrice * 0.8) : null;
        const product = await createProduct(ctx.db, {
          sellPrice,
          salePrice,
          isOnSale: onSale,
          comparePrice: onSale ? sellPrice : null,
          stockQuantity: 50,
        });
        const quantity = 1 + Math.floor(next() * 3);
        await addCartLine(ctx.db, shopper.owner, product.id, quantity);
        lines.push({ price: salePrice ?? sellPrice, quantity });
      }
      const promo =
        i % 3 === 0
          ? undefined
          : i % 3 === 1
            ? { type: 'percent' as const, value: 5 + Math.floor(next() * 30) }
            : { type: 'flat' as const, value: 1_000 + Math.floor(next() * 20_000) };
      const promoRow = promo ? await createPromo(ctx.db, promo) : undefined;

      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: shopper.headers,
        payload: {
          shipping_address_id: shopper.address.id,
          payment_method: 'cash',
          ...(promoRow ? { promo_code: promoRow.code.toLowerCase() } : {}),
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json();
      const expected = expectedTotals(lines, promo);
      expect(body).toMatchObject(expected);
      expect(body.order).toMatchObject(expected);
      const stored = await ctx.db.order.findUniqueOrThrow({ where: { id: body._id } });
      expect(stored).toMatchObject({
        subtotal: expected.subtotal,
        discount: expected.total_discount,
        shippingPrice: expected.shipping_price,
        total: expected.total_price,
      });
    }
  });

  it.each([
    {
      name: '49,999 won after a flat discount pays shipping',
      price: 50_999,
      promo: { type: 'flat' as const, value: 1_000 },
      shipping: 5_000,
    },
    {
      name: '50,000 won after a flat discount ships free',
      price: 51_000,
      promo: { type: 'flat' as const, value: 1_000 },
      shipping: 0,
    },
    {
      name: '50,001 won after a flat discount ships free',
      price: 51_001,
      promo: { type: 'flat' as const, value: 1_000 },
      shipping: 0,
    },
    {
      name: '49,999 won after a percent discount pays shipping',
      price: 55_554,
      promo: { type: 'percent' as const, value: 10 },
      shipping: 5_000,
    },
    {
      name: '50,000 won after a percent discount ships free',
      price: 55_555,
      promo: { type: 'percent' as const, value: 10 },
      shipping: 0,
    },
    {
      name: '49,999 won without a promo pays shipping',
      price: 49_999,
      promo: undefined,
      shipping: 5_000,
    },
    { name: '50,000 won without a promo ships free', price: 50_000, promo: undefined, shipping: 0 },
    { name: '50,001 won without a promo ships free', price: 50_001, promo: undefined, shipping: 0 },
  ])('$name', async ({ price, promo, shipping }) => {
    const shopper = await loggedInShopper(ctx.app, ctx.db);
    const product = await createProduct(ctx.db, { sellPrice: price });
    await addCartLine(ctx.db, shopper.owner, product.id, 1);
    const promoRow = promo ? await createPromo(ctx.db, promo) : undefined;
    const res = await placeOrder(ctx.app, shopper, { promo_code: promoRow?.code });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().shipping_price).toBe(shipping);
    expect(res.json()).toMatchObject(expectedTotals([{ price, quantity: 1 }], promo));
  });

  it('ignores the prices and totals a guest client sends', async () => {
    const guest = await guestShopper(ctx.app, ctx.db);
    const product = await createProduct(ctx.db, { sellPrice: 12_300 });
    await addCartLine(ctx.db, guest.owner, product.id, 2);
    const res = await guestCheckout(ctx.app, guest, {
      subtotal: 1,
      total: 1,
      shipping_price: 0,
      discount_price: 24_599,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      subtotal: 24_600,
      total_discount: 0,
      shipping_price: 5_000,
      total_price: 29_600,
    });
  });

  it('snapshots lines and address, empties the cart, takes stock and records the event and email', async () => {
    const shopper = await loggedInShopper(ctx.app, ctx.db);
    const product = await createProduct(ctx.db, {
      sellPrice: 7_000,
      stockQuantity: 5,
      name: 'Kimchi 1kg',
      nameKr: '김치',
    });
    await ctx.db.productImage.create({
      data: { productId: product.id, url: '/uploads/kimchi.jpg', isMain: true },
    });
    await addCartLine(ctx.db, shopper.owner, product.id, 3);

    const res = await placeOrder(ctx.app, shopper, {
      payment_method: 'bank_transfer',
      depositor_name: '김민지',
      note: 'Leave at the door',
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      _id: body.order_id,
      order_number: expect.stringMatching(/^\d{8}-\d{4,}$/),
      payment_method: 'account_transfer',
      payment_status: 'unpaid',
      status: 'pending',
    });
    expect(body.order.products).toEqual([
      {
        product_id: product.id,
        name: 'Kimchi 1kg',
        name_kr: '김치',
        productImageUrl: '/uploads/kimchi.jpg',
        quantity: 3,
        unit_price: 7_000,
        line_total: 21_000,
        tax_type: 'taxed',
        substitution: 'refund',
        packing: null,
      },
    ]);
    expect(body.order.shipping_address).toMatchObject({
      street: shopper.address.street,
      city: 'Seoul',
    });
    expect(body.order.billing_address).toEqual(body.order.shipping_address);

    // Later catalogue edits do not touch the placed order.
    await ctx.db.product.update({
      where: { id: product.id },
      data: { name: 'Renamed', sellPrice: 99_000 },
    });
    const again = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${body._id}`,
      headers: shopper.headers,
    });
    expect(again.json().products[0]).toMatchObject({ name: 'Kimchi 1kg', unit_price: 7_000 });

    expect(
      (await ctx.db.product.findUniqueOrThrow({ where: { id: product.id } })).stockQuantity,
    ).toBe(2);
    expect(await ctx.db.cartItem.count({ where: { cart: { userId: shopper.user.id } } })).toBe(0);
    const events = await ctx.db.orderEvent.findMany({ where: { orderId: body._id } });
    expect(events).toMatchObject([
      { action: 'placed', toStatus: 'pending', actorUserId: shopper.user.id },
    ]);
    const emails = await ctx.db.emailOutbox.findMany({ where: { toAddress: shopper.user.email } });
    expect(emails).toMatchObject([{ kind: 'order_confirmation', status: 'pending' }]);
    expect(emails[0]!.textBody).toContain(body.order_number);
  });

  it('tells a transfer customer in the confirmation email where and how much to pay', async () => {
    await ctx.db.shopSetting.upsert({
      where: { key: 'bank_name' },
      create: { key: 'bank_name', value: 'Shinhan Bank' },
      update: { value: 'Shinhan Bank' },
    });
    await ctx.db.shopSetting.upsert({
      where: { key: 'account_number' },
      create: { key: 'account_number', value: '110-482-771903' },
      update: { value: '110-482-771903' },
    });
    const shopper = await loggedInShopper(ctx.app, ctx.db);
    const product = await createProduct(ctx.db, { sellPrice: 12_300, stockQuantity: 5 });
    await addCartLine(ctx.db, shopper.owner, product.id, 2);

    const res = await placeOrder(ctx.app, shopper, {
      payment_method: 'account_transfer',
      depositor_name: '김민지',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [email] = await ctx.db.emailOutbox.findMany({
      where: { toAddress: shopper.user.email, kind: 'order_confirmation' },
    });
    for (const body of [email!.textBody, email!.htmlBody ?? '']) {
      expect(body).toContain('Shinhan Bank');
      expect(body).toContain('Account holder: Jangbogi Co., Ltd.');
      expect(body).toContain('110-482-771903');
      expect(body).toContain('Amount to transfer: ₩29,600');
      expect(body).toContain('Depositor name: 김민지');
      expect(body).not.toContain('Please transfer the total');
    }
  });

  it('rejects an empty cart, a missing depositor name and someone else’s address', async () => {
    const shopper = await loggedInShopper(ctx.app, ctx.db);
    const empty = await placeOrder(ctx.app, shopper);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Your cart is empty');

    const product = await createProduct(ctx.db);
    await addCartLine(ctx.db, shopper.owner, product.id, 1);
    const noDepositor = await placeOrder(ctx.app, shopper, {
      payment_method: 'account_transfer',
      depositor_name: '  ',
    });
    expect(noDepositor.statusCode).toBe(400);
    expect(noDepositor.json().message).toBe('Please enter depositor name');

    const stranger = await createUser(ctx.db);
    const theirs = await createAddress(ctx.db, stranger.id);
    const notMine = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: shopper.headers,
      payload: { shipping_address_id: theirs.id, payment_method: 'cash' },
    });
    expect(notMine.statusCode).toBe(404);
    const billingNotMine = await placeOrder(ctx.app, shopper, { billing_address_id: theirs.id });
    expect(billingNotMine.statusCode).toBe(404);
    expect(await ctx.db.order.count({ where: { userId: shopper.user.id } })).toBe(0);
    expect(
      (await ctx.db.product.findUniqueOrThrow({ where: { id: product.id } })).stockQuantity,
    ).toBe(10);
  });

  it('requires a login for POST /api/orders and a session for guest checkout', async () => {
    const guest = await guestShopper(ctx.app, ctx.db);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: guest.headers,
      payload: { shipping_address_id: crypto.randomUUID(), payment_method: 'cash' },
    });
    expect(res.statusCode).toBe(401);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/guest-checkout',
      payload: guestPayload(),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 409 with what is left when the stock is short, and commits nothing', async () => {
    const shopper = await loggedInShopper(ctx.app, ctx.db);
    const plenty = await createProduct(ctx.db, { stockQuantity: 10 });
    const scarce = await createProduct(ctx.db, { stockQuantity: 2, name: 'Hanwoo' });
    await addCartLine(ctx.db, shopper.owner, plenty.id, 1);
    await addCartLine(ctx.db, shopper.owner, scarce.id, 3);
    const res = await placeOrder(ctx.app, shopper);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'Only 2 left of Hanwoo', code: 'OUT_OF_STOCK' });
    expect(
      (await ctx.db.product.findUniqueOrThrow({ where: { id: plenty.id } })).stockQuantity,
    ).toBe(10);
    expect(await ctx.db.cartItem.count({ where: { cart: { userId: shopper.user.id } } })).toBe(2);
  });

  it('rejects a promo that is no longer usable when the order is placed', async () => {
    const shopper = await loggedInShopper(ctx.app, ctx.db);
    const product = await createProduct(ctx.db, { sellPrice: 10_000 });
    await addCartLine(ctx.db, shopper.owner, product.id, 1);
    const promo = await createPromo(ctx.db, { minOrder: 20_000 });
    const res = await placeOrder(ctx.app, shopper, { promo_code: promo.code });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This promo code needs an order of at least ₩20,000');
  });

  it('enforces the per-customer promo limit by email', async () => {
    const promo = await createPromo(ctx.db, { type: 'flat', value: 1_000, perCustomerLimit: 1 });
    const shopper = await loggedInShopper(ctx.app, ctx.db);
    const place = async () => {
      await addCartLine(ctx.db, shopper.owner, (await createProduct(ctx.db)).id, 1);
      return placeOrder(ctx.app, shopper, { promo_code: promo.code });
    };
    expect((await place()).statusCode).toBe(201);
    const second = await place();
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('You have already used this promo code');
    expect((await ctx.db.promo.findUniqueOrThrow({ where: { id: promo.id } })).usedCount).toBe(1);
    expect(await ctx.db.promoUse.count({ where: { promoId: promo.id } })).toBe(1);
  });

  it('replays the first response for a repeated Idempotency-Key and creates one order', async () => {
    const shopper = await loggedInShopper(ctx.app, ctx.db);
    const product = await createProduct(ctx.db, { stockQuantity: 10 });
    await addCartLine(ctx.db, shopper.owner, product.id, 2);
    const keyed = {
      ...shopper,
      headers: { ...shopper.headers, 'idempotency-key': 'checkout-123' },
    };
    const first = await placeOrder(ctx.app, keyed);
    const second = await placeOrder(ctx.app, keyed);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await ctx.db.order.count({ where: { userId: shopper.user.id } })).toBe(1);
    expect(
      (await ctx.db.product.findUniqueOrThrow({ where: { id: product.id } })).stockQuantity,
    ).toBe(8);

    const different = await placeOrder(ctx.app, keyed, { note: 'changed' });
    expect(different.statusCode).toBe(409);
    expect(different.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('lists the caller’s orders newest first and hides other people’s', async () => {
    const shopper = await loggedInShopper(ctx.app, ctx.db);
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      await addCartLine(ctx.db, shopper.owner, (await createProduct(ctx.db)).id, 1);
      const res = await placeOrder(ctx.app, shopper);
      ids.push(res.json()._id);
    }
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: shopper.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().orders.map((o: { _id: string }) => o._id)).toEqual([...ids].reverse());
    expect(list.json().orders[0]).toMatchObject({
      order_id: ids[1],
      status: 'pending',
      payment_method: 'cash',
      payment_status: 'unpaid',
      placed_at: expect.any(String),
      products: [
        expect.objectContaining({
          product_id: expect.any(String),
          name: expect.any(String),
          quantity: 1,
          unit_price: 10_000,
        }),
      ],
    });

    const other = await loggedInShopper(ctx.app, ctx.db);
    const theirs = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: other.headers,
    });
    expect(theirs.json().orders).toEqual([]);
    const peek = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${ids[0]}`,
      headers: other.headers,
    });
    expect(peek.statusCode).toBe(404);
  });
});
