// Images are bounded by pixels as well as bytes: a 32 kB PNG declaring 16383 x 16383 pixels
// (about 1 GiB once decoded in a reviewer's browser) was accepted and stored. Every upload path
// refuses it from its header, and what is stored is no larger than it is shown.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from '../helpers/admin.ts';
import { multipartBody } from '../helpers/multipart.ts';
import { useTestApp } from '../helpers/app.ts';
import { shopperWithOrder, type LoggedInShopper } from '../helpers/checkout.ts';
import { createProduct } from '../helpers/factories.ts';
import { blackPng } from '../helpers/images.ts';

type Headers = Record<string, string>;
type Kind = 'product' | 'banner' | 'profile' | 'proof';
const KINDS: Kind[] = ['product', 'banner', 'profile', 'proof'];
const FOLDER: Record<Kind, string> = {
  product: 'products',
  banner: 'banners',
  profile: 'profiles',
  proof: 'payment-proofs',
};
const SHOWN_AT: Record<Kind, number> = { product: 1600, banner: 2400, profile: 512, proof: 2400 };

describe('abuse: image pixels', () => {
  const ctx = useTestApp({ RATE_LIMIT_ENABLED: 'false' });
  let admin: Headers;
  let shopper: LoggedInShopper;
  let productId: string;
  let orderId: string;

  beforeAll(async () => {
    admin = (await adminSession(ctx.app, ctx.db)).headers;
    productId = (await createProduct(ctx.db)).id;
    ({ shopper, orderId } = await shopperWithOrder(ctx.app, ctx.db));
  });

  function upload(kind: Kind, data: Buffer, type = 'image/png') {
    const file = (name: string) => ({ name, filename: 'picture', type, data });
    const [url, headers, body] = {
      product: [`/api/admin/products/${productId}/images`, admin, multipartBody({}, file('image'))],
      banner: ['/api/admin/banners/upload', admin, multipartBody({ title: 'Sale' }, file('image'))],
      profile: ['/api/users/me', shopper.headers, multipartBody({}, file('profileImage'))],
      proof: [
        `/api/orders/${orderId}/upload-proof`,
        shopper.headers,
        multipartBody({}, file('screenshot')),
      ],
    }[kind] as [string, Headers, ReturnType<typeof multipartBody>];
    return ctx.app.inject({
      method: kind === 'profile' ? 'PUT' : 'POST',
      url,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  }

  const storedFiles = async (kind: Kind) =>
    readdir(path.join(ctx.config.uploadDir, FOLDER[kind])).catch(() => [] as string[]);

  /** The one file the upload added to its folder, read back. */
  async function uploadAndRead(kind: Kind, data: Buffer, type?: string) {
    const before = new Set(await storedFiles(kind));
    const res = await upload(kind, data, type);
    expect(res.statusCode, res.body).toBe(kind === 'proof' || kind === 'profile' ? 200 : 201);
    const added = (await storedFiles(kind)).filter((name) => !before.has(name));
    expect(added).toHaveLength(1);
    return readFile(path.join(ctx.config.uploadDir, FOLDER[kind], added[0]!));
  }

  const HUGE = blackPng(16383, 16383);

  it.each(KINDS)('refuses a 32 kB PNG declaring 16383 x 16383 pixels (%s)', async (kind) => {
    expect(HUGE.length).toBeLessThan(40_000);
    const before = await storedFiles(kind);
    const res = await upload(kind, HUGE);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'IMAGE_TOO_MANY_PIXELS' });
    expect(await storedFiles(kind)).toEqual(before);
  });

  it('refuses just over 40 megapixels and accepts 40 megapixels', async () => {
    const over = await upload('product', blackPng(8000, 5001));
    expect(over.statusCode, over.body).toBe(400);
    expect(over.json()).toMatchObject({ code: 'IMAGE_TOO_MANY_PIXELS' });
    const stored = await uploadAndRead('product', blackPng(8000, 5000));
    expect(await sharp(stored).metadata()).toMatchObject({ width: 1600, height: 1000 });
  });

  it.each(KINDS)('stores a 3000 x 3000 upload at the size it is shown (%s)', async (kind) => {
    const photo = await sharp({
      create: { width: 3000, height: 3000, channels: 3, background: '#c0392b' },
    })
      .jpeg()
      .toBuffer();
    const stored = await uploadAndRead(kind, photo, 'image/jpeg');
    const { width, height, format } = await sharp(stored).metadata();
    expect({ width, height, format }).toEqual({
      width: SHOWN_AT[kind],
      height: SHOWN_AT[kind],
      format: 'jpeg',
    });
  });

  it('keeps a photo upright and drops its metadata while downscaling, and never enlarges', async () => {
    // A landscape sensor image that EXIF says to turn a quarter: it is shown portrait.
    const photo = await sharp({
      create: { width: 3000, height: 2000, channels: 3, background: '#2e86c1' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const stored = await uploadAndRead('product', photo, 'image/jpeg');
    const meta = await sharp(stored).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 1067, height: 1600 });
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();

    // Downscaled only: a small image keeps its size.
    const small = await uploadAndRead('profile', blackPng(300, 200));
    expect(await sharp(small).metadata()).toMatchObject({ width: 300, height: 200 });
  });
});
