// Shoppers ask for returns of delivered orders with photos (return policy): a wrong or defective
// item within 3 days of delivery, a missing one within 1 day, in Korean calendar days. The shop
// approves and refunds, or refuses with a reason; the shopper is emailed once at each step.
import { beforeAll, describe, expect, it } from 'vitest';
import { returnWindowOf } from '../src/domain/orders/returns/present.ts';
import { requestReturn } from '../src/domain/orders/returns/request.ts';
import type { UploadedFile } from '../src/domain/files/images.ts';
import { adminSession } from './helpers/admin.ts';
import { useTestApp } from './helpers/app.ts';
import { guestShopper, loggedInShopper } from './helpers/checkout.ts';
import { createOrder, createProduct } from './helpers/factories.ts';
import { TINY_PNG } from './helpers/multipart.ts';

const KST = (local: string) => new Date(`${local}+09:00`);

/** A multipart form: text fields, then each photo in the `photos` field. */
function returnForm(fields: Record<string, string>, photos: { data: Buffer; type: string }[]) {
  const boundary = `----returns${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  photos.forEach((photo, index) => {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="photo-${index}.png"\r\nContent-Type: ${photo.type}\r\n\r\n`,
      ),
      photo.data,
      Buffer.from('\r\n'),
    );
  });
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const png = { data: TINY_PNG, type: 'image/png' };
/** The orders here are paid by transfer: a return names where the refund goes. */
const REFUND_ACCOUNT = JSON.stringify({
  bank_name: '국민은행',
  account_number: '123-45-678901',
  account_holder: '김민지',
});

describe('returns asked for by shoppers', () => {
  const ctx = useTestApp();
  let admin: Awaited<ReturnType<typeof adminSession>>;
  beforeAll(async () => {
    admin = await adminSession(ctx.app, ctx.db);
  });

  /** A paid order of 3 kimchi and 2 tofu, delivered at `deliveredAt`, owned by a new shopper. */
  async function deliveredOrder(deliveredAt = new Date(), owner?: 'guest') {
    const kimchi = await createProduct(ctx.db, { sellPrice: 12_000, stockQuantity: 10 });
    const tofu = await createProduct(ctx.db, { sellPrice: 9_000, stockQuantity: 10 });
    const shopper =
      owner === 'guest'
        ? await guestShopper(ctx.app, ctx.db)
        : await loggedInShopper(ctx.app, ctx.db);
    const order = await createOrder(ctx.db, {
      status: 'delivered',
      paymentStatus: 'paid',
      placedAt: new Date(deliveredAt.getTime() - 2 * 86_400_000),
      items: [
        { product: kimchi, quantity: 3 },
        { product: tofu, quantity: 2 },
      ],
    });
    await ctx.db.order.update({ where: { id: order.id }, data: shopper.owner });
    await ctx.db.orderEvent.create({
      data: {
        orderId: order.id,
        action: 'deliver',
        fromStatus: 'shipped',
        toStatus: 'delivered',
        createdAt: deliveredAt,
      },
    });
    const line = (productId: string) => order.items.find((i) => i.productId === productId)!;
    return { order, shopper, kimchi, kimchiLine: line(kimchi.id), tofuLine: line(tofu.id) };
  }

  const ask = (
    orderId: string,
    headers: Record<string, string>,
    fields: {
      lines: { order_item_id: string; quantity: number }[];
      reason: string;
      note?: string;
      refund_account?: string | null;
    },
    photos = [png],
  ) => {
    const account = fields.refund_account === undefined ? REFUND_ACCOUNT : fields.refund_account;
    const form = returnForm(
      {
        lines: JSON.stringify(fields.lines),
        reason: fields.reason,
        ...(fields.note ? { note: fields.note } : {}),
        ...(account === null ? {} : { refund_account: account }),
      },
      photos,
    );
    return ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/returns`,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
  };

  const photo: UploadedFile = {
    fieldname: 'photos',
    filename: 'label.png',
    fields: {},
    read: () => Promise.resolve(TINY_PNG),
  };

  /** Asks through the domain at a chosen instant: the window is a matter of the clock. */
  const askAt = (now: Date, setup: Awaited<ReturnType<typeof deliveredOrder>>, reason: string) =>
    requestReturn(ctx.db, ctx.app.storage, {
      caller: {
        kind: 'user',
        userId: (setup.shopper as { user: { id: string } }).user.id,
        role: 'customer',
      },
      orderId: setup.order.id,
      fields: {
        lines: JSON.stringify([{ order_item_id: setup.kimchiLine.id, quantity: 1 }]),
        reason,
        refund_account: REFUND_ACCOUNT,
      },
      photos: [photo],
      language: 'en',
      now,
    });

  const emailsTo = async (to: string) =>
    (
      await ctx.db.emailOutbox.findMany({
        where: { toAddress: to, kind: { startsWith: 'return_' } },
        orderBy: { createdAt: 'asc' },
        select: { kind: true, subject: true, textBody: true },
      })
    ).map((e) => e);

  describe('the windows, in Korean calendar days', () => {
    const deliveredAt = KST('2026-11-20T23:30:00');

    it('takes a wrong item until 23:59 on the third day after delivery, Korean time', async () => {
      const setup = await deliveredOrder(deliveredAt);
      await expect(askAt(KST('2026-11-23T23:59:00'), setup, 'wrong_item')).resolves.toEqual(
        expect.any(String),
      );
    });

    it('tells the shopper the last Korean day of each window', () => {
      const item = {
        id: 'line',
        productName: 'Kimchi',
        productNameKr: '김치',
        quantity: 1,
        returnedQuantity: 0,
        packedQuantity: null,
        substituteName: null,
        substituteNameKr: null,
      };
      const order = { status: 'delivered', deliveredAt, items: [item], returns: [] };
      expect(returnWindowOf(order, KST('2026-11-21T10:00:00'))?.reasons).toEqual([
        {
          reason: 'wrong_item',
          until: KST('2026-11-24T00:00:00').toISOString(),
          last_day: '2026-11-23',
        },
        {
          reason: 'defective_item',
          until: KST('2026-11-24T00:00:00').toISOString(),
          last_day: '2026-11-23',
        },
        {
          reason: 'missing_item',
          until: KST('2026-11-22T00:00:00').toISOString(),
          last_day: '2026-11-21',
        },
      ]);
      expect(
        returnWindowOf(order, KST('2026-11-22T00:00:00'))?.reasons.map((r) => r.reason),
      ).toEqual(['wrong_item', 'defective_item']);
      expect(returnWindowOf(order, KST('2026-11-24T00:00:00'))).toBeNull();
    });

    it('offers what went into the box: the packed units, the substitute by its own name', () => {
      const unpacked = { packedQuantity: null, substituteName: null, substituteNameKr: null };
      const items = [
        {
          id: 'short',
          productName: 'Eggs',
          productNameKr: '달걀',
          quantity: 3,
          returnedQuantity: 0,
        },
        {
          id: 'swap',
          productName: 'Milk',
          productNameKr: '우유',
          quantity: 2,
          returnedQuantity: 0,
        },
        { id: 'gone', productName: 'Rice', productNameKr: '쌀', quantity: 1, returnedQuantity: 0 },
      ];
      const order = {
        status: 'delivered',
        deliveredAt,
        items: [
          { ...items[0]!, ...unpacked, packedQuantity: 1 },
          {
            ...items[1]!,
            packedQuantity: 2,
            substituteName: 'Oat Milk',
            substituteNameKr: '귀리 음료',
          },
          { ...items[2]!, ...unpacked, packedQuantity: 0 },
        ],
        returns: [],
      };
      expect(returnWindowOf(order, KST('2026-11-21T10:00:00'))?.lines).toEqual([
        { order_item_id: 'short', name: 'Eggs', name_kr: '달걀', returnable: 1 },
        { order_item_id: 'swap', name: 'Oat Milk', name_kr: '귀리 음료', returnable: 2 },
      ]);
    });

    it('refuses a wrong or defective item from midnight starting the fourth day', async () => {
      const setup = await deliveredOrder(deliveredAt);
      for (const reason of ['wrong_item', 'defective_item']) {
        await expect(askAt(KST('2026-11-24T00:00:00'), setup, reason)).rejects.toMatchObject({
          statusCode: 409,
          code: 'RETURN_WINDOW_CLOSED',
          message: expect.stringContaining('within 3 days of delivery'),
        });
      }
    });

    it('takes a missing item only until the end of the next Korean day', async () => {
      const setup = await deliveredOrder(deliveredAt);
      await expect(askAt(KST('2026-11-22T00:00:00'), setup, 'missing_item')).rejects.toMatchObject({
        code: 'RETURN_WINDOW_CLOSED',
        message: expect.stringContaining('within 1 day of delivery'),
      });
      await expect(askAt(KST('2026-11-21T23:59:00'), setup, 'missing_item')).resolves.toEqual(
        expect.any(String),
      );
    });

    it('answers a closed window in Korean too, and the order offers no return any more', async () => {
      const setup = await deliveredOrder(new Date(Date.now() - 5 * 86_400_000));
      const late = await ask(
        setup.order.id,
        { ...setup.shopper.headers, 'accept-language': 'ko' },
        { lines: [{ order_item_id: setup.kimchiLine.id, quantity: 1 }], reason: 'wrong_item' },
      );
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ code: 'RETURN_WINDOW_CLOSED' });
      expect(late.json().message).toMatch(/반품 신청 기간은 .+에 끝났습니다/);
      const order = await ctx.app.inject({
        url: `/api/orders/${setup.order.id}`,
        headers: setup.shopper.headers,
      });
      expect(order.json().return_window).toBeNull();
    });

    it('refuses an order not delivered yet', async () => {
      const setup = await deliveredOrder();
      await ctx.db.order.update({ where: { id: setup.order.id }, data: { status: 'shipped' } });
      const refused = await ask(setup.order.id, setup.shopper.headers, {
        lines: [{ order_item_id: setup.kimchiLine.id, quantity: 1 }],
        reason: 'defective_item',
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('ORDER_NOT_DELIVERED');
    });
  });

  it("answers 404 for anyone else's order, logged in or guest, and stores nothing", async () => {
    const { order, kimchiLine } = await deliveredOrder();
    const stranger = await loggedInShopper(ctx.app, ctx.db);
    const guest = await guestShopper(ctx.app, ctx.db);
    for (const headers of [stranger.headers, guest.headers]) {
      const refused = await ask(order.id, headers, {
        lines: [{ order_item_id: kimchiLine.id, quantity: 1 }],
        reason: 'wrong_item',
      });
      expect(refused.statusCode).toBe(404);
    }
    expect(await ctx.db.returnRequest.count({ where: { orderId: order.id } })).toBe(0);
  });

  it('lets the guest session that placed the order ask', async () => {
    const { order, shopper, kimchiLine } = await deliveredOrder(new Date(), 'guest');
    const asked = await ask(order.id, shopper.headers, {
      lines: [{ order_item_id: kimchiLine.id, quantity: 2 }],
      reason: 'defective_item',
    });
    expect(asked.statusCode).toBe(201);
    expect(asked.json().returns).toMatchObject([{ status: 'requested' }]);
  });

  it('names the refund account on an order paid by transfer, and shows it to the shop team', async () => {
    const { order, shopper, kimchiLine } = await deliveredOrder();
    const lines = [{ order_item_id: kimchiLine.id, quantity: 1 }];
    const missing = await ask(order.id, shopper.headers, {
      lines,
      reason: 'wrong_item',
      refund_account: null,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'REFUND_ACCOUNT_REQUIRED',
      details: { fieldErrors: { refund_account: [expect.any(String)] } },
    });
    const korean = await ask(
      order.id,
      { ...shopper.headers, 'accept-language': 'ko' },
      {
        lines,
        reason: 'wrong_item',
        refund_account: JSON.stringify({
          bank_name: '',
          account_number: 'abc',
          account_holder: 'x',
        }),
      },
    );
    expect(korean.statusCode).toBe(400);
    expect(korean.json().message).toMatch(/[가-힣]/);
    expect(await ctx.db.returnRequest.count({ where: { orderId: order.id } })).toBe(0);

    const asked = await ask(order.id, shopper.headers, { lines, reason: 'wrong_item' });
    expect(asked.statusCode).toBe(201);
    const queue = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/returns',
      headers: admin.headers,
    });
    const listed = queue
      .json<{ returns: { order_id: string; refund_account: unknown }[] }>()
      .returns.find((r) => r.order_id === order.id);
    expect(listed?.refund_account).toEqual(JSON.parse(REFUND_ACCOUNT));
  });

  it('asks no account where the refund is in cash', async () => {
    const { order, shopper, kimchiLine } = await deliveredOrder();
    await ctx.db.order.update({ where: { id: order.id }, data: { paymentMethod: 'cash' } });
    const asked = await ask(order.id, shopper.headers, {
      lines: [{ order_item_id: kimchiLine.id, quantity: 1 }],
      reason: 'wrong_item',
      refund_account: null,
    });
    expect(asked.statusCode).toBe(201);
  });

  it('needs 1 to 5 photos, checked by their content', async () => {
    const { order, shopper, kimchiLine } = await deliveredOrder();
    const fields = { lines: [{ order_item_id: kimchiLine.id, quantity: 1 }], reason: 'wrong_item' };
    const none = await ask(order.id, shopper.headers, fields, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('RETURN_PHOTOS_REQUIRED');
    const six = await ask(order.id, shopper.headers, fields, Array(6).fill(png));
    expect(six.statusCode).toBe(400);
    expect(six.json().code).toBe('TOO_MANY_RETURN_PHOTOS');
    const notAnImage = await ask(order.id, shopper.headers, fields, [
      { data: Buffer.from('MZ not really a picture'), type: 'image/png' },
    ]);
    expect(notAnImage.statusCode).toBe(415);
    const tooLarge = await ask(order.id, shopper.headers, fields, [
      { data: Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024 * 1024)]), type: 'image/png' },
    ]);
    expect(tooLarge.statusCode).toBe(413);
    expect(await ctx.db.returnRequest.count({ where: { orderId: order.id } })).toBe(0);

    const five = await ask(order.id, shopper.headers, fields, Array(5).fill(png));
    expect(five.statusCode).toBe(201);
    const [made] = five.json().returns;
    expect(made.photos).toHaveLength(5);
    // Private: a signed link that loads, and the key alone does not.
    const link = made.photos[0] as string;
    expect(link).toMatch(/^\/api\/files\/return-photos\/[0-9a-f]{32}\.png\?expires=\d+&signature=/);
    expect((await ctx.app.inject({ url: link })).statusCode).toBe(200);
    const unsigned = await ctx.app.inject({ url: link.slice(0, link.indexOf('?')) });
    expect(unsigned.statusCode).toBe(400);
  });

  it('takes no more than was delivered, and one open request per line', async () => {
    const { order, shopper, kimchiLine, tofuLine } = await deliveredOrder();
    const tooMany = await ask(order.id, shopper.headers, {
      lines: [{ order_item_id: kimchiLine.id, quantity: 4 }],
      reason: 'wrong_item',
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      code: 'RETURN_EXCEEDS_DELIVERED',
      details: { returnable: 3 },
    });
    const foreign = await ask(order.id, shopper.headers, {
      lines: [{ order_item_id: (await deliveredOrder()).kimchiLine.id, quantity: 1 }],
      reason: 'wrong_item',
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().code).toBe('UNKNOWN_LINE');

    const first = await ask(order.id, shopper.headers, {
      lines: [{ order_item_id: kimchiLine.id, quantity: 1 }],
      reason: 'wrong_item',
      note: 'Got spicy instead of mild',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().return_window.reasons).toContainEqual(
      expect.objectContaining({ reason: 'wrong_item', until: expect.any(String) }),
    );
    expect(first.json().return_window.lines).toEqual([
      expect.objectContaining({ order_item_id: tofuLine.id, returnable: 2 }),
    ]);
    const again = await ask(order.id, shopper.headers, {
      lines: [{ order_item_id: kimchiLine.id, quantity: 1 }],
      reason: 'defective_item',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('RETURN_ALREADY_OPEN');
    const otherLine = await ask(order.id, shopper.headers, {
      lines: [{ order_item_id: tofuLine.id, quantity: 2 }],
      reason: 'defective_item',
    });
    expect(otherLine.statusCode).toBe(201);
  });

  it('approved and refunded: the refund settles the return, stock comes back, each email once', async () => {
    const { order, shopper, kimchi, kimchiLine } = await deliveredOrder();
    const asked = await ask(
      order.id,
      { ...shopper.headers, 'accept-language': 'ko' },
      {
        lines: [{ order_item_id: kimchiLine.id, quantity: 2 }],
        reason: 'defective_item',
        note: '포장이 터져서 왔어요',
      },
    );
    expect(asked.statusCode).toBe(201);
    const returnId = asked.json().returns[0]._id as string;

    const queue = await ctx.app.inject({
      url: '/api/admin/returns?status=requested',
      headers: admin.headers,
    });
    expect(queue.statusCode).toBe(200);
    const listed = queue.json().returns.find((r: { _id: string }) => r._id === returnId);
    expect(listed).toMatchObject({
      order_id: order.id,
      reason: 'defective_item',
      note: '포장이 터져서 왔어요',
      lines: [{ order_item_id: kimchiLine.id, quantity: 2 }],
      photos: [expect.stringMatching(/^\/api\/files\/return-photos\//)],
    });
    const customer = await ctx.app.inject({ url: '/api/admin/returns', headers: shopper.headers });
    expect(customer.statusCode).toBe(403);

    const approved = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/returns/${returnId}/approve`,
      headers: admin.headers,
    });
    expect(approved.json()).toEqual({ order_id: order.id });
    const twice = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/returns/${returnId}/approve`,
      headers: admin.headers,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('RETURN_ALREADY_DECIDED');
    const detail = await ctx.app.inject({
      url: `/api/admin/orders/${order.id}`,
      headers: admin.headers,
    });
    expect(detail.json().returns).toMatchObject([{ _id: returnId, status: 'approved' }]);

    const refund = (payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/refunds`,
        headers: admin.headers,
        payload,
      });
    const body = {
      lines: [{ order_item_id: kimchiLine.id, quantity: 2 }],
      method: 'cash',
      return_id: returnId,
    };
    expect((await refund(body)).statusCode).toBe(201);
    const settledAgain = await refund(body);
    expect(settledAgain.statusCode).toBe(409);
    expect(settledAgain.json().code).toBe('RETURN_NOT_APPROVED');
    expect(
      (await ctx.db.product.findUniqueOrThrow({ where: { id: kimchi.id } })).stockQuantity,
    ).toBe(12);

    const mine = await ctx.app.inject({
      url: `/api/orders/${order.id}`,
      headers: shopper.headers,
    });
    expect(mine.json().returns).toMatchObject([
      { _id: returnId, status: 'refunded', refund_sent: false },
    ]);
    // 24,000 won of kimchi, less the 5,000 won shipping now owed below free delivery (ADR 0016).
    expect(mine.json().refunds).toMatchObject([{ amount: 19_000 }]);

    const emails = await emailsTo(order.customerEmail);
    expect(emails.map((e) => e.kind)).toEqual([
      'return_requested',
      'return_approved',
      'return_refunded',
    ]);
    // Asked from a Korean page: every step is written in Korean.
    expect(emails.map((e) => e.subject)).toEqual([
      `주문 ${order.orderNumber}의 반품 요청이 접수되었습니다`,
      `주문 ${order.orderNumber}의 반품이 승인되었습니다`,
      `주문 ${order.orderNumber}의 반품 환불이 접수되었습니다`,
    ]);
    expect(emails[2]!.textBody).toContain('19,000원');
    // The return's email stands for the refund's own: the shopper hears of it once.
    expect(
      await ctx.db.emailOutbox.count({
        where: { toAddress: order.customerEmail, kind: { startsWith: 'refund' } },
      }),
    ).toBe(0);

    // The money goes out: only now does the shopper's return read as refunded.
    const refundId = mine.json().refunds[0]._id as string;
    const sent = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refunds/${refundId}/refunded`,
      headers: admin.headers,
    });
    expect(sent.statusCode, sent.body).toBeLessThan(300);
    const after = await ctx.app.inject({
      url: `/api/orders/${order.id}`,
      headers: shopper.headers,
    });
    expect(after.json().returns).toMatchObject([{ status: 'refunded', refund_sent: true }]);
  });

  it('refused with a reason: the shopper sees it and is emailed once; the line is free again', async () => {
    const { order, shopper, kimchiLine } = await deliveredOrder();
    const asked = await ask(order.id, shopper.headers, {
      lines: [{ order_item_id: kimchiLine.id, quantity: 1 }],
      reason: 'wrong_item',
    });
    const returnId = asked.json().returns[0]._id as string;
    const refuse = (payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/returns/${returnId}/refuse`,
        headers: admin.headers,
        payload,
      });
    expect((await refuse({ reason: ' ' })).statusCode).toBe(400);
    expect((await refuse({ reason: 'The photo shows the item we sent' })).statusCode).toBe(204);
    expect((await refuse({ reason: 'Again' })).statusCode).toBe(409);

    const mine = await ctx.app.inject({ url: `/api/orders/${order.id}`, headers: shopper.headers });
    expect(mine.json().returns).toMatchObject([
      { status: 'refused', refusal_reason: 'The photo shows the item we sent' },
    ]);
    expect(mine.json().return_window.lines).toContainEqual(
      expect.objectContaining({ order_item_id: kimchiLine.id, returnable: 3 }),
    );
    const emails = await emailsTo(order.customerEmail);
    expect(emails.map((e) => e.kind)).toEqual(['return_requested', 'return_refused']);
    expect(emails[1]!.subject).toBe(`Your return for order ${order.orderNumber} was refused`);
    expect(emails[1]!.textBody).toContain('Reason: The photo shows the item we sent');

    const refused = await ctx.app.inject({
      url: '/api/admin/returns?status=refused',
      headers: admin.headers,
    });
    expect(refused.json().returns.map((r: { _id: string }) => r._id)).toContain(returnId);
  });
});
