import { describe, expect, it } from 'vitest';
import { runOutboxOnce } from '../src/domain/email/worker.ts';
import { enqueueEmail } from '../src/domain/email/outbox.ts';
import { runHousekeeping } from '../src/domain/housekeeping/housekeeping.ts';
import { refreshSales } from '../src/domain/housekeeping/sales-ranking.ts';
import { useTestApp } from './helpers/app.ts';
import {
  addCartLine,
  createGuestSession,
  createOrder,
  createProduct,
  createUser,
} from './helpers/factories.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe('housekeeping', () => {
  const ctx = useTestApp();
  const now = new Date('2026-11-22T03:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('deletes idempotency keys older than a day and keeps newer ones', async () => {
    const row = (key: string, createdAt: Date) => ({
      scope: 'user:x',
      key,
      requestHash: 'h',
      createdAt,
    });
    await ctx.db.idempotencyKey.createMany({
      data: [row('old', ago(DAY + HOUR)), row('fresh', ago(DAY - HOUR))],
    });
    const result = await runHousekeeping(ctx.db, now);
    expect(result).toMatchObject({ ran: true, idempotencyKeys: 1 });
    expect(
      (await ctx.db.idempotencyKey.findMany({ select: { key: true } })).map((k) => k.key),
    ).toEqual(['fresh']);
  });

  it('deletes rate-limit rows past their window and keeps counting ones', async () => {
    await ctx.db.rateLimitHit.createMany({
      data: [
        { key: 'ended', count: 9, resetAt: ago(1000) },
        { key: 'counting', count: 3, resetAt: new Date(now.getTime() + 60_000) },
      ],
    });
    expect(await runHousekeeping(ctx.db, now)).toMatchObject({ rateLimitHits: 1 });
    expect(
      (await ctx.db.rateLimitHit.findMany({ select: { key: true } })).map((k) => k.key),
    ).toEqual(['counting']);
  });

  it('deletes used and expired one-time tokens and keeps the ones still usable', async () => {
    const user = await createUser(ctx.db);
    const token = (tokenHash: string, expiresAt: Date, usedAt: Date | null = null) => ({
      userId: user.id,
      tokenHash,
      expiresAt,
      usedAt,
    });
    await ctx.db.passwordResetToken.createMany({
      data: [
        token('used', new Date(now.getTime() + HOUR), ago(HOUR)),
        token('expired', ago(1000)),
        { ...token('set-password', new Date(now.getTime() + DAY)), purpose: 'set_password' },
      ],
    });
    expect(await runHousekeeping(ctx.db, now)).toMatchObject({ oneTimeTokens: 2 });
    expect(
      (await ctx.db.passwordResetToken.findMany({ select: { tokenHash: true } })).map(
        (t) => t.tokenHash,
      ),
    ).toEqual(['set-password']);
  });

  it('deletes guest sessions unseen for 30 days with their carts, but keeps a session an order belongs to', async () => {
    const product = await createProduct(ctx.db);
    const stale = await createGuestSession(ctx.db);
    const staleWithOrder = await createGuestSession(ctx.db);
    const recent = await createGuestSession(ctx.db);
    await ctx.db.guestSession.updateMany({
      where: { id: { in: [stale.id, staleWithOrder.id] } },
      data: { lastSeenAt: ago(31 * DAY) },
    });
    await ctx.db.guestSession.update({
      where: { id: recent.id },
      data: { lastSeenAt: ago(29 * DAY) },
    });
    for (const session of [stale, staleWithOrder, recent])
      await addCartLine(ctx.db, { guestSessionId: session.id }, product.id, 2);
    const order = await createOrder(ctx.db, {
      status: 'delivered',
      paymentMethod: 'cash',
      paymentStatus: 'paid',
      placedAt: ago(40 * DAY),
    });
    await ctx.db.order.update({
      where: { id: order.id },
      data: { guestSessionId: staleWithOrder.id },
    });

    expect(await runHousekeeping(ctx.db, now)).toMatchObject({ guestCarts: 2, guestSessions: 1 });
    const sessions = (await ctx.db.guestSession.findMany({ select: { id: true } })).map(
      (s) => s.id,
    );
    expect(sessions.sort()).toEqual([staleWithOrder.id, recent.id].sort());
    const carts = await ctx.db.cart.findMany({
      where: { guestSessionId: { not: null } },
      select: { guestSessionId: true },
    });
    expect(carts.map((c) => c.guestSessionId)).toEqual([recent.id]);
    expect(await ctx.db.cartItem.count({ where: { product: { id: product.id } } })).toBe(1);
    expect((await ctx.db.order.findUniqueOrThrow({ where: { id: order.id } })).guestSessionId).toBe(
      staleWithOrder.id,
    );
  });

  it('keeps only recipient, subject and status of a sent email', async () => {
    const secret = 'https://shop.example.kr/reset-password/secret-token';
    await enqueueEmail(ctx.db, {
      kind: 'password_reset',
      to: 'a@example.com',
      subject: 'Reset',
      text: secret,
      html: `<a href="${secret}">reset</a>`,
    });
    await enqueueEmail(ctx.db, {
      kind: 'password_reset',
      to: 'b@example.com',
      subject: 'Reset',
      text: secret,
    });
    const sent: string[] = [];
    const result = await runOutboxOnce(ctx.db, async (email) => {
      if (email.to === 'b@example.com') throw new Error('mailbox full');
      sent.push(email.text);
    });
    expect(result).toMatchObject({ sent: 1, failed: 1 });
    expect(sent).toEqual([secret]);
    const rows = await ctx.db.emailOutbox.findMany({ orderBy: { toAddress: 'asc' } });
    expect(rows[0]).toMatchObject({
      toAddress: 'a@example.com',
      subject: 'Reset',
      status: 'sent',
      textBody: '',
      htmlBody: null,
    });
    // Not sent yet: the worker still needs the body.
    expect(rows[1]).toMatchObject({
      toAddress: 'b@example.com',
      status: 'pending',
      textBody: secret,
    });

    // Rows sent before bodies were dropped at sending are emptied by the housekeeping pass.
    await ctx.db.emailOutbox.update({
      where: { id: rows[0]!.id },
      data: { textBody: secret, htmlBody: secret },
    });
    expect(await runHousekeeping(ctx.db, now)).toMatchObject({ emailBodies: 1 });
    expect(
      await ctx.db.emailOutbox.findUniqueOrThrow({ where: { id: rows[0]!.id } }),
    ).toMatchObject({ textBody: '', htmlBody: null });
    expect(
      await ctx.db.emailOutbox.findUniqueOrThrow({ where: { id: rows[1]!.id } }),
    ).toMatchObject({ textBody: secret });
  });

  it("brings each product's units sold over the last 30 days up to date, cancelled orders aside", async () => {
    const selling = await createProduct(ctx.db);
    const stopped = await createProduct(ctx.db);
    const unchanged = await createProduct(ctx.db);
    // The ranking's own column, not in the Prisma schema.
    const setSales = (id: string, units: number) =>
      ctx.db.$executeRaw`UPDATE products SET sales_30d = ${units} WHERE id = ${id}::uuid`;
    await setSales(stopped.id, 9);
    await createOrder(ctx.db, {
      placedAt: ago(2 * DAY),
      items: [
        { product: selling, quantity: 3 },
        { product: unchanged, quantity: 1 },
      ],
    });
    await createOrder(ctx.db, {
      placedAt: ago(29 * DAY),
      items: [{ product: selling, quantity: 2 }],
    });
    await createOrder(ctx.db, {
      status: 'cancelled',
      placedAt: ago(DAY),
      items: [{ product: selling, quantity: 5 }],
    });
    await createOrder(ctx.db, {
      placedAt: ago(31 * DAY),
      items: [{ product: stopped, quantity: 4 }],
    });
    await setSales(unchanged.id, 1);

    expect(await runHousekeeping(ctx.db, now)).toMatchObject({ ran: true, salesFigures: 2 });
    const sales = async (id: string) =>
      (
        await ctx.db.$queryRaw<{ units: number }[]>`
          SELECT sales_30d AS units FROM products WHERE id = ${id}::uuid`
      )[0]?.units;
    expect([await sales(selling.id), await sales(stopped.id), await sales(unchanged.id)]).toEqual([
      5, 0, 1,
    ]);
    // Nothing moved since: the next pass writes no product.
    expect(await runHousekeeping(ctx.db, now)).toMatchObject({ salesFigures: 0 });
  });

  it('writes the largest changes first when a pass runs out of time, and the rest next pass', async () => {
    const small = await createProduct(ctx.db);
    const large = await createProduct(ctx.db);
    await createOrder(ctx.db, {
      placedAt: ago(DAY),
      items: [
        { product: small, quantity: 1 },
        { product: large, quantity: 4 },
      ],
    });
    const sales = async () =>
      ctx.db.$queryRaw<{ id: string; units: number }[]>`
        SELECT id::text, sales_30d AS units FROM products
         WHERE id IN (${small.id}::uuid, ${large.id}::uuid) ORDER BY sales_30d DESC`;
    const cutShort = { batchSize: 1, passBudgetMs: 0 };
    expect(await refreshSales(ctx.db, now, cutShort)).toBe(1);
    expect(await sales()).toEqual([
      { id: large.id, units: 4 },
      { id: small.id, units: 0 },
    ]);
    expect(await refreshSales(ctx.db, now, cutShort)).toBe(1);
    expect(await refreshSales(ctx.db, now, cutShort)).toBe(0);
    expect((await sales()).map((row) => row.units)).toEqual([4, 1]);
  });

  it('does a pass on one instance at a time', async () => {
    await ctx.db.idempotencyKey.create({
      data: { scope: 'user:y', key: 'old', requestHash: 'h', createdAt: ago(2 * DAY) },
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    // Another instance in the middle of its pass holds the same advisory lock.
    const other = ctx.db.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${0x6b656570})`;
      locked();
      await held;
    });
    await isLocked;
    expect(await runHousekeeping(ctx.db, now)).toMatchObject({ ran: false, idempotencyKeys: 0 });
    release();
    await other;
    expect(await runHousekeeping(ctx.db, now)).toMatchObject({ ran: true, idempotencyKeys: 1 });
  });

  it('drops requests nobody confirmed within 30 days, and keeps confirmed and recent ones', async () => {
    const product = await createProduct(ctx.db, { stockQuantity: 0 });
    const alert = (email: string, createdAt: Date) => ({
      productId: product.id,
      email,
      createdAt,
    });
    await ctx.db.stockAlertRecipient.createMany({
      data: [
        {
          email: 'ignored@example.com',
          confirmationSentAt: ago(40 * DAY),
          createdAt: ago(40 * DAY),
        },
        { email: 'confirmed@example.com', confirmedAt: ago(40 * DAY), createdAt: ago(40 * DAY) },
        { email: 'recent@example.com', confirmationSentAt: ago(DAY), createdAt: ago(DAY) },
      ],
    });
    await ctx.db.stockAlert.createMany({
      data: [
        alert('ignored@example.com', ago(40 * DAY)),
        alert('confirmed@example.com', ago(40 * DAY)),
        alert('recent@example.com', ago(DAY)),
      ],
    });
    expect(await runHousekeeping(ctx.db, now)).toMatchObject({ unconfirmedStockAlerts: 1 });
    const left = await ctx.db.stockAlert.findMany({ select: { email: true } });
    expect(left.map((a) => a.email).sort()).toEqual([
      'confirmed@example.com',
      'recent@example.com',
    ]);
    const recipients = await ctx.db.stockAlertRecipient.findMany({ select: { email: true } });
    expect(recipients.map((r) => r.email).sort()).toEqual([
      'confirmed@example.com',
      'recent@example.com',
    ]);
  });
});
