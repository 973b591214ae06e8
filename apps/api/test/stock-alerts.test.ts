// Back in stock: shoppers leave an email on a sold-out product and are emailed once when stock
// comes back, in the order they asked, in the language they asked in.
import { describe, expect, it } from 'vitest';
import { sendBackInStockAlerts } from '../src/domain/stock-alerts/stock-alerts.ts';
import { adminSession } from './helpers/admin.ts';
import { useTestApp } from './helpers/app.ts';
import { guestShopper, loggedInShopper } from './helpers/checkout.ts';
import { createProduct } from './helpers/factories.ts';

describe('back-in-stock alerts', () => {
  const ctx = useTestApp();
  const SHOP_URL = 'https://shop.example';

  const ask = (productId: string, headers: Record<string, string>, payload: object = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/products/${productId}/stock-alert`,
      headers,
      payload,
    });

  it('takes each email once, refuses an in-stock product, and uses a logged-in account', async () => {
    const soldOut = await createProduct(ctx.db, { stockQuantity: 0 });
    const inStock = await createProduct(ctx.db, { stockQuantity: 3 });
    const guest = await guestShopper(ctx.app, ctx.db);
    const shopper = await loggedInShopper(ctx.app, ctx.db);

    expect((await ask(soldOut.id, guest.headers, { email: 'Mina@Example.com' })).statusCode).toBe(
      201,
    );
    expect((await ask(soldOut.id, guest.headers, { email: 'mina@example.com' })).statusCode).toBe(
      201,
    );
    const own = await ask(soldOut.id, shopper.headers);
    expect(own.statusCode).toBe(201);
    expect(own.json()).toEqual({ waiting: true, email: shopper.user.email.toLowerCase() });
    expect((await ask(soldOut.id, guest.headers)).json().code).toBe('EMAIL_REQUIRED');
    const refused = await ask(inStock.id, guest.headers, { email: 'mina@example.com' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('IN_STOCK');

    const admin = await adminSession(ctx.app, ctx.db);
    const product = await ctx.app.inject({
      url: `/api/admin/products/${soldOut.id}`,
      headers: admin.headers,
    });
    expect(product.json().stock_alerts_waiting).toBe(2);
  });

  it('emails every waiting shopper once, oldest first, when stock comes back', async () => {
    const product = await createProduct(ctx.db, { stockQuantity: 0, name: 'Honey Citron Tea' });
    const guest = await guestShopper(ctx.app, ctx.db);
    await ask(product.id, guest.headers, { email: 'first@example.com' });
    await ask(
      product.id,
      { ...guest.headers, 'accept-language': 'ko-KR,ko;q=0.9' },
      {
        email: 'second@example.com',
      },
    );
    await ask(product.id, guest.headers, { email: 'third@example.com' });

    // Nothing goes out while it is still sold out.
    expect(await sendBackInStockAlerts(ctx.db, SHOP_URL, new Date())).toBe(0);

    const admin = await adminSession(ctx.app, ctx.db);
    const restocked = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/products/${product.id}/stock`,
      headers: admin.headers,
      payload: { change: 12, reason: 'Received' },
    });
    expect(restocked.statusCode).toBe(200);
    const sentTo = async () =>
      (await ctx.db.emailOutbox.findMany({ where: { kind: 'back_in_stock' } }))
        .filter((email) => email.textBody.includes(product.id))
        .map((email) => email.toAddress)
        .sort();
    // Two a pass: the two who asked first go first.
    expect(await sendBackInStockAlerts(ctx.db, SHOP_URL, new Date(), 2)).toBe(2);
    expect(await sentTo()).toEqual(['first@example.com', 'second@example.com']);
    expect(await sendBackInStockAlerts(ctx.db, SHOP_URL, new Date(), 2)).toBe(1);
    expect(await sendBackInStockAlerts(ctx.db, SHOP_URL, new Date(), 2)).toBe(0);
    expect(await sentTo()).toEqual([
      'first@example.com',
      'second@example.com',
      'third@example.com',
    ]);

    const first = await ctx.db.emailOutbox.findFirstOrThrow({
      where: { kind: 'back_in_stock', toAddress: 'first@example.com' },
    });
    expect(first.subject).toBe('Back in stock: Honey Citron Tea');
    expect(first.textBody).toContain(`${SHOP_URL}/product/${product.id}`);
    const korean = await ctx.db.emailOutbox.findFirstOrThrow({
      where: { kind: 'back_in_stock', toAddress: 'second@example.com' },
    });
    expect(korean.subject).toBe(`재입고 알림: ${product.nameKr}`);
    expect(korean.textBody).toContain(`${SHOP_URL}/ko/product/${product.id}`);
  });
});
