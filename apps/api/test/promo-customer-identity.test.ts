// A promo's per-customer limit holds however the customer spells their email or phone: the
// `+tag` sub-address, Gmail's dots, googlemail.com and +82 were each a way to use it again.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../src/db/migrate.ts';
import { promoEmailKey, promoPhoneKey } from '../src/domain/promos/customer-keys.ts';
import { useTestApp } from './helpers/app.ts';
import { guestCheckout, guestShopper, loggedInShopper, placeOrder } from './helpers/checkout.ts';
import {
  addCartLine,
  createOrder,
  createProduct,
  createPromo,
  uniquePhone,
  usePromo,
} from './helpers/factories.ts';

const ALREADY_USED = 'You have already used this promo code';

describe('per-customer promo limits', () => {
  const ctx = useTestApp({ RATE_LIMIT_ENABLED: 'false' });
  const limitedPromo = () =>
    createPromo(ctx.db, { type: 'flat', value: 1_000, perCustomerLimit: 1 });
  /** A Gmail local part of its own, with a dot in it: `min.ji1a2b3c`. */
  const gmailName = () => `min.ji${randomBytes(3).toString('hex')}`;

  async function guestOrder(code: string, customer: { email: string; phone?: string }) {
    const guest = await guestShopper(ctx.app, ctx.db);
    await addCartLine(ctx.db, guest.owner, (await createProduct(ctx.db)).id, 1);
    return guestCheckout(ctx.app, guest, {
      email: customer.email,
      phone: customer.phone ?? uniquePhone(),
      promo_code: code,
    });
  }

  function expectRefused(res: Awaited<ReturnType<typeof guestOrder>>) {
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PROMO_INVALID', message: ALREADY_USED });
  }

  it('counts every spelling of a Gmail mailbox as one customer', async () => {
    const promo = await limitedPromo();
    const name = gmailName();
    const first = await guestOrder(promo.code, { email: `${name}+x@gmail.com` });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ total_discount: 1_000 });

    expectRefused(await guestOrder(promo.code, { email: `${name.replace('.', '')}@gmail.com` }));
    const upper = name.replace('.', '').toUpperCase();
    expectRefused(await guestOrder(promo.code, { email: `${upper}+y@googlemail.com` }));
    expect(await ctx.db.promoUse.count({ where: { promoId: promo.id } })).toBe(1);

    const other = await guestOrder(promo.code, { email: `${gmailName()}@gmail.com` });
    expect(other.statusCode, other.body).toBe(201);
    expect(other.json()).toMatchObject({ total_discount: 1_000 });
  });

  it('counts the domestic and international forms of a phone number as one customer', async () => {
    const promo = await limitedPromo();
    const phone = uniquePhone();
    const first = await guestOrder(promo.code, { email: `${gmailName()}@example.com`, phone });
    expect(first.statusCode, first.body).toBe(201);
    const international = `+82 ${phone.slice(1).replaceAll('-', ' ')}`;
    expectRefused(
      await guestOrder(promo.code, { email: `${gmailName()}@example.com`, phone: international }),
    );
    const other = await guestOrder(promo.code, { email: `${gmailName()}@example.com` });
    expect(other.statusCode, other.body).toBe(201);
  });

  it('tells a logged-in customer before checkout that another spelling has used it', async () => {
    const promo = await limitedPromo();
    const name = gmailName();
    const shopper = await loggedInShopper(ctx.app, ctx.db, `${name.replace('.', '')}@gmail.com`);
    const used = await guestOrder(promo.code, { email: `${name}+deal@googlemail.com` });
    expect(used.statusCode, used.body).toBe(201);
    const validate = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/promos/validate',
        headers,
        payload: { code: promo.code, order_total: 20_000 },
      });
    expect((await validate(shopper.headers)).json()).toMatchObject({
      valid: false,
      message: ALREADY_USED,
    });

    // Their account's phone number counts too.
    const byPhone = await limitedPromo();
    const caller = await loggedInShopper(ctx.app, ctx.db);
    const phone = `+82 ${caller.user.phoneNumber.slice(1)}`;
    const usedByPhone = await guestOrder(byPhone.code, {
      email: `${gmailName()}@example.com`,
      phone,
    });
    expect(usedByPhone.statusCode, usedByPhone.body).toBe(201);
    const checked = await ctx.app.inject({
      method: 'POST',
      url: '/api/promos/validate',
      headers: caller.headers,
      payload: { code: byPhone.code, order_total: 20_000 },
    });
    expect(checked.json()).toMatchObject({ valid: false, message: ALREADY_USED });
    // And at checkout, though the order ships to an address with another phone number.
    expect(caller.address.phone).not.toBe(caller.user.phoneNumber);
    await addCartLine(ctx.db, caller.owner, (await createProduct(ctx.db)).id, 1);
    const placed = await placeOrder(ctx.app, caller, { promo_code: byPhone.code });
    expectRefused(placed);
    const stranger = await loggedInShopper(ctx.app, ctx.db);
    expect((await validate(stranger.headers)).json()).toMatchObject({ valid: true });
  });

  it('lets only one of two checkouts at once by spellings of one mailbox use it', async () => {
    const promo = await limitedPromo();
    const name = gmailName();
    const results = await Promise.all([
      guestOrder(promo.code, { email: `${name}+a@gmail.com` }),
      guestOrder(promo.code, { email: `${name.replace('.', '')}+b@googlemail.com` }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await ctx.db.promoUse.count({ where: { promoId: promo.id } })).toBe(1);
    expect((await ctx.db.promo.findUniqueOrThrow({ where: { id: promo.id } })).usedCount).toBe(1);
  });

  it('gives the uses recorded before the keys existed the same keys (the backfill)', async () => {
    const promo = await createPromo(ctx.db);
    const customers = [
      { customerEmail: 'A.B+x@GoogleMail.com', customerPhone: '+82 10-2222-3333' },
      { customerEmail: 'min.ji+sale@naver.com', customerPhone: '0082 010 4444 5555' },
      { customerEmail: 'plain@example.com', customerPhone: '02-123-4567' },
      { customerEmail: '+tag@gmail.com', customerPhone: "+1+1+cmd|' /C calc'!A0" },
    ];
    for (const customer of customers) {
      // Numbers of their own: the factory's would collide with the orders placed above.
      const orderNumber = `BACKFILL-${randomBytes(4).toString('hex')}`;
      await usePromo(ctx.db, promo.id, await createOrder(ctx.db, { ...customer, orderNumber }));
    }
    await ctx.db.promoUse.updateMany({
      where: { promoId: promo.id },
      data: { customerEmailKey: 'stale', customerPhoneKey: 'stale' },
    });
    const migration = await readFile(
      path.join(MIGRATIONS_DIR, '20261123090000_promo_use_identity', 'migration.sql'),
      'utf8',
    );
    const backfill = /UPDATE "promo_uses"[\s\S]*?;/.exec(migration)?.[0];
    expect(backfill).toBeDefined();
    await ctx.db.$executeRawUnsafe(backfill!);
    const uses = await ctx.db.promoUse.findMany({
      where: { promoId: promo.id },
      select: { customerEmailKey: true, customerPhoneKey: true, order: true },
    });
    expect(uses).toHaveLength(customers.length);
    for (const use of uses) {
      expect(use.customerEmailKey).toBe(promoEmailKey(use.order.customerEmail));
      expect(use.customerPhoneKey).toBe(promoPhoneKey(use.order.customerPhone));
    }
  });
});
