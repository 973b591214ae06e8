// Emails go out in the language the shopper used when they caused them, and the account remembers
// it: a Korean guest order's confirmation, set-password link and later shipping email are Korean;
// a reset is written in the account's saved language whatever page asked for it; signing in from
// an English page makes the order emails English again.
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../src/domain/accounts/password.ts';
import { adminSession } from './helpers/admin.ts';
import { useTestApp } from './helpers/app.ts';
import { guestCheckout, guestShopper, loggedInShopper, placeOrder } from './helpers/checkout.ts';
import { addCartLine, createProduct, createUser } from './helpers/factories.ts';

const KOREAN = { 'accept-language': 'ko-KR,ko;q=0.9' };

describe('emails in the language the shopper used', () => {
  const ctx = useTestApp({ PUBLIC_URL: 'https://shop.example' });

  const emailsTo = (toAddress: string) =>
    ctx.db.emailOutbox.findMany({ where: { toAddress }, orderBy: { createdAt: 'asc' } });

  async function ship(orderId: string) {
    const admin = await adminSession(ctx.app, ctx.db);
    for (const action of ['confirm', 'ship']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/actions`,
        headers: admin.headers,
        payload: { action, courier: 'cj', tracking_number: '6012-3456-7890' },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  }

  it('writes a Korean guest order, its set-password link and its shipping in Korean', async () => {
    const guest = await guestShopper(ctx.app, ctx.db);
    const product = await createProduct(ctx.db, { sellPrice: 12_300, nameKr: '배추김치' });
    await addCartLine(ctx.db, guest.owner, product.id, 2);
    const email = `korean-guest-${Date.now()}@example.com`;
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/guest-checkout',
      headers: { ...guest.headers, ...KOREAN },
      payload: {
        first_name: '지수',
        last_name: '박',
        email,
        phone: '010-9876-5432',
        address: { street: '세종대로 12', city: '서울', postal_code: '04524' },
        payment_method: 'cash',
        privacy_consent: true,
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { _id: orderId, order_number: orderNumber } = placed.json<{
      _id: string;
      order_number: string;
    }>();

    const [setPassword, confirmation] = await emailsTo(email).then((all) =>
      ['guest_account_set_password', 'order_confirmation'].map((kind) =>
        all.find((e) => e.kind === kind),
      ),
    );
    expect(confirmation?.subject).toBe(`[장보기] 주문 ${orderNumber} 접수 안내`);
    expect(confirmation?.textBody).toContain('배추김치 · 수량 2 · 24,600원');
    // A Korean name is written family name first: 박지수, not 지수 박.
    expect(confirmation?.textBody).toContain('박지수님, 주문해 주셔서 감사합니다!');
    expect((await ctx.db.order.findUniqueOrThrow({ where: { id: orderId } })).customerName).toBe(
      '박지수',
    );
    // The order belongs to no account yet: My Orders, behind the sign-in, would not show it.
    expect(confirmation?.textBody).toContain(
      `이 주문 보기: https://shop.example/ko/order-success?order=${orderId}`,
    );
    expect(confirmation?.textBody).not.toContain('/my-orders');
    expect(confirmation?.textBody).toContain('다른 이메일의 링크로 비밀번호를 정해 주세요');
    expect(confirmation?.htmlBody).toMatch(/^<!DOCTYPE html><html lang="ko">/);
    expect(setPassword?.subject).toBe('장보기 계정의 비밀번호를 정해 주세요');
    expect(setPassword?.textBody).toContain('박지수님, 안녕하세요.');
    expect(setPassword?.textBody).toMatch(/https:\/\/shop\.example\/ko\/set-password\/\S+/);

    await ship(orderId);
    const shipped = (await emailsTo(email)).find((e) => e.kind === 'order_ship');
    expect(shipped?.subject).toBe(`주문 ${orderNumber}이 발송되었습니다`);
    expect(shipped?.textBody).toContain('송장번호: 6012-3456-7890');
    expect(shipped?.textBody).toContain('박지수님, 안녕하세요.');
  });

  it('keeps an English guest order in English', async () => {
    const guest = await guestShopper(ctx.app, ctx.db);
    await addCartLine(ctx.db, guest.owner, (await createProduct(ctx.db)).id, 1);
    const email = `english-guest-${Date.now()}@example.com`;
    const placed = await guestCheckout(ctx.app, guest, { email });
    expect(placed.statusCode, placed.body).toBe(201);
    const { _id: orderId, order_number: orderNumber } = placed.json<{
      _id: string;
      order_number: string;
    }>();
    await ship(orderId);
    const emails = await emailsTo(email);
    const subjects = emails.map((e) => e.subject);
    expect(subjects).toContain(`Your Jangbogi order ${orderNumber}`);
    expect(subjects).toContain(`Order ${orderNumber} has shipped`);
    const shipped = emails.find((e) => e.kind === 'order_ship');
    expect(shipped?.textBody).toContain('Hello Jisoo Park,');
  });

  it("writes a reset in the account's saved language, whatever page asked, and keeps it", async () => {
    const korean = await createUser(ctx.db, { passwordHash: await hashPassword('secret-123') });
    await ctx.db.user.update({ where: { id: korean.id }, data: { preferredLanguage: 'ko' } });
    const english = await createUser(ctx.db, { passwordHash: await hashPassword('secret-123') });
    const ask = (email: string, headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/users/forgot-password',
        headers,
        payload: { email },
      });
    expect((await ask(korean.email, { 'accept-language': 'en' })).statusCode).toBe(200);
    expect((await ask(english.email, KOREAN)).statusCode).toBe(200);

    const [toKorean] = await emailsTo(korean.email);
    expect(toKorean?.subject).toBe('장보기 비밀번호 재설정 안내');
    expect(toKorean?.textBody).toMatch(/https:\/\/shop\.example\/ko\/reset-password\/\S+/);
    expect(toKorean?.htmlBody).toMatch(/^<!DOCTYPE html><html lang="ko">/);
    const [toEnglish] = await emailsTo(english.email);
    expect(toEnglish?.subject).not.toMatch(/[가-힣]/);
    expect(toEnglish?.textBody).toMatch(/https:\/\/shop\.example\/reset-password\/\S+/);
    expect(toEnglish?.htmlBody).toMatch(/^<!DOCTYPE html><html lang="en">/);
    // Whoever asks has not signed in: the page they asked from changes nothing on the account.
    const saved = await ctx.db.user.findMany({
      where: { id: { in: [korean.id, english.id] } },
      select: { id: true, preferredLanguage: true },
    });
    expect(Object.fromEntries(saved.map((u) => [u.id, u.preferredLanguage]))).toEqual({
      [korean.id]: 'ko',
      [english.id]: 'en',
    });
  });

  it("follows the language a shopper signs in with, and then the profile's choice", async () => {
    const shopper = await loggedInShopper(ctx.app, ctx.db);
    await ctx.db.user.update({
      where: { id: shopper.user.id },
      data: { passwordHash: await hashPassword('secret-123') },
    });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: KOREAN,
      payload: { email: shopper.user.email, password: 'secret-123' },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toMatchObject({ user: { preferred_language: 'ko' } });

    await addCartLine(ctx.db, shopper.owner, (await createProduct(ctx.db)).id, 1);
    const placed = await placeOrder(ctx.app, shopper);
    const { _id: orderId, order_number: orderNumber } = placed.json<{
      _id: string;
      order_number: string;
    }>();
    await ship(orderId);
    const shipped = (await emailsTo(shopper.user.email)).find((e) => e.kind === 'order_ship');
    expect(shipped?.subject).toBe(`주문 ${orderNumber}이 발송되었습니다`);

    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: shopper.headers,
      payload: { preferred_language: 'en' },
    });
    expect(changed.statusCode).toBe(200);
    const admin = await adminSession(ctx.app, ctx.db);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/actions`,
      headers: admin.headers,
      payload: { action: 'deliver' },
    });
    const delivered = (await emailsTo(shopper.user.email)).find((e) => e.kind === 'order_deliver');
    expect(delivered?.subject).toBe(`Order ${orderNumber} was delivered`);
  });
});
