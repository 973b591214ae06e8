// The couriers' bulk sheets: the delivery day's packed orders out as CJ대한통운 and 우체국 waybill
// rows, and a tracking-number file back in, previewed row by row and then applied.
import { withParticle } from '@jangbogi/contracts/korean-particle';
import { stringify } from 'csv-stringify/sync';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from './helpers/admin.ts';
import { useTestApp } from './helpers/app.ts';
import { createOrder, createProduct } from './helpers/factories.ts';
import { multipartFile } from './helpers/multipart.ts';

const DAY = '2026-12-01';

describe('courier waybills and tracking numbers', () => {
  const ctx = useTestApp();
  let admin: Awaited<ReturnType<typeof adminSession>>;
  beforeAll(async () => {
    admin = await adminSession(ctx.app, ctx.db);
  });

  /** A confirmed order for DAY, sent to 이서연 (not the orderer) with 상세주소 and an entrance code. */
  async function packedOrder(status: 'confirmed' | 'pending' = 'confirmed') {
    const ramyun = await createProduct(ctx.db, { nameKr: '신라면 120g x 5개', storage: 'room' });
    const tofu = await createProduct(ctx.db, { nameKr: '부침용 두부 300g', storage: 'chilled' });
    const order = await createOrder(ctx.db, {
      status,
      paymentStatus: 'paid',
      customerPhone: '010-1234-5678',
      items: [{ product: ramyun }, { product: tofu, quantity: 2 }],
    });
    await ctx.db.order.update({
      where: { id: order.id },
      data: {
        deliveryDate: new Date(`${DAY}T00:00:00Z`),
        note: '부재 시 연락 주세요',
        shippingAddress: {
          full_name: '이서연',
          street: '서울특별시 마포구 양화로 45',
          city: '서울특별시',
          state: '',
          postal_code: '04036',
          country: 'KR',
          phone: '010-9876-5432',
          address_detail: '메세나폴리스 101동 1203호',
        },
        deliveryRequest: { place: 'door', entrance: { kind: 'code', code: '1234#' } },
      },
    });
    return order;
  }

  const sheet = async (courier: string) => {
    const res = await ctx.app.inject({
      url: `/api/admin/orders/waybills?date=${DAY}&courier=${courier}&format=csv`,
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return parse<Record<string, string>>(res.body.replace(/^\uFEFF/, ''), { columns: true });
  };

  it("writes the day's packed orders in CJ대한통운's CNPLUS layout", async () => {
    const order = await packedOrder();
    const other = await packedOrder('pending');
    const rows = await sheet('cj');
    expect(rows.find((r) => r['고객주문번호'] === other.orderNumber)).toBeUndefined();
    expect(Object.keys(rows[0]!)).toEqual([
      '예약구분',
      '집하예정일',
      '받는분성명',
      '받는분전화번호',
      '받는분기타연락처',
      '받는분우편번호',
      '받는분주소(전체, 분할)',
      '운송장번호',
      '고객주문번호',
      '품목명',
      '박스수량',
      '박스타입',
      '기본운임',
      '배송메세지1',
      '배송메세지2',
    ]);
    expect(rows.find((r) => r['고객주문번호'] === order.orderNumber)).toMatchObject({
      받는분성명: '이서연',
      받는분전화번호: '010-9876-5432',
      받는분기타연락처: '010-1234-5678',
      받는분우편번호: '04036',
      '받는분주소(전체, 분할)': '서울특별시 마포구 양화로 45 메세나폴리스 101동 1203호',
      품목명: '부침용 두부 300g 외 1건',
      // Room-temperature and chilled goods travel in two boxes.
      박스수량: '2',
      배송메세지1: expect.stringContaining('1234#'),
      배송메세지2: '부재 시 연락 주세요',
    });
  });

  it('writes the same orders in 우체국택배 layout, 상세주소 in its own column', async () => {
    const order = await packedOrder();
    const rows = await sheet('epost');
    const row = rows.find((r) => r['주문번호'] === order.orderNumber);
    expect(row).toMatchObject({
      주문자명: '장보기',
      수취인명: '이서연',
      수취인전화번호: '010-9876-5432',
      수취인우편번호: '04036',
      수취인주소: '서울특별시 마포구 양화로 45',
      수취인상세주소: '메세나폴리스 101동 1203호',
      수량: '2',
    });
    expect(row?.['발송메세지']).toContain('1234#');
  });

  it('previews a tracking file row by row, refusing a bad row with its reason, then ships the good one', async () => {
    const good = await packedOrder();
    const shippedAlready = await packedOrder();
    await ctx.db.order.update({ where: { id: shippedAlready.id }, data: { status: 'shipped' } });
    const file = Buffer.from(
      `\uFEFF${stringify([
        ['고객주문번호', '운송장번호'],
        [good.orderNumber, '6012-3456-7890'],
        ['20990101-9999', '601234567891'],
        [shippedAlready.orderNumber, '601234567892'],
        [good.orderNumber, 'ABC'],
      ])}`,
    );
    const send = (apply: boolean) => {
      const form = multipartFile('file', 'tracking.csv', 'text/csv', file);
      return ctx.app.inject({
        method: 'POST',
        url: `/api/admin/orders/tracking-import?courier=cj&apply=${apply}`,
        payload: form.payload,
        headers: { ...admin.headers, ...form.headers },
      });
    };

    const preview = await send(false);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      applied: false,
      counts: { ship: 1, refused: 3 },
      rows: [
        { row: 2, order_number: good.orderNumber, result: 'ship', problem: null },
        { row: 3, result: 'refused', problem: 'No order 20990101-9999.' },
        { row: 4, result: 'refused', problem: expect.stringContaining('shipped') },
        { row: 5, result: 'refused', problem: expect.stringContaining('earlier row') },
      ],
    });
    const untouched = await ctx.db.order.findUniqueOrThrow({ where: { id: good.id } });
    expect(untouched.status).toBe('confirmed');

    const applied = await send(true);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ applied: true, counts: { ship: 1, refused: 3 } });
    const shipped = await ctx.db.order.findUniqueOrThrow({ where: { id: good.id } });
    expect(shipped).toMatchObject({
      status: 'shipped',
      courier: 'cj',
      trackingNumber: '6012-3456-7890',
    });
    const detail = await ctx.app.inject({
      url: `/api/admin/orders/${good.id}`,
      headers: admin.headers,
    });
    expect(detail.json().shipment).toMatchObject({
      courier: 'cj',
      tracking_number: '6012-3456-7890',
    });
    // Sent again, the order has shipped and is refused, in the Korean back office's words.
    const again = multipartFile('file', 'tracking.csv', 'text/csv', file);
    const korean = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/orders/tracking-import?courier=cj',
      payload: again.payload,
      headers: { ...admin.headers, ...again.headers, 'accept-language': 'ko' },
    });
    expect(korean.json().rows[0]).toMatchObject({
      result: 'refused',
      problem: `주문 ${withParticle(good.orderNumber, '은/는')} 발송 상태라 발송할 수 없습니다.`,
    });
  });

  it('refuses a file without the order and tracking columns', async () => {
    const form = multipartFile('file', 'x.csv', 'text/csv', Buffer.from('a,b\n1,2\n'));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/orders/tracking-import?courier=epost',
      payload: form.payload,
      headers: { ...admin.headers, ...form.headers },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('TRACKING_COLUMNS_MISSING');
  });
});
