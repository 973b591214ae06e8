import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.ts';
import { craftToken, guestToken, registerShopper } from './helpers/accounts.ts';
import { createProduct } from './helpers/factories.ts';
import { TINY_PNG, uploadProfileImage } from './helpers/multipart.ts';

const validRegistration = () => ({
  firstName: 'Minji',
  lastName: 'Kim',
  email: `new-${Math.random().toString(16).slice(2)}@example.com`,
  password: 'secret-123',
  phoneNumber: '01012345678',
  age_14_or_over: true,
});

describe('accounts', () => {
  const ctx = useTestApp({ RATE_LIMIT_ENABLED: 'false' });
  const register = (payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/api/users/register', payload, headers });
  const login = (payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/api/users/login', payload, headers });

  describe('register', () => {
    it('creates an account, normalises email and phone, and never returns the hash', async () => {
      const body = { ...validRegistration(), email: '  Minji.Kim@Example.COM ' };
      const res = await register(body);
      expect(res.statusCode).toBe(201);
      const json = res.json<{ message: string; token: string; user: Record<string, unknown> }>();
      expect(json.message).toBe('Registration Successful! Please login.');
      expect(json.user).toEqual({
        _id: expect.any(String),
        firstName: 'Minji',
        lastName: 'Kim',
        email: 'minji.kim@example.com',
        phoneNumber: '010-1234-5678',
        profileImageUrl: null,
        role: 'customer',
        emailVerified: false,
        preferred_language: 'en',
        substitution_default: 'refund',
        marketing_consent_at: null,
      });
      expect(res.body).not.toMatch(/password|\$2[aby]\$/i);
      const me = await ctx.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { authorization: `Bearer ${json.token}` },
      });
      expect(me.json()).toEqual(json.user);
    });

    it('refuses a taken email in any case with 409', async () => {
      const body = validRegistration();
      expect((await register(body)).statusCode).toBe(201);
      const again = await register({ ...body, email: body.email.toUpperCase() });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ message: 'An account with this email already exists.' });
    });

    it('answers concurrent sign-ups with one email with one 201 and 409s, never a 500', async () => {
      const body = validRegistration();
      const results = await Promise.all(Array.from({ length: 4 }, () => register(body)));
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    });

    it.each([
      ['missing fields', {}, 'firstName'],
      ['wrong types', { ...validRegistration(), firstName: 42 }, 'firstName'],
      ['a huge name', { ...validRegistration(), lastName: 'x'.repeat(10_000) }, 'lastName'],
      ['a bad email', { ...validRegistration(), email: 'not-an-email' }, 'email'],
      ['a short password', { ...validRegistration(), password: '12345' }, 'password'],
      ['a huge password', { ...validRegistration(), password: 'p'.repeat(100_000) }, 'password'],
      [
        'a foreign phone',
        { ...validRegistration(), phoneNumber: '+1 555 123 4567' },
        'phoneNumber',
      ],
      ['a short phone', { ...validRegistration(), phoneNumber: '010-123' }, 'phoneNumber'],
      [
        'letters in the phone',
        { ...validRegistration(), phoneNumber: '010-abcd-5678' },
        'phoneNumber',
      ],
      ['an unknown field', { ...validRegistration(), role: 'admin' }, '_'],
    ])('rejects %s with 400', async (_name, payload, field) => {
      const res = await register(payload);
      expect(res.statusCode).toBe(400);
      const json = res.json<{ code: string; details: { fieldErrors: Record<string, string[]> } }>();
      expect(json.code).toBe('VALIDATION_ERROR');
      if (field !== '_') expect(Object.keys(json.details.fieldErrors)).toContain(field);
    });

    it('explains a bad phone number clearly', async () => {
      const res = await register({ ...validRegistration(), phoneNumber: '12345' });
      expect(res.json<{ message: string }>().message).toContain('010-1234-5678');
    });

    it.each([
      ['010-1234-5678', '010-1234-5678'],
      ['01012345678', '010-1234-5678'],
      ['02-123-4567', '02-123-4567'],
      ['0311234567', '031-123-4567'],
      ['010 9876 5432', '010-9876-5432'],
    ])('accepts the Korean phone %s', async (phoneNumber, stored) => {
      const res = await register({ ...validRegistration(), phoneNumber });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ user: { phoneNumber: stored } });
    });
  });

  describe('login', () => {
    it('logs in with the email in any case and refuses wrong passwords alike', async () => {
      const shopper = await registerShopper(ctx);
      const ok = await login({
        email: `  ${shopper.email.toUpperCase()}`,
        password: shopper.password,
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({
        token: expect.any(String),
        user: { _id: shopper.id, email: shopper.email },
      });
      expect(ok.body).not.toMatch(/password|\$2[aby]\$/i);

      const wrong = await login({ email: shopper.email, password: 'wrong-password' });
      const unknown = await login({ email: 'nobody@example.com', password: 'wrong-password' });
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ message: 'Invalid email or password.' });
      }
    });

    it('refuses an account without a password (created at guest checkout)', async () => {
      await ctx.db.user.create({
        data: {
          email: 'guest-buyer@example.com',
          firstName: 'G',
          lastName: 'B',
          phoneNumber: '010-1111-2222',
        },
      });
      const res = await login({ email: 'guest-buyer@example.com', password: 'anything' });
      expect(res.statusCode).toBe(401);
    });

    it('rejects malformed login bodies with 400', async () => {
      for (const payload of [
        {},
        { email: 'a@b.co' },
        { email: 1, password: 2 },
        { email: 'a@b.co', password: 'x'.repeat(500) },
      ]) {
        expect((await login(payload)).statusCode).toBe(400);
      }
    });

    it('tells Korean passphrases apart beyond bcrypt’s 72 bytes', async () => {
      const prefix = '우리집강아지는복슬강아지어머니가빨래하면멍멍멍멍'; // 24 syllables = 72 bytes
      expect(Buffer.byteLength(prefix)).toBe(72);
      const shopper = await registerShopper(ctx, { password: `${prefix}하나` });
      expect((await login({ email: shopper.email, password: `${prefix}하나` })).statusCode).toBe(
        200,
      );
      const other = await login({ email: shopper.email, password: `${prefix}둘둘` });
      expect(other.statusCode).toBe(401);
    });
  });

  describe('guest cart merge', () => {
    it('merges the guest cart into the account on login, capped at stock, and empties it', async () => {
      const shopper = await registerShopper(ctx);
      const shared = await createProduct(ctx.db, { stockQuantity: 5 });
      const guestOnly = await createProduct(ctx.db, { stockQuantity: 3 });
      const soldOut = await createProduct(ctx.db, { stockQuantity: 2 });
      await ctx.app.inject({
        method: 'POST',
        url: '/api/cart/add',
        headers: shopper.headers,
        payload: { product_id: shared.id, quantity: 3 },
      });

      const guest = { 'guest-token': await guestToken(ctx) };
      for (const [product_id, quantity] of [
        [shared.id, 4],
        [guestOnly.id, 2],
        [soldOut.id, 2],
      ] as const) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/cart/add',
          headers: guest,
          payload: { product_id, quantity },
        });
        expect(res.statusCode).toBe(200);
      }
      await ctx.db.product.update({ where: { id: soldOut.id }, data: { stockQuantity: 0 } });

      const res = await login({ email: shopper.email, password: shopper.password }, guest);
      expect(res.statusCode).toBe(200);
      const cart = await ctx.app.inject({
        method: 'GET',
        url: '/api/cart',
        headers: shopper.headers,
      });
      const lines = Object.fromEntries(
        cart
          .json<{ items: { product_id: { _id: string }; quantity: number }[] }>()
          .items.map((i) => [i.product_id._id, i.quantity]),
      );
      expect(lines).toEqual({ [shared.id]: 5, [guestOnly.id]: 2 });
      const guestCart = await ctx.app.inject({ method: 'GET', url: '/api/cart', headers: guest });
      expect(guestCart.json()).toMatchObject({ items: [] });
    });

    it('merges on registration too, and a stale guest token never blocks login', async () => {
      const product = await createProduct(ctx.db, { stockQuantity: 5 });
      const guest = { 'guest-token': await guestToken(ctx) };
      await ctx.app.inject({
        method: 'POST',
        url: '/api/cart/add',
        headers: guest,
        payload: { product_id: product.id, quantity: 2 },
      });
      const shopper = await registerShopper(ctx, {}, guest);
      const cart = await ctx.app.inject({
        method: 'GET',
        url: '/api/cart',
        headers: shopper.headers,
      });
      expect(cart.json()).toMatchObject({
        items: [{ product_id: { _id: product.id }, quantity: 2 }],
      });

      const res = await login(
        { email: shopper.email, password: shopper.password },
        { 'guest-token': 'garbage' },
      );
      expect(res.statusCode).toBe(200);
    });
  });

  describe('profile', () => {
    it('requires a user token: none, guest, forged, alg none and expired tokens get 401', async () => {
      const shopper = await registerShopper(ctx);
      const tokens = [
        craftToken({ typ: 'user', sub: shopper.id, role: 'customer' }),
        craftToken({ typ: 'user', sub: shopper.id, role: 'customer' }, { alg: 'none' }),
        craftToken(
          { typ: 'user', sub: shopper.id, role: 'customer' },
          { secret: ctx.config.JWT_SECRET, expiresIn: -5 },
        ),
        await guestToken(ctx),
      ];
      expect((await ctx.app.inject({ method: 'GET', url: '/api/users/me' })).statusCode).toBe(401);
      const asGuest = await ctx.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { 'guest-token': tokens[3]! },
      });
      expect(asGuest.statusCode).toBe(401);
      for (const token of tokens) {
        const res = await ctx.app.inject({
          method: 'GET',
          url: '/api/users/me',
          headers: { authorization: `Bearer ${token}` },
        });
        expect(res.statusCode).toBe(401);
      }
    });

    it('updates names and phone from JSON', async () => {
      const shopper = await registerShopper(ctx);
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/api/users/me',
        headers: shopper.headers,
        payload: { firstName: ' Jisoo ', lastName: 'Park', phoneNumber: '02-123-4567' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        firstName: 'Jisoo',
        lastName: 'Park',
        phoneNumber: '02-123-4567',
        email: shopper.email,
      });
      for (const payload of [
        {},
        { firstName: '' },
        { email: 'other@example.com' },
        { phoneNumber: '555' },
        { firstName: 'x'.repeat(300) },
      ]) {
        const bad = await ctx.app.inject({
          method: 'PUT',
          url: '/api/users/me',
          headers: shopper.headers,
          payload,
        });
        expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      }
    });

    it('stores a profile photo checked by its content', async () => {
      const shopper = await registerShopper(ctx);
      const res = await uploadProfileImage(ctx.app, { headers: shopper.headers });
      expect(res.statusCode, res.body).toBe(200);
      const url = res.json<{ profileImageUrl: string }>().profileImageUrl;
      expect(url).toMatch(/^\/uploads\/profiles\/[0-9a-f]{32}\.png$/);
      // What is stored is a re-encoded copy of the same picture.
      const stored = await readFile(path.join(ctx.config.uploadDir, url.slice('/uploads/'.length)));
      expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
      const served = await ctx.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.equals(stored)).toBe(true);

      // A new photo replaces the old file.
      const again = await uploadProfileImage(ctx.app, { headers: shopper.headers });
      expect(again.json<{ profileImageUrl: string }>().profileImageUrl).not.toBe(url);
      await expect(
        readFile(path.join(ctx.config.uploadDir, url.slice('/uploads/'.length))),
      ).rejects.toThrow();
    });

    it('refuses a non-image renamed .png with 415 and a file over 5 MB with 413', async () => {
      const shopper = await registerShopper(ctx);
      const res = await uploadProfileImage(ctx.app, {
        headers: shopper.headers,
        image: Buffer.from('<script>alert(1)</script>'),
        filename: 'photo.png',
      });
      expect(res.statusCode).toBe(415);

      const huge = Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024 * 1024 + 10)]);
      const tooBig = await uploadProfileImage(ctx.app, {
        headers: shopper.headers,
        image: huge,
        filename: 'big.png',
      });
      expect(tooBig.statusCode).toBe(413);

      const misnamed = await uploadProfileImage(ctx.app, {
        headers: shopper.headers,
        field: 'avatar',
      });
      expect(misnamed.statusCode).toBe(400);
      expect(misnamed.json()).toMatchObject({ message: 'Please select an image to upload' });

      const me = await ctx.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: shopper.headers,
      });
      expect(me.json()).toMatchObject({ profileImageUrl: null });
    });
  });

  describe('change password', () => {
    const change = (headers: Record<string, string>, payload: object) =>
      ctx.app.inject({ method: 'PUT', url: '/api/users/me/password', headers, payload });

    it('needs the current password and then accepts only the new one', async () => {
      const shopper = await registerShopper(ctx);
      const wrong = await change(shopper.headers, {
        currentPassword: 'not-it',
        newPassword: 'new-secret-1',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ message: 'Current password is incorrect.' });

      const ok = await change(shopper.headers, {
        currentPassword: shopper.password,
        newPassword: 'new-secret-1',
      });
      expect(ok.statusCode).toBe(200);
      expect((await login({ email: shopper.email, password: shopper.password })).statusCode).toBe(
        401,
      );
      expect((await login({ email: shopper.email, password: 'new-secret-1' })).statusCode).toBe(
        200,
      );
    });

    it('validates the body and requires a user', async () => {
      const shopper = await registerShopper(ctx);
      for (const payload of [
        {},
        { currentPassword: shopper.password },
        { currentPassword: shopper.password, newPassword: '123' },
      ]) {
        expect((await change(shopper.headers, payload)).statusCode).toBe(400);
      }
      expect(
        (
          await change(
            { 'guest-token': await guestToken(ctx) },
            { currentPassword: 'a', newPassword: 'bbbbbb' },
          )
        ).statusCode,
      ).toBe(401);
    });
  });
});
