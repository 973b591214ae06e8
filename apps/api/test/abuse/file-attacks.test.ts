// Files are named and deleted by the server alone, and transfer screenshots stay private.
// Each test is an attack that once worked (or would, without the rule it names).
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_PROOFS_PER_ORDER } from '../../src/domain/orders/payment-proof.ts';
import { adminSession } from '../helpers/admin.ts';
import { useTestApp } from '../helpers/app.ts';
import { guestPayload, guestShopper, loggedInShopper } from '../helpers/checkout.ts';
import { addCartLine, createProduct } from '../helpers/factories.ts';
import { uploadProfileImage, uploadProof } from '../helpers/multipart.ts';

type Headers = Record<string, string>;

describe('abuse: files', () => {
  const ctx = useTestApp({ RATE_LIMIT_ENABLED: 'false' });
  const BANNER = 'banners/banner-1.svg';
  let admin: Headers;
  let victimProofKey: string;

  const fileExists = (key: string) => existsSync(path.join(ctx.config.uploadDir, key));

  async function placeTransferOrder(
    headers: Headers,
    owner: { userId: string } | { guestSessionId: string },
    addressId?: string,
  ) {
    await addCartLine(ctx.db, owner, (await createProduct(ctx.db)).id, 1);
    const res = addressId
      ? await ctx.app.inject({
          method: 'POST',
          url: '/api/orders',
          headers,
          payload: {
            shipping_address_id: addressId,
            payment_method: 'account_transfer',
            depositor_name: 'Kim Minji',
          },
        })
      : await ctx.app.inject({
          method: 'POST',
          url: '/api/orders/guest-checkout',
          headers,
          payload: guestPayload({
            payment_method: 'account_transfer',
            depositor_name: 'Park Jisoo',
          }),
        });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ _id: string }>()._id;
  }

  const sendProof = (orderId: string, headers: Headers, image?: Buffer) =>
    uploadProof(ctx.app, orderId, { headers, image });

  const uploadPhoto = (headers: Headers, image?: Buffer, type?: string) =>
    uploadProfileImage(ctx.app, { headers, image, type, filename: 'me' });

  async function shopperWithProof() {
    const shopper = await loggedInShopper(ctx.app, ctx.db);
    const orderId = await placeTransferOrder(shopper.headers, shopper.owner, shopper.address.id);
    const res = await sendProof(orderId, shopper.headers);
    expect(res.statusCode, res.body).toBe(200);
    const proof = await ctx.db.paymentProof.findFirstOrThrow({
      where: { orderId },
      orderBy: { createdAt: 'desc' },
    });
    return { shopper, orderId, url: res.json<{ url: string }>().url, key: proof.fileKey };
  }

  beforeAll(async () => {
    admin = (await adminSession(ctx.app, ctx.db)).headers;
    // The seed's banner art, and another shopper's transfer screenshot: the usual targets.
    await mkdir(path.join(ctx.config.uploadDir, 'banners'), { recursive: true });
    await writeFile(
      path.join(ctx.config.uploadDir, BANNER),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    victimProofKey = (await shopperWithProof()).key;
    expect(fileExists(victimProofKey)).toBe(true);
  });

  describe('nobody but the server names a file to delete', () => {
    it.each([
      ['traversal to the banner art', '/uploads/profiles/../banners/banner-1.svg'],
      ['traversal to a transfer screenshot', () => `/uploads/profiles/../${victimProofKey}`],
      ['a transfer screenshot by its own path', () => `/uploads/${victimProofKey}`],
      ['an absolute path', '/etc/hostname'],
    ])(
      'ignores a photo URL sent at registration (%s): the first photo upload deletes nothing',
      async (_name, target) => {
        const profileImageUrl = typeof target === 'function' ? target() : target;
        const registered = await ctx.app.inject({
          method: 'POST',
          url: '/api/users/register',
          payload: {
            firstName: 'Mallory',
            lastName: 'Kim',
            email: `mallory-${Math.random().toString(36).slice(2)}@example.com`,
            password: 'correct-horse-battery',
            phoneNumber: '010-1234-5678',
            age_14_or_over: true,
            profileImageUrl,
          },
        });
        expect(registered.statusCode, registered.body).toBe(201);
        expect(registered.json().user.profileImageUrl).toBeNull();

        const headers = { authorization: `Bearer ${registered.json<{ token: string }>().token}` };
        const first = await uploadPhoto(headers);
        expect(first.statusCode, first.body).toBe(200);
        expect(fileExists(BANNER)).toBe(true);
        expect(fileExists(victimProofKey)).toBe(true);

        // Replacing a photo the server stored does delete that one file.
        const firstKey = first
          .json<{ profileImageUrl: string }>()
          .profileImageUrl.slice('/uploads/'.length);
        expect((await uploadPhoto(headers)).statusCode).toBe(200);
        expect(fileExists(firstKey)).toBe(false);
        expect(fileExists(BANNER)).toBe(true);
      },
    );

    it('deleting a product image that was not uploaded (seeded, imported by URL) deletes no file', async () => {
      const product = await createProduct(ctx.db);
      for (const url of [
        '/uploads/profiles/../banners/banner-1.svg',
        `/uploads/${victimProofKey}`,
        `/uploads/${BANNER}`,
      ]) {
        const image = await ctx.db.productImage.create({
          data: { productId: product.id, url },
          select: { id: true },
        });
        const res = await ctx.app.inject({
          method: 'DELETE',
          url: `/api/admin/products/${product.id}/images/${image.id}`,
          headers: admin,
        });
        expect(res.statusCode, res.body).toBe(200);
      }
      expect(fileExists(BANNER)).toBe(true);
      expect(fileExists(victimProofKey)).toBe(true);
    });

    it('a banner points at an https picture or an upload, and deleting one deletes only its own upload', async () => {
      for (const image_url of [
        `/uploads/${victimProofKey}`,
        '/uploads/profiles/../banners/banner-1.svg',
        'http://cdn.example.com/a.jpg',
      ]) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/admin/banners',
          headers: admin,
          payload: { title: 'Sale', image_url },
        });
        expect(res.statusCode, image_url).toBe(400);
      }
      // A row from before the rule, pointing at someone else's file.
      const legacy = await ctx.db.banner.create({
        data: { title: 'Old', imageUrl: `/uploads/${victimProofKey}` },
        select: { id: true },
      });
      expect(
        (
          await ctx.app.inject({
            method: 'DELETE',
            url: `/api/admin/banners/${legacy.id}`,
            headers: admin,
          })
        ).statusCode,
      ).toBe(204);
      expect(fileExists(victimProofKey)).toBe(true);
    });
  });

  describe('transfer screenshots are private', () => {
    it('are never served from a public /uploads URL', async () => {
      for (const url of [
        `/uploads/${victimProofKey}`,
        `/uploads/profiles/../${victimProofKey}`,
        `/uploads/profiles/%2e%2e/${victimProofKey}`,
        `/uploads/profiles%2f..%2f${victimProofKey}`,
      ]) {
        const res = await ctx.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
      }
    });

    it('the signed link serves the owner without caching, and dies when it expires or is altered', async () => {
      const { url, key } = await shopperWithProof();
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.rawPayload.equals(await readFile(path.join(ctx.config.uploadDir, key)))).toBe(
        true,
      );

      const expired = ctx.app.privateFileLinks.url(key, new Date(Date.now() - 11 * 60 * 1000));
      const later = await ctx.app.inject({ method: 'GET', url: expired });
      expect(later.statusCode).toBe(403);
      expect(later.json()).toMatchObject({ code: 'LINK_EXPIRED' });
      expect(later.headers['cache-control']).toBe('private, no-store');

      const [pathPart, query] = url.split('?') as [string, string];
      const victimName = victimProofKey.split('/')[1];
      const forged = [
        `${pathPart}?${query.replace(/signature=[\w-]+/, 'signature=AAAA')}`,
        `${pathPart}?${query.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) + 3600}`)}`,
        `/api/files/payment-proofs/${victimName}?${query}`,
        pathPart,
      ];
      for (const attempt of forged) {
        const answer = await ctx.app.inject({ method: 'GET', url: attempt });
        expect([400, 403], attempt).toContain(answer.statusCode);
      }
    });

    it('another shopper or guest gets neither the order nor a link, and admins get working links', async () => {
      const { orderId, key } = await shopperWithProof();
      const bob = await loggedInShopper(ctx.app, ctx.db);
      const guest = await guestShopper(ctx.app, ctx.db);
      for (const headers of [bob.headers, guest.headers]) {
        expect(
          (await ctx.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers }))
            .statusCode,
        ).toBe(404);
        expect((await sendProof(orderId, headers)).statusCode).toBe(404);
        expect(
          (await ctx.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}`, headers }))
            .statusCode,
        ).toBeGreaterThanOrEqual(401);
        expect(
          (await ctx.app.inject({ method: 'GET', url: '/api/admin/review-queue', headers }))
            .statusCode,
        ).toBeGreaterThanOrEqual(401);
      }

      const detail = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/orders/${orderId}`,
        headers: admin,
      });
      const link = detail.json<{ payment_proofs: { url: string }[] }>().payment_proofs[0]!.url;
      expect(link.startsWith(`/api/files/${key}?`)).toBe(true);
      const served = await ctx.app.inject({ method: 'GET', url: link });
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('private, no-store');

      const queue = await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/review-queue',
        headers: admin,
      });
      const entry = queue
        .json<{ orders: { _id: string; proof_url: string }[] }>()
        .orders.find((o) => o._id === orderId);
      expect((await ctx.app.inject({ method: 'GET', url: entry!.proof_url })).statusCode).toBe(200);
    });

    it(`refuses screenshot number ${MAX_PROOFS_PER_ORDER + 1} with 409 and stores nothing`, async () => {
      const guest = await guestShopper(ctx.app, ctx.db);
      const orderId = await placeTransferOrder(guest.headers, guest.owner);
      for (let i = 0; i < MAX_PROOFS_PER_ORDER; i++)
        expect((await sendProof(orderId, guest.headers)).statusCode).toBe(200);
      const sixth = await sendProof(orderId, guest.headers);
      expect(sixth.statusCode).toBe(409);
      expect(sixth.json()).toMatchObject({
        code: 'TOO_MANY_PROOFS',
        message: expect.stringContaining(`at most ${MAX_PROOFS_PER_ORDER}`),
      });
      expect(await ctx.db.paymentProof.count({ where: { orderId } })).toBe(MAX_PROOFS_PER_ORDER);
    });
  });

  describe('uploads are re-encoded', () => {
    it('drops EXIF with the GPS position from a photo and a screenshot', async () => {
      const jpeg = await sharp({
        create: { width: 32, height: 24, channels: 3, background: '#c33' },
      })
        .jpeg()
        .withExif({
          IFD0: { Make: 'LeakyCam', Copyright: 'home' },
          IFD3: {
            GPSLatitudeRef: 'N',
            GPSLatitude: '37/1 33/1 59/1',
            GPSLongitudeRef: 'E',
            GPSLongitude: '126/1 58/1 41/1',
          },
        })
        .toBuffer();
      const exif = (await sharp(jpeg).metadata()).exif;
      expect(exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD pointer tag (0x8825)
      expect(exif?.includes('LeakyCam')).toBe(true);

      const shopper = await loggedInShopper(ctx.app, ctx.db);
      const photo = await uploadPhoto(shopper.headers, jpeg, 'image/jpeg');
      expect(photo.statusCode, photo.body).toBe(200);
      const orderId = await placeTransferOrder(shopper.headers, shopper.owner, shopper.address.id);
      expect((await sendProof(orderId, shopper.headers, jpeg)).statusCode).toBe(200);
      const proof = await ctx.db.paymentProof.findFirstOrThrow({ where: { orderId } });

      for (const key of [
        photo.json<{ profileImageUrl: string }>().profileImageUrl.slice('/uploads/'.length),
        proof.fileKey,
      ]) {
        const stored = await readFile(path.join(ctx.config.uploadDir, key));
        const meta = await sharp(stored).metadata();
        expect(meta).toMatchObject({ format: 'jpeg', width: 32, height: 24 });
        expect(meta.exif).toBeUndefined();
        expect(stored.includes('Exif')).toBe(false);
        expect(stored.includes('LeakyCam')).toBe(false);
      }
    });
  });
});
