import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.ts';
import { guestShopper, loggedInShopper, placeOrder } from './helpers/checkout.ts';
import { addCartLine, createProduct, createPromo } from './helpers/factories.ts';
import { DAY_MS } from '../src/lib/time.ts';

describe('promo codes', () => {
  const ctx = useTestApp();
  const validate = (payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/api/promos/validate', payload, headers });

  it('validates a code case-insensitively and computes the discount', async () => {
    const percent = await createPromo(ctx.db, { code: 'KIMCHI10', type: 'percent', value: 10 });
    const res = await validate({ code: ' kimchi10 ', order_total: 12_345 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      valid: true,
      discount: 1_234,
      discount_type: 'percent',
      message: expect.stringContaining('10%'),
    });

    await createPromo(ctx.db, { code: 'FLAT5000', type: 'flat', value: 5_000 });
    expect((await validate({ code: 'flat5000', order_total: 3_000 })).json()).toMatchObject({
      valid: true,
      discount: 3_000,
      discount_type: 'flat',
    });
    expect(percent.code).toBe('KIMCHI10');
  });

  it('answers the check in the language of the page that asks', async () => {
    await createPromo(ctx.db, { code: 'KOREAN10', type: 'percent', value: 10 });
    const korean = { 'accept-language': 'ko' };
    expect(
      (await validate({ code: 'korean10', order_total: 12_345 }, korean)).json(),
    ).toMatchObject({ valid: true, message: '할인 코드 적용: 10% 할인 (1,234원)' });
    expect((await validate({ code: 'korean10', order_total: 12_345 })).json()).toMatchObject({
      message: 'Promo applied: 10% off (₩1,234)',
    });
    const unknown = await validate({ code: 'NO-SUCH-CODE', order_total: 12_345 }, korean);
    expect(unknown.json<{ message: string }>().message).toMatch(/^[^A-Za-z]*$/);
  });

  it.each([
    ['unknown', {}, 'Invalid promo code'],
    ['inactive', { isActive: false }, 'This promo code is no longer active'],
    ['expired', { endsAt: new Date(Date.now() - 60_000) }, 'This promo code has expired'],
    [
      'not started',
      { startsAt: new Date(Date.now() + DAY_MS) },
      'This promo code is not active yet',
    ],
    ['exhausted', { usageLimit: 0 }, 'This promo code has reached its usage limit'],
    ['below minimum', { minOrder: 20_000 }, 'This promo code needs an order of at least ₩20,000'],
  ])('answers valid: false for a code that is %s', async (label, overrides, message) => {
    const code = `CODE-${label.replace(' ', '-').toUpperCase()}`;
    if (label !== 'unknown') await createPromo(ctx.db, { code, ...overrides });
    const res = await validate({ code, order_total: 10_000 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ valid: false, discount: 0, discount_type: null, message });
  });

  it('asks for a code when it is empty', async () => {
    for (const payload of [{ code: '   ', order_total: 1_000 }, { order_total: 1_000 }]) {
      const res = await validate(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please enter a promo code');
    }
    const apply = await ctx.app.inject({
      method: 'POST',
      url: '/api/promos',
      payload: { code: '' },
    });
    expect(apply.statusCode).toBe(400);
    expect(apply.json().message).toBe('Please enter a promo code');
  });

  it('checks POST /api/promos against the guest’s cart', async () => {
    const promo = await createPromo(ctx.db, { type: 'percent', value: 20, minOrder: 30_000 });
    const guest = await guestShopper(ctx.app, ctx.db);
    const product = await createProduct(ctx.db, {
      sellPrice: 12_000,
      salePrice: 10_000,
      isOnSale: true,
    });
    await addCartLine(ctx.db, guest.owner, product.id, 2);
    const below = await ctx.app.inject({
      method: 'POST',
      url: '/api/promos',
      headers: guest.headers,
      payload: { code: promo.code },
    });
    expect(below.json()).toMatchObject({ valid: false, discount: 0 });

    await addCartLine(ctx.db, guest.owner, product.id, 3);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/promos',
      headers: guest.headers,
      payload: { code: promo.code.toLowerCase() },
    });
    expect(res.json()).toMatchObject({ valid: true, discount: 6_000, discount_type: 'percent' });
  });

  it('knows when a logged-in customer has used up their own limit', async () => {
    const promo = await createPromo(ctx.db, { type: 'flat', value: 1_000, perCustomerLimit: 1 });
    const shopper = await loggedInShopper(ctx.app, ctx.db);
    await addCartLine(ctx.db, shopper.owner, (await createProduct(ctx.db)).id, 1);
    const placed = await placeOrder(ctx.app, shopper, { promo_code: promo.code });
    expect(placed.statusCode).toBe(201);
    const res = await validate({ code: promo.code, order_total: 20_000 }, shopper.headers);
    expect(res.json()).toMatchObject({
      valid: false,
      message: 'You have already used this promo code',
    });
    const other = await loggedInShopper(ctx.app, ctx.db);
    expect(
      (await validate({ code: promo.code, order_total: 20_000 }, other.headers)).json().valid,
    ).toBe(true);
  });
});
