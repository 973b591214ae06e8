// A packed order afterwards (ADR 0039): refunds and returns work on what went into the box, and
// the line keeps telling what packing found.
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from './helpers/admin.ts';
import { useTestApp } from './helpers/app.ts';
import { createOrder, createProduct } from './helpers/factories.ts';

describe('a packed order afterwards', () => {
  const ctx = useTestApp();
  let admin: Awaited<ReturnType<typeof adminSession>>;
  beforeAll(async () => {
    admin = await adminSession(ctx.app, ctx.db);
  });

  it('returns only packed units, and the line still reads short by what packing found', async () => {
    // Eggs 3 x 6,000 paid; packed 2 (short 1): 12,000 won plus 5,000 shipping as charged.
    const eggs = await createProduct(ctx.db, { sellPrice: 6_000, stockQuantity: 10 });
    const order = await createOrder(ctx.db, {
      status: 'confirmed',
      paymentStatus: 'paid',
      items: [{ product: eggs, quantity: 3 }],
    });
    const lineId = order.items[0]!.id;
    const packed = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/pack`,
      headers: admin.headers,
      payload: { lines: [{ line_id: lineId, packed_quantity: 2 }] },
    });
    expect(packed.statusCode, packed.body).toBe(200);
    expect(packed.json()).toMatchObject({ final_total: 17_000, ordered_total: 23_000 });

    const refund = (quantity: number) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/refunds`,
        headers: admin.headers,
        payload: { method: 'cash', lines: [{ order_item_id: lineId, quantity }] },
      });
    const tooMany = await refund(3);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      code: 'RETURN_EXCEEDS_PURCHASE',
      details: { returnable: 2 },
    });

    const one = await refund(1);
    expect(one.statusCode, one.body).toBe(201);
    // One egg back: 6,000 kept, 5,000 shipping: 11,000 won.
    expect(one.json()).toMatchObject({ total: 11_000 });
    const detail = await ctx.app.inject({
      url: `/api/admin/orders/${order.id}`,
      headers: admin.headers,
    });
    expect(detail.json().items[0]).toMatchObject({
      returned_quantity: 1,
      packing: { outcome: 'short', packed_quantity: 2, short_quantity: 1, line_total: 12_000 },
    });
  });
});
