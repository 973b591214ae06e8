// The shop with S3_BUCKET set: uploads go to the bucket (a real S3 protocol server), public images
// are streamed back under /uploads, and transfer screenshots only through signed links.
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3FileStorage } from '../src/domain/files/s3-storage.ts';
import { startTestApp, type TestContext } from './helpers/app.ts';
import { loggedInShopper, shopperWithOrder } from './helpers/checkout.ts';
import { uploadProfileImage, uploadProof } from './helpers/multipart.ts';
import { startS3Server, type TestS3Server } from './helpers/s3-server.ts';

describe('uploads in S3-compatible storage', () => {
  let s3: TestS3Server;
  let ctx: TestContext;
  let stopApp: () => Promise<void>;
  let bucket: S3Client;

  beforeAll(async () => {
    s3 = await startS3Server();
    const started = await startTestApp({ ...s3.env, RATE_LIMIT_ENABLED: 'false' });
    ctx = started.context;
    stopApp = started.stop;
    bucket = new S3Client({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: {
        accessKeyId: s3.env.S3_ACCESS_KEY_ID!,
        secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY!,
      },
    });
  });
  afterAll(async () => {
    bucket?.destroy();
    await stopApp?.();
    await s3?.stop();
  });

  const objectBytes = async (key: string) => {
    const found = await bucket.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
    return Buffer.from(await found.Body!.transformToByteArray());
  };

  it('is chosen when S3_BUCKET is set', () => {
    expect(ctx.app.storage).toBeInstanceOf(S3FileStorage);
  });

  it('stores a profile photo in the bucket and serves it under /uploads with a long cache', async () => {
    const shopper = await loggedInShopper(ctx.app, ctx.db);
    const res = await uploadProfileImage(ctx.app, { headers: shopper.headers });
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json<{ profileImageUrl: string }>().profileImageUrl;
    expect(url).toMatch(/^\/uploads\/profiles\/[0-9a-f]{32}\.png$/);
    const key = url.slice('/uploads/'.length);
    expect(existsSync(path.join(ctx.config.uploadDir, key))).toBe(false);

    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(await objectBytes(key))).toBe(true);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 1,
      height: 1,
    });

    // Replacing the photo deletes the old object.
    const again = await uploadProfileImage(ctx.app, { headers: shopper.headers });
    expect(again.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('keeps a transfer screenshot in the bucket, reachable only through its signed link', async () => {
    const { shopper, orderId } = await shopperWithOrder(ctx.app, ctx.db);
    const res = await uploadProof(ctx.app, orderId, { headers: shopper.headers });
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json<{ url: string }>();
    const key = new URL(url, 'http://shop.test').pathname.slice('/api/files/'.length);

    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.rawPayload.equals(await objectBytes(key))).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: `/uploads/${key}` })).statusCode).toBe(404);
  });
});
