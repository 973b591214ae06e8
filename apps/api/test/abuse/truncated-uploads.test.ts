// A multipart body cut off before its closing boundary (a dropped connection, or an attacker) is
// the client's mistake: every upload route answers 400 MALFORMED_UPLOAD, never a 500.
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from '../helpers/admin.ts';
import { useTestApp } from '../helpers/app.ts';
import { loggedInShopper } from '../helpers/checkout.ts';
import { createOrder, createProduct } from '../helpers/factories.ts';
import { multipartBody, TINY_PNG } from '../helpers/multipart.ts';

type Headers = Record<string, string>;
type Cut = 'in the file' | 'in the file part headers' | 'in a text field';

interface UploadRoute {
  method: 'PUT' | 'POST';
  url: string;
  field: string;
  fields?: Record<string, string>;
  headers: Headers;
}

/** A form with its text fields and one file, whose body stops at the given place. */
function truncatedForm(route: UploadRoute, cut: Cut) {
  const fields = { ...route.fields, note: 'a text field the body is cut in' };
  const data = Buffer.concat([TINY_PNG, TINY_PNG]);
  const form = multipartBody(fields, {
    name: route.field,
    filename: 'upload.png',
    type: 'image/png',
    data,
  });
  const fileStart = form.payload.indexOf(data);
  const end =
    cut === 'in the file'
      ? fileStart + TINY_PNG.length
      : cut === 'in the file part headers'
        ? fileStart - 20
        : form.payload.indexOf('a text field') + 6;
  return { headers: form.headers, payload: form.payload.subarray(0, end) };
}

describe('abuse: truncated multipart bodies', () => {
  const ctx = useTestApp({ RATE_LIMIT_ENABLED: 'false' });
  const routes = new Map<string, UploadRoute>();

  beforeAll(async () => {
    const admin = (await adminSession(ctx.app, ctx.db)).headers;
    const shopper = await loggedInShopper(ctx.app, ctx.db);
    const productId = (await createProduct(ctx.db)).id;
    const order = await createOrder(ctx.db, {
      userId: shopper.user.id,
      paymentMethod: 'account_transfer',
    });
    const asShopper = { headers: shopper.headers };
    const asAdmin = { headers: admin };
    routes.set('profile photo', {
      method: 'PUT',
      url: '/api/users/me',
      field: 'profileImage',
      ...asShopper,
    });
    routes.set('transfer screenshot', {
      method: 'POST',
      url: `/api/orders/${order.id}/upload-proof`,
      field: 'screenshot',
      ...asShopper,
    });
    routes.set('product image', {
      method: 'POST',
      url: `/api/admin/products/${productId}/images`,
      field: 'image',
      ...asAdmin,
    });
    routes.set('banner image', {
      method: 'POST',
      url: '/api/admin/banners/upload',
      field: 'image',
      fields: { title: 'Autumn harvest' },
      ...asAdmin,
    });
    routes.set('bank statement', {
      method: 'POST',
      url: '/api/admin/transfers/statements',
      field: 'file',
      ...asAdmin,
    });
  });

  const routeNames = [
    'profile photo',
    'transfer screenshot',
    'product image',
    'banner image',
    'bank statement',
  ];
  const cuts: Cut[] = ['in the file', 'in the file part headers', 'in a text field'];

  it.each(routeNames.flatMap((name) => cuts.map((cut) => [name, cut] as const)))(
    '%s: a body cut off %s answers 400 MALFORMED_UPLOAD',
    async (name, cut) => {
      const route = routes.get(name)!;
      const form = truncatedForm(route, cut);
      const res = await ctx.app.inject({
        method: route.method,
        url: route.url,
        headers: { ...route.headers, ...form.headers },
        payload: form.payload,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'MALFORMED_UPLOAD',
        message: 'The upload could not be read. Please choose the file again.',
      });
    },
  );

  it('a whole form on the same routes still goes through (the cut is what is refused)', async () => {
    const route = routes.get('profile photo')!;
    const form = multipartBody(
      {},
      { name: route.field, filename: 'me.png', type: 'image/png', data: TINY_PNG },
    );
    const res = await ctx.app.inject({
      method: route.method,
      url: route.url,
      headers: { ...route.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
