import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { useTestApp } from './helpers/app.ts';
import {
  guestCheckout,
  guestShopper,
  loggedInShopper,
  shopperWithOrder,
} from './helpers/checkout.ts';
import { addCartLine, createProduct } from './helpers/factories.ts';
import { uploadProof, type ImageUpload } from './helpers/multipart.ts';

describe('POST /api/orders/:orderId/upload-proof', () => {
  const ctx = useTestApp();

  const placedOrder = (method: 'account_transfer' | 'cash' = 'account_transfer') =>
    shopperWithOrder(ctx.app, ctx.db, { payment_method: method, depositor_name: 'Kim Minji' });

  const upload = (orderId: string, headers: Record<string, string>, form?: Partial<ImageUpload>) =>
    uploadProof(ctx.app, orderId, { headers, ...form });

  it('stores the screenshot, marks the order proof_submitted and records the event', async () => {
    const { shopper, orderId } = await placedOrder();
    const res = await upload(orderId, shopper.headers);
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json();
    // A short-lived signed link, never a public /uploads path.
    expect(url).toMatch(
      /^\/api\/files\/payment-proofs\/[0-9a-f]{32}\.png\?expires=\d+&signature=[\w-]+$/,
    );
    expect(res.json().payment_status).toBe('proof_submitted');
    const [proof] = await ctx.db.paymentProof.findMany({ where: { orderId } });
    expect(proof).toMatchObject({
      contentType: 'image/png',
      fileKey: expect.stringMatching(/^payment-proofs\//),
    });
    const stored = await readFile(path.join(ctx.config.uploadDir, proof!.fileKey));
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
    expect(await ctx.db.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({
      paymentStatus: 'proof_submitted',
    });
    const events = await ctx.db.orderEvent.findMany({
      where: { orderId },
      orderBy: { createdAt: 'asc' },
    });
    expect(events.map((e) => e.action)).toEqual(['placed', 'payment_proof_uploaded']);
  });

  it('answers 404 for someone else’s order and for a guest who did not place it', async () => {
    const { orderId } = await placedOrder();
    const stranger = await loggedInShopper(ctx.app, ctx.db);
    const res = await upload(orderId, stranger.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Order not found');
    const guest = await guestShopper(ctx.app, ctx.db);
    expect((await upload(orderId, guest.headers)).statusCode).toBe(404);
    expect(await ctx.db.paymentProof.count({ where: { orderId } })).toBe(0);
  });

  it('lets the guest session that placed the order upload', async () => {
    const guest = await guestShopper(ctx.app, ctx.db);
    await addCartLine(ctx.db, guest.owner, (await createProduct(ctx.db)).id, 1);
    const placed = await guestCheckout(ctx.app, guest, {
      payment_method: 'account_transfer',
      depositor_name: 'Park Jisoo',
    });
    expect((await upload(placed.json()._id, guest.headers)).statusCode).toBe(200);
  });

  it('rejects a file that is not an image with 415, whatever it claims to be', async () => {
    const { shopper, orderId } = await placedOrder();
    const res = await upload(orderId, shopper.headers, {
      image: Buffer.from('%PDF-1.4 not an image'),
    });
    expect(res.statusCode).toBe(415);
    expect(await ctx.db.paymentProof.count({ where: { orderId } })).toBe(0);
  });

  it('asks for an image when none is sent', async () => {
    const { shopper, orderId } = await placedOrder();
    const res = await upload(orderId, shopper.headers, { field: 'other' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please select an image to upload');
  });

  it('refuses proof for cash, paid and cancelled orders with 409', async () => {
    const cash = await placedOrder('cash');
    expect((await upload(cash.orderId, cash.shopper.headers)).statusCode).toBe(409);
    const paid = await placedOrder();
    await ctx.db.order.update({ where: { id: paid.orderId }, data: { paymentStatus: 'paid' } });
    expect((await upload(paid.orderId, paid.shopper.headers)).statusCode).toBe(409);
    const cancelled = await placedOrder();
    await ctx.db.order.update({ where: { id: cancelled.orderId }, data: { status: 'cancelled' } });
    expect((await upload(cancelled.orderId, cancelled.shopper.headers)).statusCode).toBe(409);
  });
});
