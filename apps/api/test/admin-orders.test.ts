import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.ts';
import { adminSession, customerSession } from './helpers/admin.ts';
import {
  createOrder,
  createPaymentProof,
  createProduct,
  createPromo,
  usePromo,
  type OrderOverrides,
} from './helpers/factories.ts';
import { listSource } from '../src/domain/orders/back-office-list.ts';

describe('back-office orders', () => {
  const ctx = useTestApp();
  let admin: Awaited<ReturnType<typeof adminSession>>;
  beforeAll(async () => {
    admin = await adminSession(ctx.app, ctx.db);
  });

  // Shipping always names the courier and the tracking number.
  const SHIPMENT = { courier: 'cj', tracking_number: '6012-3456-7890' };
  const act = (orderId: string, action: string, note?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/actions`,
      headers: admin.headers,
      payload: {
        action,
        ...(note === undefined ? {} : { note }),
        ...(action === 'ship' ? SHIPMENT : {}),
      },
    });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: admin.headers });
  const order = (data: OrderOverrides = {}) => createOrder(ctx.db, data);

  describe('list and search', () => {
    it('lists newest first with the columns the shop team scans', async () => {
      const older = await order({
        placedAt: new Date(Date.now() - 5 * 3600_000),
        depositorName: '박서준',
      });
      await createPaymentProof(ctx.db, older.id);
      const newer = await order({ paymentMethod: 'cash', paymentStatus: 'unpaid' });
      const res = await get('/api/admin/orders?limit=100');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      const ids = body.orders.map((o: { _id: string }) => o._id);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
      const row = body.orders.find((o: { _id: string }) => o._id === older.id);
      expect(row).toMatchObject({
        order_number: older.orderNumber,
        customer_name: 'Minji Kim',
        total: older.total,
        status: 'pending',
        payment_status: 'unpaid',
        payment_method: 'account_transfer',
        depositor_name: '박서준',
        age_hours: 5,
        has_proof: true,
      });
      expect(body.orders.find((o: { _id: string }) => o._id === newer.id).has_proof).toBe(false);
    });

    it('filters by status, payment status, method and Korean dates', async () => {
      const shipped = await order({
        status: 'shipped',
        paymentStatus: 'paid',
        placedAt: new Date('2026-03-10T16:00:00Z'),
      }); // 3/11 01:00 KST
      await order({ status: 'pending', placedAt: new Date('2026-03-10T14:00:00Z') }); // 3/10 23:00 KST
      const byStatus = (
        await get(
          '/api/admin/orders?status=shipped&payment_status=paid&payment_method=bank_transfer',
        )
      ).json();
      expect(byStatus.orders.map((o: { _id: string }) => o._id)).toEqual([shipped.id]);
      const byDay = (await get('/api/admin/orders?from=2026-03-11&to=2026-03-11')).json();
      expect(byDay.orders.map((o: { _id: string }) => o._id)).toEqual([shipped.id]);
      const bad = await get('/api/admin/orders?status=lost');
      expect(bad.statusCode).toBe(400);
    });

    it('searches by order number, name, phone, email and depositor', async () => {
      const target = await order({
        customerName: 'Seojun Park',
        customerEmail: 'seojun.park@example.com',
        customerPhone: '010-9876-5432',
        depositorName: '박서준입금',
      });
      for (const q of [
        target.orderNumber,
        'seojun park',
        '010-9876',
        '01098765432',
        'SEOJUN.PARK@',
        '서준입금',
      ]) {
        const body = (await get(`/api/admin/orders?q=${encodeURIComponent(q)}`)).json();
        expect(
          body.orders.map((o: { _id: string }) => o._id),
          q,
        ).toContain(target.id);
        expect(body.total, q).toBe(1);
      }
    });

    it('finds part of a phone or an email on either side of its @', async () => {
      const target = await order({
        customerName: 'Hana Lee',
        customerEmail: 'hana.lee77@example.org',
        customerPhone: '010-2468-1357',
      });
      for (const q of ['1357', '024', '2468 1357', 'lee77', 'na.lee77@exam', '@example.org']) {
        const body = (await get(`/api/admin/orders?q=${encodeURIComponent(q)}`)).json();
        expect(
          body.orders.map((o: { _id: string }) => o._id),
          q,
        ).toContain(target.id);
      }
      // Typed with its @, the part before it must end the address's part before the @.
      const byOtherLocal = (
        await get(`/api/admin/orders?q=${encodeURIComponent('x.lee77@')}`)
      ).json();
      expect(byOtherLocal.orders.map((o: { _id: string }) => o._id)).not.toContain(target.id);
    });

    it('reads every arm of a search on the trigram index, never the whole table', async () => {
      for (const q of ['Seojun', '9876', 'seojun.park@', '서준입금', '0001']) {
        const plan = await ctx.db.$transaction(async (tx) => {
          await tx.$executeRawUnsafe('SET LOCAL enable_seqscan = off');
          const source = listSource({ q }, '');
          return tx.$queryRawUnsafe<{ 'QUERY PLAN': string }[]>(
            `EXPLAIN SELECT 1 ${source.text}`,
            ...source.values,
          );
        });
        const text = plan.map((row) => row['QUERY PLAN']).join('\n');
        expect(text, q).toContain('orders_search_idx');
        expect(text, q).not.toMatch(/Seq Scan on orders/);
      }
    });

    it('pages', async () => {
      const body = (await get('/api/admin/orders?limit=2&page=1')).json();
      expect(body.orders).toHaveLength(2);
      expect(body.pages).toBe(Math.ceil(body.total / 2));
    });
  });

  describe('detail', () => {
    it('shows lines, address, proofs and the audit trail with actor emails', async () => {
      const product = await createProduct(ctx.db, { stockQuantity: 5 });
      const placed = await order({ items: [{ product, quantity: 2 }] });
      await createPaymentProof(ctx.db, placed.id);
      expect((await act(placed.id, 'confirm_payment', 'Deposit seen at 14:02')).statusCode).toBe(
        200,
      );
      const res = await get(`/api/admin/orders/${placed.id}`);
      expect(res.statusCode).toBe(200);
      const detail = res.json();
      expect(detail.items).toEqual([
        expect.objectContaining({
          product_id: product.id,
          product_name: product.name,
          unit_price: 10_000,
          quantity: 2,
          line_total: 20_000,
        }),
      ]);
      expect(detail.shipping_address).toMatchObject({ city: 'Seoul', postal_code: '06234' });
      expect(detail.payment_proofs).toEqual([
        expect.objectContaining({
          url: expect.stringMatching(/^\/api\/files\/payment-proofs\/[0-9a-f]{32}\.png\?expires=/),
          rejected_at: null,
        }),
      ]);
      expect(detail.events).toEqual([
        expect.objectContaining({
          action: 'confirm_payment',
          actor_email: admin.user.email,
          from_status: 'pending',
          to_status: 'confirmed',
          from_payment_status: 'unpaid',
          to_payment_status: 'paid',
          note: 'Deposit seen at 14:02',
          created_at: expect.any(String),
        }),
      ]);
      expect(detail.allowed_actions).toEqual(['ship', 'cancel']);
      expect(detail.paid_at).not.toBeNull();
    });

    it('404s for an unknown order and 400s for a malformed id', async () => {
      expect((await get('/api/admin/orders/5b0f6a6e-7c1d-4c43-9a55-2f1f4f1e9a10')).statusCode).toBe(
        404,
      );
      expect((await get('/api/admin/orders/42')).statusCode).toBe(400);
    });
  });

  describe('transitions', () => {
    it('takes a transfer order from proof to delivery', async () => {
      const placed = await order({ paymentStatus: 'proof_submitted' });
      let res = await act(placed.id, 'confirm_payment');
      expect(res.json()).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
      res = await act(placed.id, 'ship');
      expect(res.json()).toMatchObject({ status: 'shipped', payment_status: 'paid' });
      res = await act(placed.id, 'deliver');
      expect(res.json()).toMatchObject({ status: 'delivered', payment_status: 'paid' });
      const emails = await ctx.db.emailOutbox.findMany({
        where: { toAddress: placed.customerEmail },
        orderBy: { createdAt: 'asc' },
      });
      expect(emails.map((e) => e.kind)).toEqual([
        'order_confirm_payment',
        'order_ship',
        'order_deliver',
      ]);
      expect(emails[1]!.subject).toBe(`Order ${placed.orderNumber} has shipped`);
      expect(emails[1]!.textBody).toContain(placed.orderNumber);
    });

    it('ships with the courier and tracking number, shown to the shopper with a tracking link', async () => {
      const shopper = await customerSession(ctx.app, ctx.db);
      const placed = await order({
        userId: shopper.user.id,
        status: 'confirmed',
        paymentStatus: 'paid',
      });
      const missing = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${placed.id}/actions`,
        headers: admin.headers,
        payload: { action: 'ship' },
      });
      expect(missing.statusCode).toBe(400);
      expect(JSON.stringify(missing.json())).toContain('Choose the courier');
      expect((await ctx.db.order.findUniqueOrThrow({ where: { id: placed.id } })).status).toBe(
        'confirmed',
      );

      const shipped = (await act(placed.id, 'ship')).json();
      const expected = {
        courier: 'cj',
        courier_name: 'CJ Logistics (CJ대한통운)',
        tracking_number: '6012-3456-7890',
        tracking_url: 'https://trace.cjlogistics.com/next/tracking.html?wblNo=601234567890',
      };
      expect(shipped).toMatchObject({ status: 'shipped', shipment: expected });
      const mine = (
        await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: shopper.headers })
      ).json();
      expect(mine.orders.find((o: { _id: string }) => o._id === placed.id).shipment).toEqual(
        expected,
      );
      const email = await ctx.db.emailOutbox.findFirstOrThrow({
        where: { toAddress: placed.customerEmail, kind: 'order_ship' },
      });
      expect(email.textBody).toContain('Courier: CJ Logistics\n');
      expect(email.textBody).toContain('Tracking number: 6012-3456-7890');
      expect(email.textBody).toContain(`Track your parcel: ${expected.tracking_url}`);
    });

    it('takes a cash order through confirm, ship and deliver, paid at the door', async () => {
      const placed = await order({ paymentMethod: 'cash' });
      expect((await act(placed.id, 'confirm')).json()).toMatchObject({
        status: 'confirmed',
        payment_status: 'unpaid',
      });
      expect((await act(placed.id, 'ship')).json()).toMatchObject({
        status: 'shipped',
        payment_status: 'unpaid',
      });
      const delivered = (await act(placed.id, 'deliver')).json();
      expect(delivered).toMatchObject({ status: 'delivered', payment_status: 'paid' });
      expect(delivered.paid_at).not.toBeNull();
    });

    it('confirms payment of an unpaid transfer (money seen without a screenshot) and keeps a confirmed status', async () => {
      const unpaid = await order();
      expect((await act(unpaid.id, 'confirm_payment')).json()).toMatchObject({
        status: 'confirmed',
        payment_status: 'paid',
      });
      const confirmed = await order({ status: 'confirmed', paymentStatus: 'proof_submitted' });
      expect((await act(confirmed.id, 'confirm_payment')).json()).toMatchObject({
        status: 'confirmed',
        payment_status: 'paid',
      });
    });

    it('rejects a proof: back to unpaid, the latest proof marked rejected, the customer told', async () => {
      const placed = await order({ paymentStatus: 'proof_submitted' });
      const first = await createPaymentProof(ctx.db, placed.id, {
        createdAt: new Date(Date.now() - 60_000),
      });
      const latest = await createPaymentProof(ctx.db, placed.id);
      const res = await act(placed.id, 'reject_proof', 'Amount differs');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'pending',
        payment_status: 'unpaid',
        has_proof: true,
      });
      const proofs = await ctx.db.paymentProof.findMany({ where: { orderId: placed.id } });
      expect(proofs.find((p) => p.id === latest.id)!.rejectedAt).not.toBeNull();
      expect(proofs.find((p) => p.id === first.id)!.rejectedAt).toBeNull();
      const email = await ctx.db.emailOutbox.findFirstOrThrow({
        where: { toAddress: placed.customerEmail },
      });
      expect(email.kind).toBe('order_reject_proof');
      expect(email.textBody).toContain('Amount differs');
    });

    it.each([
      ['ship', { status: 'pending' }, 'Cannot ship an order that is pending.'],
      [
        'ship',
        { status: 'confirmed', paymentStatus: 'proof_submitted' },
        'Confirm the transfer payment before shipping this order.',
      ],
      [
        'deliver',
        { status: 'confirmed', paymentStatus: 'paid' },
        'Cannot mark as delivered an order that is confirmed.',
      ],
      [
        'confirm',
        { status: 'shipped', paymentStatus: 'paid' },
        'Cannot confirm an order that is shipped.',
      ],
      [
        'cancel',
        { status: 'shipped', paymentStatus: 'paid' },
        'Cannot cancel an order that is shipped.',
      ],
      [
        'cancel',
        { status: 'delivered', paymentStatus: 'paid' },
        'Cannot cancel an order that is delivered.',
      ],
      [
        'confirm_payment',
        { status: 'confirmed', paymentStatus: 'paid' },
        'Payment was already confirmed.',
      ],
      [
        'confirm_payment',
        { paymentMethod: 'cash' },
        'Cash orders are paid on delivery; there is no transfer to confirm.',
      ],
      [
        'confirm_payment',
        { status: 'cancelled' },
        'Cannot confirm the payment of an order that is cancelled.',
      ],
      [
        'reject_proof',
        { paymentStatus: 'unpaid' },
        'There is no payment proof waiting for review on this order.',
      ],
      ['ship', { status: 'cancelled' }, 'Cannot ship an order that is cancelled.'],
    ] as const)('refuses %s on %o with 409', async (action, state, message) => {
      const placed = await order(state);
      const res = await act(placed.id, action);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(message);
      const after = await ctx.db.order.findUniqueOrThrow({ where: { id: placed.id } });
      expect(after.status).toBe(placed.status);
      expect(after.paymentStatus).toBe(placed.paymentStatus);
      expect(await ctx.db.orderEvent.count({ where: { orderId: placed.id } })).toBe(0);
      expect(await ctx.db.emailOutbox.count({ where: { toAddress: placed.customerEmail } })).toBe(
        0,
      );
    });

    it('rejects an unknown action with 400', async () => {
      const placed = await order();
      const res = await act(placed.id, 'refund');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('action must be one of');
    });

    it('404s an action on an unknown order', async () => {
      expect((await act('5b0f6a6e-7c1d-4c43-9a55-2f1f4f1e9a10', 'confirm')).statusCode).toBe(404);
    });
  });

  describe('cancel', () => {
    it('returns stock for every line exactly once and releases the promo use', async () => {
      const rice = await createProduct(ctx.db, { stockQuantity: 3 });
      const kimchi = await createProduct(ctx.db, { stockQuantity: 0 });
      const gone = await createProduct(ctx.db, { stockQuantity: 1 });
      const promo = await createPromo(ctx.db, { usedCount: 4 });
      const placed = await order({
        status: 'confirmed',
        items: [
          { product: rice, quantity: 2 },
          { product: kimchi, quantity: 5 },
          { product: gone, quantity: 1 },
        ],
        promoCode: promo.code,
        discount: 2_000,
      });
      await usePromo(ctx.db, promo.id, placed);
      // A product deleted since: its line keeps the snapshot but no longer points at it.
      await ctx.db.product.delete({ where: { id: gone.id } });

      const res = await act(placed.id, 'cancel', 'Customer called');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'cancelled', cancelled_at: expect.any(String) });

      const second = await act(placed.id, 'cancel');
      expect(second.statusCode).toBe(409);
      expect(second.json().message).toBe('Cannot cancel an order that is cancelled.');

      expect(
        (await ctx.db.product.findUniqueOrThrow({ where: { id: rice.id } })).stockQuantity,
      ).toBe(5);
      expect(
        (await ctx.db.product.findUniqueOrThrow({ where: { id: kimchi.id } })).stockQuantity,
      ).toBe(5);
      expect((await ctx.db.promo.findUniqueOrThrow({ where: { id: promo.id } })).usedCount).toBe(4);
      expect(await ctx.db.promoUse.count({ where: { orderId: placed.id } })).toBe(0);
      const events = await ctx.db.orderEvent.findMany({ where: { orderId: placed.id } });
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        action: 'cancel',
        fromStatus: 'confirmed',
        toStatus: 'cancelled',
        note: 'Customer called',
        actorUserId: admin.user.id,
      });
    });

    it('returns stock once when two cancels race', async () => {
      const product = await createProduct(ctx.db, { stockQuantity: 0 });
      const placed = await order({ items: [{ product, quantity: 3 }] });
      const results = await Promise.all([
        act(placed.id, 'cancel'),
        act(placed.id, 'cancel'),
        act(placed.id, 'cancel'),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
      expect(
        (await ctx.db.product.findUniqueOrThrow({ where: { id: product.id } })).stockQuantity,
      ).toBe(3);
    });
  });

  it('records one payment when ten confirm_payment clicks arrive at once', async () => {
    const placed = await order({ paymentStatus: 'proof_submitted' });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => act(placed.id, 'confirm_payment')),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json().message).toBe('Payment was already confirmed.');
    }
    expect(
      await ctx.db.orderEvent.count({ where: { orderId: placed.id, action: 'confirm_payment' } }),
    ).toBe(1);
    expect(await ctx.db.emailOutbox.count({ where: { toAddress: placed.customerEmail } })).toBe(1);
  });

  it('keeps the full audit trail in order', async () => {
    const placed = await order({ paymentStatus: 'proof_submitted' });
    await act(placed.id, 'reject_proof', 'Wrong amount');
    await ctx.db.order.update({
      where: { id: placed.id },
      data: { paymentStatus: 'proof_submitted' },
    });
    await act(placed.id, 'confirm_payment');
    await act(placed.id, 'ship', 'CJ 1234-5678');
    const detail = (await get(`/api/admin/orders/${placed.id}`)).json();
    expect(
      detail.events.map((e: Record<string, unknown>) => [
        e.action,
        e.from_status,
        e.to_status,
        e.from_payment_status,
        e.to_payment_status,
        e.note,
        e.actor_email,
      ]),
    ).toEqual([
      [
        'reject_proof',
        'pending',
        'pending',
        'proof_submitted',
        'unpaid',
        'Wrong amount',
        admin.user.email,
      ],
      [
        'confirm_payment',
        'pending',
        'confirmed',
        'proof_submitted',
        'paid',
        null,
        admin.user.email,
      ],
      ['ship', 'confirmed', 'shipped', 'paid', 'paid', 'CJ 1234-5678', admin.user.email],
    ]);
  });
});
