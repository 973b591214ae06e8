// Leaving the shop (회원 탈퇴) and downloading one's data. The account and everything hanging on
// it go at once; its finished orders stay, detached and without the entrance code, and never come
// back under a new account with the same email. Open orders, returns and owed refunds refuse.
import { describe, expect, it } from 'vitest';
import { emailProved } from '../src/domain/accounts/email-ownership.ts';
import { registerShopper, type Shopper } from './helpers/accounts.ts';
import { useTestApp } from './helpers/app.ts';
import { addCartLine, createAddress, createOrder, createProduct } from './helpers/factories.ts';

const ENTRANCE = { place: 'door', entrance: { kind: 'code', code: '#1234*' }, note: null };

describe('deleting an account', () => {
  const ctx = useTestApp();

  const deleteAccount = (shopper: Shopper, password: string, language = 'en') =>
    ctx.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: { ...shopper.headers, 'accept-language': language },
      payload: { password },
    });

  async function shopperWithHistory() {
    const shopper = await registerShopper(ctx);
    const product = await createProduct(ctx.db, { stockQuantity: 5 });
    await createAddress(ctx.db, shopper.id);
    await addCartLine(ctx.db, { userId: shopper.id }, product.id, 1);
    await ctx.db.stockAlert.create({
      data: { productId: product.id, email: shopper.email, userId: shopper.id },
    });
    const delivered = await createOrder(ctx.db, {
      userId: shopper.id,
      customerEmail: shopper.email,
      status: 'delivered',
      paymentStatus: 'paid',
      items: [{ product, quantity: 2 }],
    });
    await ctx.db.order.update({
      where: { id: delivered.id },
      data: { deliveryRequest: ENTRANCE },
    });
    return { shopper, product, delivered };
  }

  it('needs the password', async () => {
    const { shopper } = await shopperWithHistory();
    const wrong = await deleteAccount(shopper, 'not my password', 'ko');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'WRONG_PASSWORD',
      message: '비밀번호가 올바르지 않습니다.',
    });
    expect(await ctx.db.user.count({ where: { id: shopper.id } })).toBe(1);
  });

  it('removes the account and what hangs on it, keeps the order detached, and frees the email', async () => {
    const { shopper, delivered } = await shopperWithHistory();

    const deleted = await deleteAccount(shopper, shopper.password);
    expect(deleted.statusCode).toBe(200);

    // Every sign-in ends at once, and signing in fails.
    const me = await ctx.app.inject({ url: '/api/users/me', headers: shopper.headers });
    expect(me.statusCode).toBe(401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: shopper.email, password: shopper.password },
    });
    expect(login.statusCode).toBe(401);

    expect(await ctx.db.address.count({ where: { userId: shopper.id } })).toBe(0);
    expect(await ctx.db.cart.count({ where: { userId: shopper.id } })).toBe(0);
    expect(await ctx.db.stockAlert.count({ where: { email: shopper.email } })).toBe(0);

    const kept = await ctx.db.order.findUniqueOrThrow({ where: { id: delivered.id } });
    expect(kept).toMatchObject({ userId: null, guestSessionId: null, total: delivered.total });
    expect(kept.detachedAt).not.toBeNull();
    expect(kept.deliveryRequest).toEqual({ place: 'door', entrance: { kind: 'code' }, note: null });

    const email = await ctx.db.emailOutbox.findFirstOrThrow({
      where: { toAddress: shopper.email, kind: 'account_deleted' },
    });
    expect(email.subject).toBe('Your Jangbogi account is deleted');

    // The same email signs up as a new account, and the old order stays away from it.
    const again = await registerShopper(ctx, { email: shopper.email });
    await emailProved(ctx.db, again.id);
    const orders = await ctx.app.inject({ url: '/api/orders', headers: again.headers });
    expect(orders.statusCode).toBe(200);
    expect(JSON.stringify(orders.json())).not.toContain(delivered.orderNumber);
  });

  it('writes the confirmation in the language of the account', async () => {
    const shopper = await registerShopper(ctx, {}, { 'accept-language': 'ko' });
    expect((await deleteAccount(shopper, shopper.password)).statusCode).toBe(200);
    const email = await ctx.db.emailOutbox.findFirstOrThrow({
      where: { toAddress: shopper.email, kind: 'account_deleted' },
    });
    expect(email.subject).toBe('장보기 회원 탈퇴가 완료되었습니다');
  });

  describe('refuses while something is open, naming the order', () => {
    async function refusal(setUp: (shopper: Shopper) => Promise<{ orderNumber: string }>) {
      const shopper = await registerShopper(ctx);
      const order = await setUp(shopper);
      const refused = await deleteAccount(shopper, shopper.password, 'ko');
      expect(refused.statusCode).toBe(409);
      expect(await ctx.db.user.count({ where: { id: shopper.id } })).toBe(1);
      const body = refused.json<{ code: string; message: string; details: unknown }>();
      expect(body.code).toBe('ACCOUNT_HAS_OPEN_ORDERS');
      expect(body.message).toContain(order.orderNumber);
      return body;
    }

    it('a transfer whose proof awaits review', async () => {
      const body = await refusal((shopper) =>
        createOrder(ctx.db, { userId: shopper.id, paymentStatus: 'proof_submitted' }),
      );
      expect(body.details).toMatchObject({ reason: 'open_order' });
      expect(body.message).toMatch(/^주문번호 \S+ 주문이 아직 끝나지 않았습니다/);
    });

    it('a paid order not yet delivered', async () => {
      const body = await refusal((shopper) =>
        createOrder(ctx.db, { userId: shopper.id, status: 'shipped', paymentStatus: 'paid' }),
      );
      expect(body.details).toMatchObject({ reason: 'open_order' });
    });

    it('a delivered order with a return being decided', async () => {
      const body = await refusal(async (shopper) => {
        const order = await createOrder(ctx.db, {
          userId: shopper.id,
          status: 'delivered',
          paymentStatus: 'paid',
        });
        await ctx.db.returnRequest.create({
          data: { orderId: order.id, reason: 'defective_item', status: 'approved' },
        });
        return order;
      });
      expect(body.details).toMatchObject({ reason: 'open_return' });
      expect(body.message).toContain('반품이 진행 중입니다');
    });

    it('a cancelled order whose refund is still owed', async () => {
      const body = await refusal(async (shopper) => {
        const order = await createOrder(ctx.db, {
          userId: shopper.id,
          status: 'cancelled',
          paymentStatus: 'paid',
        });
        await ctx.db.refund.create({
          data: { orderId: order.id, amount: order.total, method: 'transfer', lines: [] },
        });
        return order;
      });
      expect(body.details).toMatchObject({ reason: 'refund_due' });
    });
  });
});

describe('downloading my data', () => {
  const ctx = useTestApp();

  it('answers everything held about the shopper, and nothing about anyone else', async () => {
    const shopper = await registerShopper(ctx, { firstName: '민지', lastName: '김' });
    const someoneElse = await registerShopper(ctx);
    const product = await createProduct(ctx.db);
    await createAddress(ctx.db, shopper.id);
    await ctx.db.stockAlert.create({
      data: { productId: product.id, email: shopper.email, userId: shopper.id },
    });
    const mine = await createOrder(ctx.db, {
      userId: shopper.id,
      customerEmail: shopper.email,
      items: [{ product, quantity: 3 }],
    });
    const theirs = await createOrder(ctx.db, { userId: someoneElse.id });

    const res = await ctx.app.inject({ url: '/api/users/me/data', headers: shopper.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    const data = res.json();
    expect(data.profile).toMatchObject({ email: shopper.email, first_name: '민지' });
    expect(data.addresses).toHaveLength(1);
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({
      order_number: mine.orderNumber,
      total: mine.total,
      lines: [{ product_name: product.name, quantity: 3 }],
    });
    expect(data.stock_alerts).toHaveLength(1);
    expect(data.consents).toHaveProperty('marketing_agreed_at');
    expect(res.body).not.toContain(theirs.orderNumber);
    expect(res.body).not.toContain(someoneElse.email);
    expect(res.body).not.toMatch(/password/i);
  });

  it('is only for the signed-in shopper', async () => {
    const res = await ctx.app.inject({ url: '/api/users/me/data' });
    expect(res.statusCode).toBe(401);
  });
});
