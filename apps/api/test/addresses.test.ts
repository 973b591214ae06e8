import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.ts';
import { guestToken, registerShopper, type Shopper } from './helpers/accounts.ts';

interface AddressJson {
  _id: string;
  full_name: string;
  is_default_shipping: boolean;
  is_default_billing: boolean;
  phone: string;
  postal_code: string;
  address_type: string;
}

const home = {
  full_name: 'Kim Minji',
  street: '123 Teheran-ro, Gangnam-gu',
  city: 'Seoul',
  state: 'Seoul',
  postal_code: '06234',
  country: 'South Korea',
  phone: '01012345678',
};
const office = { ...home, street: '1 Sejong-daero', postal_code: '04524' };

describe('address book', () => {
  const ctx = useTestApp({ RATE_LIMIT_ENABLED: 'false' });
  const call = (
    shopper: Shopper,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => ctx.app.inject({ method, url, headers: shopper.headers, ...(payload ? { payload } : {}) });
  const add = async (shopper: Shopper, body: object) => {
    const res = await call(shopper, 'POST', '/api/addresses', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<AddressJson>();
  };
  const list = async (shopper: Shopper) =>
    (await call(shopper, 'GET', '/api/addresses')).json<{ addresses: AddressJson[] }>().addresses;

  it('needs a logged-in user', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/addresses' })).statusCode).toBe(401);
    const asGuest = await ctx.app.inject({
      method: 'GET',
      url: '/api/addresses',
      headers: { 'guest-token': await guestToken(ctx) },
    });
    expect(asGuest.statusCode).toBe(401);
  });

  it('makes the first address the default shipping one and lists as {addresses}', async () => {
    const shopper = await registerShopper(ctx);
    expect(await list(shopper)).toEqual([]);
    const first = await add(shopper, home);
    expect(first).toMatchObject({
      ...home,
      phone: '010-1234-5678',
      address_type: 'shipping',
      is_default_shipping: true,
      is_default_billing: false,
    });
    const second = await add(shopper, office);
    expect(second.is_default_shipping).toBe(false);
    expect((await list(shopper)).map((a) => a._id)).toEqual([first._id, second._id]);
    const def = await call(shopper, 'GET', '/api/addresses/default?type=shipping');
    expect(def.json()).toMatchObject({ address: { _id: first._id } });
    expect((await call(shopper, 'GET', '/api/addresses/default')).json()).toMatchObject({
      address: { _id: first._id },
    });
    expect((await call(shopper, 'GET', '/api/addresses/default?type=billing')).statusCode).toBe(
      404,
    );
    expect((await call(shopper, 'GET', '/api/addresses/default?type=evil')).statusCode).toBe(400);
  });

  it('blocks an exact duplicate, ignoring case and spacing', async () => {
    const shopper = await registerShopper(ctx);
    await add(shopper, home);
    const dup = await call(shopper, 'POST', '/api/addresses', {
      ...home,
      city: '  seoul ',
      phone: '010-1234-5678',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ message: 'This address already exists.' });
    // Another user may have the same address.
    const other = await registerShopper(ctx);
    await add(other, home);
  });

  it.each([
    ['no fields', {}, 'full_name'],
    ['a missing street', { ...home, street: undefined }, 'street'],
    ['blank city', { ...home, city: '   ' }, 'city'],
    ['a 4-digit postal code', { ...home, postal_code: '1234' }, 'postal_code'],
    ['letters in the postal code', { ...home, postal_code: 'ABCDE' }, 'postal_code'],
    ['a numeric postal code', { ...home, postal_code: 6234 }, 'postal_code'],
    ['a bad phone', { ...home, phone: '555-0100' }, 'phone'],
    ['a huge street', { ...home, street: 'x'.repeat(5000) }, 'street'],
    ['an unknown type', { ...home, address_type: 'pickup' }, 'address_type'],
    ['a smuggled default flag', { ...home, is_default_shipping: true }, '_'],
    ['a smuggled owner', { ...home, user_id: '00000000-0000-4000-8000-000000000000' }, '_'],
  ])('rejects %s with 400', async (_name, payload, field) => {
    const shopper = await registerShopper(ctx);
    const res = await call(shopper, 'POST', '/api/addresses', payload);
    expect(res.statusCode).toBe(400);
    const json = res.json<{ details: { fieldErrors: Record<string, string[]> } }>();
    if (field !== '_') expect(Object.keys(json.details.fieldErrors)).toContain(field);
  });

  it('says "Postal code must be 5 digits"', async () => {
    const shopper = await registerShopper(ctx);
    const res = await call(shopper, 'POST', '/api/addresses', { ...home, postal_code: '123' });
    expect(res.json<{ message: string }>().message).toContain('Postal code must be 5 digits');
  });

  it('edits an address, refusing to turn it into a duplicate of another', async () => {
    const shopper = await registerShopper(ctx);
    const a = await add(shopper, home);
    const b = await add(shopper, office);
    const edited = await call(shopper, 'PUT', `/api/addresses/${b._id}`, {
      ...office,
      city: 'Busan',
      state: 'Busan',
      postal_code: '48058',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ _id: b._id, city: 'Busan', is_default_shipping: false });
    const same = await call(shopper, 'PUT', `/api/addresses/${a._id}`, home);
    expect(same.statusCode).toBe(200);
    const dup = await call(shopper, 'PUT', `/api/addresses/${b._id}`, home);
    expect(dup.statusCode).toBe(409);
  });

  it('moves the default: one shipping default at a time', async () => {
    const shopper = await registerShopper(ctx);
    const a = await add(shopper, home);
    const b = await add(shopper, office);
    const res = await call(shopper, 'PATCH', `/api/addresses/${b._id}`, {
      is_default_shipping: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ address: { _id: b._id, is_default_shipping: true } });
    const flags = Object.fromEntries(
      (await list(shopper)).map((x) => [x._id, x.is_default_shipping]),
    );
    expect(flags).toEqual({ [a._id]: false, [b._id]: true });

    const again = await call(shopper, 'PATCH', `/api/addresses/${b._id}`, {
      is_default_shipping: true,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ message: 'Already set as default.' });

    const billing = await call(shopper, 'PATCH', `/api/addresses/${a._id}`, {
      is_default_billing: true,
    });
    expect(billing.json()).toMatchObject({
      address: { is_default_billing: true, is_default_shipping: false },
    });
    expect(
      (await call(shopper, 'GET', '/api/addresses/default?type=billing')).json(),
    ).toMatchObject({ address: { _id: a._id } });

    for (const payload of [{}, { is_default_shipping: false }, { is_default_shipping: 'yes' }]) {
      expect((await call(shopper, 'PATCH', `/api/addresses/${a._id}`, payload)).statusCode).toBe(
        400,
      );
    }
  });

  it('keeps exactly one default under concurrent switches', async () => {
    const shopper = await registerShopper(ctx);
    const ids = [
      (await add(shopper, home))._id,
      (await add(shopper, office))._id,
      (await add(shopper, { ...home, street: '9 Jong-ro' }))._id,
    ];
    const results = await Promise.all(
      ids
        .flatMap((id) => [id, id])
        .map((id) => call(shopper, 'PATCH', `/api/addresses/${id}`, { is_default_shipping: true })),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect((await list(shopper)).filter((a) => a.is_default_shipping)).toHaveLength(1);
  });

  it('gives the first of concurrent first addresses the default, never two', async () => {
    const shopper = await registerShopper(ctx);
    const results = await Promise.all(
      [home, office, { ...home, street: '9 Jong-ro' }].map((body) =>
        call(shopper, 'POST', '/api/addresses', body),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect((await list(shopper)).filter((a) => a.is_default_shipping)).toHaveLength(1);
  });

  it('deletes an address and hands the default to the next one', async () => {
    const shopper = await registerShopper(ctx);
    const a = await add(shopper, home);
    const b = await add(shopper, office);
    const res = await call(shopper, 'DELETE', `/api/addresses/${a._id}`);
    expect(res.statusCode).toBe(200);
    expect(await list(shopper)).toMatchObject([{ _id: b._id, is_default_shipping: true }]);
    expect((await call(shopper, 'DELETE', `/api/addresses/${a._id}`)).statusCode).toBe(404);
  });

  it("treats another user's address as not found, for every verb", async () => {
    const owner = await registerShopper(ctx);
    const intruder = await registerShopper(ctx);
    const theirs = await add(owner, home);
    const attempts = [
      call(intruder, 'PUT', `/api/addresses/${theirs._id}`, office),
      call(intruder, 'PATCH', `/api/addresses/${theirs._id}`, { is_default_shipping: true }),
      call(intruder, 'DELETE', `/api/addresses/${theirs._id}`),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Address not found' });
    }
    expect(await list(intruder)).toEqual([]);
    expect(await list(owner)).toMatchObject([{ _id: theirs._id, street: home.street }]);
    expect((await call(intruder, 'DELETE', '/api/addresses/not-a-uuid')).statusCode).toBe(400);
  });
});
