// One postcode rule and one phone rule for every address the shop ships to: both checkouts and the
// address book refuse a postcode that is not five digits, one outside the Korean ranges and one
// from another province than the address, and every phone that is not Korean, in both languages.
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.ts';
import { adminSession } from './helpers/admin.ts';
import { guestCheckout, guestShopper, loggedInShopper, placeOrder } from './helpers/checkout.ts';
import { addCartLine, createOrder, createProduct } from './helpers/factories.ts';

const JEJU_ROAD = '제주특별자치도 제주시 첨단로 242';
const MISMATCH_EN =
  'The postcode 01018 is in Seoul, but the address is in Jeju. Search for the address again or correct the postcode.';
const MISMATCH_KO =
  '우편번호 01018은 서울 지역인데 주소는 제주입니다. 우편번호 찾기로 주소를 다시 검색하거나 우편번호를 고쳐 주세요.';
const BAD_PHONES = [
  '1234567890',
  '+1 202-555-0100',
  'abcdefghij',
  '0000000000',
  "+1+1+cmd|' /C calc'!A0",
];
const KO = { 'accept-language': 'ko' };

interface ErrorJson {
  code: string;
  message: string;
  details?: { fieldErrors: Record<string, string[]> };
}

describe('postcodes and phones', () => {
  const ctx = useTestApp({ RATE_LIMIT_ENABLED: 'false' });

  async function guestWithCart() {
    const guest = await guestShopper(ctx.app, ctx.db);
    const product = await createProduct(ctx.db, { sellPrice: 20_000 });
    await addCartLine(ctx.db, guest.owner, product.id, 1);
    return guest;
  }

  describe('guest checkout', () => {
    it.each([
      ['no postcode', undefined, 'Postal code is required', '우편번호를 입력해 주세요'],
      ['two digits', '12', 'Postal code must be 5 digits', '우편번호는 숫자 5자리로 입력해 주세요'],
      ['twenty characters', '0'.repeat(20), 'Postal code must be 5 digits', undefined],
      [
        'a northern range',
        '70000',
        'This is not a Korean postcode',
        '국내 우편번호가 아닙니다. 우편번호 찾기로 주소를 검색해 주세요',
      ],
      ['a Seoul postcode on a Jeju road', '01018', MISMATCH_EN, MISMATCH_KO],
    ])('refuses %s, in both languages', async (_name, postal_code, english, korean) => {
      const guest = await guestWithCart();
      const address = { street: JEJU_ROAD, city: '제주시', postal_code };
      const res = await guestCheckout(ctx.app, guest, { address });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<ErrorJson>().details?.fieldErrors['address.postal_code']).toEqual([english]);
      if (korean) {
        const ko = await ctx.app.inject({
          method: 'POST',
          url: '/api/orders/guest-checkout',
          headers: { ...guest.headers, ...KO },
          payload: {
            first_name: '민지',
            last_name: '김',
            email: 'minji@example.com',
            phone: '010-1234-5678',
            payment_method: 'cash',
            privacy_consent: true,
            address,
          },
        });
        expect(ko.statusCode).toBe(400);
        expect(ko.json<ErrorJson>().message).toBe(korean);
      }
      expect(await ctx.db.order.count({ where: { guestSessionId: guest.session.id } })).toBe(0);
    });

    it('reads full-width digits and charges the Jeju surcharge they name', async () => {
      const guest = await guestWithCart();
      const res = await guestCheckout(ctx.app, guest, {
        phone: '01098765432',
        address: { street: JEJU_ROAD, city: '제주시', postal_code: '６３１００' },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        remote_area_surcharge: 3_000,
        order: {
          customer: { phone: '010-9876-5432' },
          shipping_address: { postal_code: '63100', phone: '010-9876-5432' },
        },
      });
      const order = await ctx.db.order.findUniqueOrThrow({ where: { id: res.json()._id } });
      expect(order.customerPhone).toBe('010-9876-5432');
    });

    it('accepts any postcode for an address that names no province it knows', async () => {
      const guest = await guestWithCart();
      const res = await guestCheckout(ctx.app, guest, {
        address: { street: '12 Sejong-daero', city: 'Jongno-gu', postal_code: '63309' },
      });
      expect(res.statusCode, res.body).toBe(201);
    });

    it.each(BAD_PHONES)('refuses the phone %j, in both languages', async (phone) => {
      const guest = await guestWithCart();
      const res = await guestCheckout(ctx.app, guest, { phone });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorJson>().details?.fieldErrors.phone).toEqual([
        'Please enter a valid Korean phone number, for example 010-1234-5678 or 02-123-4567.',
      ]);
      const ko = await ctx.app.inject({
        method: 'POST',
        url: '/api/orders/guest-checkout',
        headers: { ...guest.headers, ...KO },
        payload: {
          first_name: '민지',
          last_name: '김',
          email: 'minji@example.com',
          phone,
          payment_method: 'cash',
          privacy_consent: true,
          address: { street: '세종대로 12', city: '서울', postal_code: '04524' },
        },
      });
      expect(ko.json<ErrorJson>().message).toBe(
        '올바른 국내 전화번호를 입력해 주세요. 예: 010-1234-5678, 02-123-4567',
      );
    });
  });

  describe('address book', () => {
    const jejuHome = {
      full_name: '김민지',
      street: JEJU_ROAD,
      city: '제주시',
      state: '제주특별자치도',
      postal_code: '63309',
      country: '대한민국',
      phone: '010 1234 5678',
    };

    it('refuses a Seoul postcode for a Jeju address, in both languages', async () => {
      const shopper = await loggedInShopper(ctx.app, ctx.db);
      const body = { ...jejuHome, postal_code: '01018' };
      const en = await ctx.app.inject({
        method: 'POST',
        url: '/api/addresses',
        headers: shopper.headers,
        payload: body,
      });
      expect(en.statusCode).toBe(400);
      expect(en.json<ErrorJson>().details?.fieldErrors.postal_code).toEqual([MISMATCH_EN]);
      const ko = await ctx.app.inject({
        method: 'POST',
        url: '/api/addresses',
        headers: { ...shopper.headers, ...KO },
        payload: body,
      });
      expect(ko.json<ErrorJson>().message).toBe(MISMATCH_KO);
      const edit = await ctx.app.inject({
        method: 'PUT',
        url: `/api/addresses/${shopper.address.id}`,
        headers: shopper.headers,
        payload: body,
      });
      expect(edit.statusCode).toBe(400);
    });

    it('keeps full-width digits as digits and the phone hyphenated', async () => {
      const shopper = await loggedInShopper(ctx.app, ctx.db);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/addresses',
        headers: shopper.headers,
        payload: { ...jejuHome, postal_code: '６３３０９' },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ postal_code: '63309', phone: '010-1234-5678' });
    });

    it.each([...BAD_PHONES, '70000'])('refuses %j as a phone or postcode', async (value) => {
      const shopper = await loggedInShopper(ctx.app, ctx.db);
      const field = /^\d{5}$/.test(value) ? 'postal_code' : 'phone';
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/addresses',
        headers: shopper.headers,
        payload: { ...jejuHome, [field]: value },
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json<ErrorJson>().details?.fieldErrors ?? {})).toEqual([field]);
    });
  });

  describe('signed-in checkout', () => {
    it('refuses to ship to a saved address whose postcode is in another province', async () => {
      const shopper = await loggedInShopper(ctx.app, ctx.db);
      const product = await createProduct(ctx.db, { sellPrice: 20_000 });
      await addCartLine(ctx.db, shopper.owner, product.id, 1);
      // Saved before the address book compared postcode and province.
      await ctx.db.address.update({
        where: { id: shopper.address.id },
        data: { street: JEJU_ROAD, city: '제주시', state: '', postalCode: '01018' },
      });
      const en = await placeOrder(ctx.app, shopper);
      expect(en.statusCode).toBe(400);
      expect(en.json<ErrorJson>()).toMatchObject({
        code: 'ADDRESS_POSTCODE_INVALID',
        message: MISMATCH_EN,
      });
      const ko = await ctx.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { ...shopper.headers, ...KO },
        payload: { shipping_address_id: shopper.address.id, payment_method: 'cash' },
      });
      expect(ko.json<ErrorJson>().message).toBe(MISMATCH_KO);

      await ctx.db.address.update({
        where: { id: shopper.address.id },
        data: { postalCode: '63309' },
      });
      const placed = await placeOrder(ctx.app, shopper);
      expect(placed.statusCode, placed.body).toBe(201);
      expect(placed.json()).toMatchObject({ remote_area_surcharge: 3_000 });
    });
  });

  describe('orders stored with the old default postcode', () => {
    it('are listed and flagged for the shop team to check', async () => {
      const admin = await adminSession(ctx.app, ctx.db);
      const suspect = await createOrder(ctx.db, { orderNumber: '20200101-9901' });
      await ctx.db.order.update({
        where: { id: suspect.id },
        data: {
          shippingAddress: {
            ...(suspect.shippingAddress as Record<string, string>),
            street: JEJU_ROAD,
            postal_code: '01018',
          },
        },
      });
      const fine = await createOrder(ctx.db, { orderNumber: '20200101-9902' });
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/orders?postcode_check=true&limit=100',
        headers: admin.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      const listed = res.json<{ orders: { _id: string; postcode_to_check: boolean }[] }>().orders;
      expect(listed.map((o) => o._id)).toContain(suspect.id);
      expect(listed.map((o) => o._id)).not.toContain(fine.id);
      expect(listed.find((o) => o._id === suspect.id)?.postcode_to_check).toBe(true);

      const all = await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/orders?limit=100',
        headers: admin.headers,
      });
      const rows = all.json<{ orders: { _id: string; postcode_to_check: boolean }[] }>().orders;
      expect(rows.find((o) => o._id === fine.id)?.postcode_to_check).toBe(false);
    });
  });
});
