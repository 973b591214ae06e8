// A Korean checkout: the guest's consent to the use of their data, the orderer apart from the
// recipient, 상세주소 and the delivery request, from the checkout to the packing slip and export.
import { describe, expect, it } from 'vitest';
import { adminSession } from './helpers/admin.ts';
import { useTestApp } from './helpers/app.ts';
import {
  guestCheckout,
  guestPayload,
  guestShopper,
  loggedInShopper,
  placeOrder,
} from './helpers/checkout.ts';
import { addCartLine, createProduct } from './helpers/factories.ts';

const KO = { 'accept-language': 'ko' };
const REQUEST = {
  place: 'security_office',
  entrance: { kind: 'code', code: ' #1234* ' },
  note: '  벨 누르지 마세요 ',
};
const RECIPIENT = { name: '박서준', phone: '01055556666' };

describe('a Korean checkout', () => {
  const ctx = useTestApp();

  async function guestWithCart() {
    const guest = await guestShopper(ctx.app, ctx.db);
    await addCartLine(ctx.db, guest.owner, (await createProduct(ctx.db)).id, 1);
    return guest;
  }

  it.each([
    ['without the consent', undefined],
    ['with the consent refused', false],
    ['with a consent that is not a boolean', 'yes'],
  ])('refuses a guest order %s, in both languages, and stores nothing', async (_how, consent) => {
    const guest = await guestWithCart();
    const payload = { ...guestPayload(), privacy_consent: consent };
    for (const [headers, message] of [
      [{}, 'Please agree to the collection and use of your personal data to order as a guest'],
      [KO, '비회원 주문을 하려면 개인정보 수집·이용에 동의해 주세요'],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/orders/guest-checkout',
        headers: { ...guest.headers, ...headers },
        payload,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'PRIVACY_CONSENT_REQUIRED', message });
    }
    expect(await ctx.db.order.count({ where: { guestSessionId: guest.session.id } })).toBe(0);
  });

  it('keeps the orderer, the recipient, 상세주소 and the delivery request of a guest order', async () => {
    const guest = await guestWithCart();
    const res = await guestCheckout(ctx.app, guest, {
      first_name: '지수',
      last_name: '박',
      phone: '010-9876-5432',
      address: {
        street: '세종대로 12',
        address_detail: ' 101동 1203호 ',
        city: '종로구',
        postal_code: '03154',
      },
      recipient: RECIPIENT,
      delivery_request: REQUEST,
    });
    expect(res.statusCode, res.body).toBe(201);
    const expected = {
      customer: { name: '박지수', phone: '010-9876-5432' },
      recipient: { name: '박서준', phone: '010-5555-6666' },
      delivery_request: {
        place: 'security_office',
        entrance: { kind: 'code', code: '#1234*' },
        note: '벨 누르지 마세요',
      },
      shipping_address: {
        full_name: '박서준',
        phone: '010-5555-6666',
        street: '세종대로 12',
        address_detail: '101동 1203호',
        postal_code: '03154',
      },
    };
    expect(res.json().order).toMatchObject(expected);
    const stored = await ctx.db.order.findUniqueOrThrow({ where: { id: res.json()._id } });
    expect(stored.privacyConsentAt).toBeInstanceOf(Date);

    const read = await ctx.app.inject({
      url: `/api/orders/${res.json()._id}`,
      headers: guest.headers,
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject(expected);
  });

  it('sends a guest order without a recipient to the orderer, with no request', async () => {
    const guest = await guestWithCart();
    const res = await guestCheckout(ctx.app, guest);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().order).toMatchObject({
      recipient: { name: 'Jisoo Park', phone: '010-9876-5432' },
      delivery_request: null,
      shipping_address: { address_detail: '' },
    });
  });

  it.each([
    [
      { place: 'door', entrance: { kind: 'code' } },
      'delivery_request.entrance.code',
      '공동현관 비밀번호를 입력해 주세요',
    ],
    [
      { place: 'other', entrance: { kind: 'free' } },
      'delivery_request.note',
      '택배를 둘 곳을 적어 주세요',
    ],
    [
      { place: 'roof', entrance: { kind: 'free' } },
      'delivery_request.place',
      '택배를 둘 곳을 선택해 주세요',
    ],
  ])('refuses the delivery request %j', async (request, field, korean) => {
    const guest = await guestWithCart();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/guest-checkout',
      headers: { ...guest.headers, ...KO },
      payload: guestPayload({ delivery_request: request }),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: korean });
    expect(Object.keys(res.json().details.fieldErrors)).toContain(field);
  });

  it("sends a signed-in shopper's order to the recipient named, else to the address book's", async () => {
    const shopper = await loggedInShopper(ctx.app, ctx.db);
    await ctx.db.address.update({
      where: { id: shopper.address.id },
      data: { addressDetail: '3층' },
    });
    const product = await createProduct(ctx.db);
    await addCartLine(ctx.db, shopper.owner, product.id, 1);
    const named = await placeOrder(ctx.app, shopper, {
      recipient: RECIPIENT,
      delivery_request: { place: 'door', entrance: { kind: 'call' } },
    });
    expect(named.statusCode, named.body).toBe(201);
    expect(named.json().order).toMatchObject({
      customer: { name: `${shopper.user.firstName} ${shopper.user.lastName}` },
      recipient: { name: '박서준', phone: '010-5555-6666' },
      delivery_request: { place: 'door', entrance: { kind: 'call' } },
      shipping_address: { address_detail: '3층', street: shopper.address.street },
    });

    await addCartLine(ctx.db, shopper.owner, product.id, 1);
    const saved = await placeOrder(ctx.app, shopper);
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().order.recipient).toEqual({
      name: shopper.address.fullName,
      phone: shopper.address.phone,
    });
  });

  it('prints the recipient, 상세주소 and the request on the packing slip and the export', async () => {
    const guest = await guestWithCart();
    const placed = await guestCheckout(ctx.app, guest, {
      address: {
        street: '세종대로 12',
        address_detail: '101동 1203호',
        city: '종로구',
        postal_code: '03154',
      },
      recipient: RECIPIENT,
      delivery_request: REQUEST,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { _id: id, delivery_date: day } = placed.json<{ _id: string; delivery_date: string }>();
    await ctx.db.order.update({ where: { id }, data: { status: 'confirmed' } });
    const admin = await adminSession(ctx.app, ctx.db);

    const list = await ctx.app.inject({
      url: `/api/admin/picking-list?date=${day}`,
      headers: admin.headers,
    });
    expect(list.statusCode, list.body).toBe(200);
    const slip = list
      .json<{ slips: { order_number: string }[] }>()
      .slips.find((s) => s.order_number === placed.json().order_number);
    expect(slip).toMatchObject({
      customer_name: 'Jisoo Park',
      recipient: { name: '박서준', phone: '010-5555-6666' },
      delivery_request: REQUEST_STORED,
      shipping_address: { address_detail: '101동 1203호' },
    });

    const exported = await ctx.app.inject({
      url: '/api/admin/orders/export?format=csv',
      headers: { ...admin.headers, ...KO },
    });
    expect(exported.statusCode).toBe(200);
    const [header, ...rows] = exported.rawPayload.subarray(3).toString('utf8').trim().split('\r\n');
    expect(header).toContain('주소,상세주소,받는 분,받는 분 전화번호,배송 요청사항');
    const row = rows.find((r) => r.startsWith(placed.json().order_number));
    expect(row).toContain(
      '101동 1203호,박서준,010-5555-6666,경비실 · 공동현관 비밀번호 #1234* · 벨 누르지 마세요',
    );
  });
});

const REQUEST_STORED = {
  place: 'security_office',
  entrance: { kind: 'code', code: '#1234*' },
  note: '벨 누르지 마세요',
};

describe('signing up', () => {
  const ctx = useTestApp({ RATE_LIMIT_ENABLED: 'false' });
  const registration = (extra: Record<string, unknown>) => ({
    firstName: '민지',
    lastName: '김',
    email: `signup-${Math.random().toString(36).slice(2)}@example.com`,
    password: 'secret-123',
    phoneNumber: '010-1234-5678',
    ...extra,
  });

  it.each([[{}], [{ age_14_or_over: false }]])(
    'refuses a shopper who does not confirm being 14 or older (%j)',
    async (extra) => {
      const body = registration(extra);
      for (const [headers, message] of [
        [{}, 'Please confirm that you are 14 or older'],
        [KO, '만 14세 이상만 가입할 수 있습니다. 만 14세 이상임을 확인해 주세요'],
      ] as const) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/users/register',
          payload: body,
          headers,
        });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({ code: 'AGE_14_REQUIRED', message });
      }
      expect(await ctx.db.user.count({ where: { email: body.email } })).toBe(0);
    },
  );

  it('records marketing consent with its date, and none when not given', async () => {
    const before = Date.now();
    for (const marketing_consent of [true, false, undefined]) {
      const body = registration({ age_14_or_over: true, marketing_consent });
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/register',
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(201);
      const user = await ctx.db.user.findUniqueOrThrow({ where: { email: body.email } });
      if (marketing_consent)
        expect(user.marketingConsentAt?.getTime()).toBeGreaterThanOrEqual(before);
      else expect(user.marketingConsentAt).toBeNull();
    }
  });
});
