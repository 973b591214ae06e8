// A signed-in shopper may type the delivery address at checkout instead of picking a saved one,
// checked as a guest's is, and keep it in the address book.
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.ts';
import { loggedInShopper } from './helpers/checkout.ts';
import { addCartLine, createProduct } from './helpers/factories.ts';

const JEJU = { street: '제주특별자치도 제주시 첨단로 242', city: '제주시', postal_code: '63309' };
const RECIPIENT = { name: '박서준', phone: '010-2222-3333' };

interface ErrorJson {
  message: string;
  details?: { fieldErrors: Record<string, string[]> };
}

describe('a typed address at the signed-in checkout', () => {
  const ctx = useTestApp();

  async function shopperWithCart() {
    const shopper = await loggedInShopper(ctx.app, ctx.db);
    await addCartLine(
      ctx.db,
      shopper.owner,
      (await createProduct(ctx.db, { sellPrice: 60_000 })).id,
      1,
    );
    return shopper;
  }

  const order = (headers: Record<string, string>, body: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers,
      payload: { payment_method: 'cash', ...body },
    });

  it('ships to the typed address with its surcharge and keeps it in the address book once', async () => {
    const shopper = await shopperWithCart();
    const placed = await order(shopper.headers, {
      shipping_address: { ...JEJU, address_detail: '3층' },
      recipient: RECIPIENT,
      save_address: true,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ remote_area_surcharge: 3_000 });
    const row = await ctx.db.order.findUniqueOrThrow({ where: { id: placed.json()._id } });
    expect(row.shippingAddress).toMatchObject({
      street: JEJU.street,
      address_detail: '3층',
      postal_code: '63309',
      full_name: RECIPIENT.name,
      phone: RECIPIENT.phone,
    });
    const book = await ctx.db.address.findMany({ where: { userId: shopper.user.id } });
    // The helper's saved Seoul address, and the Jeju one with its province from the postcode.
    expect(book).toHaveLength(2);
    expect(book.find((a) => a.postalCode === '63309')).toMatchObject({
      fullName: RECIPIENT.name,
      phone: RECIPIENT.phone,
      state: '제주',
      addressDetail: '3층',
      isDefaultShipping: false,
    });

    // The same address again is not written twice.
    await addCartLine(ctx.db, shopper.owner, (await createProduct(ctx.db)).id, 1);
    const again = await order(shopper.headers, {
      shipping_address: { ...JEJU, address_detail: '3층' },
      recipient: RECIPIENT,
      save_address: true,
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(await ctx.db.address.count({ where: { userId: shopper.user.id } })).toBe(2);
  });

  it('leaves the address book alone unless asked to keep it', async () => {
    const shopper = await shopperWithCart();
    const placed = await order(shopper.headers, { shipping_address: JEJU });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await ctx.db.address.count({ where: { userId: shopper.user.id } })).toBe(1);
  });

  it('refuses no address, two addresses, and a postcode of another province, in both languages', async () => {
    const shopper = await shopperWithCart();
    const none = await order(shopper.headers, {});
    expect(none.statusCode).toBe(400);
    expect(none.json<ErrorJson>().details?.fieldErrors.shipping_address_id).toEqual([
      'Please select an address',
    ]);
    const both = await order(shopper.headers, {
      shipping_address_id: shopper.address.id,
      shipping_address: JEJU,
    });
    expect(both.statusCode).toBe(400);
    const mismatch = await order(shopper.headers, {
      shipping_address: { ...JEJU, postal_code: '01018' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json<ErrorJson>().details?.fieldErrors['shipping_address.postal_code']).toEqual(
      [
        'The postcode 01018 is in Seoul, but the address is in Jeju. Search for the address again or correct the postcode.',
      ],
    );
    const korean = await order(
      { ...shopper.headers, 'accept-language': 'ko' },
      { shipping_address: { ...JEJU, postal_code: '01018' } },
    );
    expect(korean.json<ErrorJson>().message).toBe(
      '우편번호 01018은 서울 지역인데 주소는 제주입니다. 우편번호 찾기로 주소를 다시 검색하거나 우편번호를 고쳐 주세요.',
    );
    expect(await ctx.db.order.count({ where: { userId: shopper.user.id } })).toBe(0);
  });
});
