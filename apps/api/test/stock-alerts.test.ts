// Back in stock: shoppers leave an email on a sold-out product and are emailed once when stock
// comes back, in the order they asked, in the language they asked in; only at an email its owner
// confirmed (double opt-in), and every alert unsubscribes in one click.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMailer } from '../src/domain/email/mailer.ts';
import { runOutboxOnce } from '../src/domain/email/worker.ts';
import { signAlertLink } from '../src/domain/stock-alerts/alert-links.ts';
import { sendBackInStockAlerts } from '../src/domain/stock-alerts/stock-alerts.ts';
import { alertLinkSettings } from '../src/http/alert-link-settings.ts';
import type { Logger } from '../src/lib/logger.ts';
import { adminSession } from './helpers/admin.ts';
import { useTestApp } from './helpers/app.ts';
import { guestShopper, loggedInShopper } from './helpers/checkout.ts';
import { createProduct } from './helpers/factories.ts';

const silentLog: Logger = { info: () => {}, warn: () => {}, error: () => {} };
let addressCount = 0;
/** A client address of its own, so the per-address limit counts only what a test means it to. */
const nextAddress = () => `10.20.${Math.floor(++addressCount / 250)}.${(addressCount % 250) + 1}`;

describe('back-in-stock alerts', () => {
  const ctx = useTestApp();
  const SHOP_URL = 'https://shop.example';
  const links = () => ({ ...alertLinkSettings(ctx.app), publicUrl: SHOP_URL });
  const send = (limit?: number) => sendBackInStockAlerts(ctx.db, links(), new Date(), limit);

  const ask = (
    productId: string,
    headers: Record<string, string>,
    payload: object = {},
    remoteAddress = nextAddress(),
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/products/${productId}/stock-alert`,
      headers,
      payload,
      remoteAddress,
    });

  const mailsTo = (to: string, kind: string) =>
    ctx.db.emailOutbox.findMany({ where: { toAddress: to, kind }, orderBy: { createdAt: 'asc' } });

  /** The token of the last link of `kind` mailed to `to`. */
  async function linkTo(to: string, kind: string, page: 'confirm' | 'unsubscribe') {
    const [mail] = (await mailsTo(to, kind)).reverse();
    const match = new RegExp(`/stock-alerts/${page}/([A-Za-z0-9_.-]+)`).exec(mail?.textBody ?? '');
    expect(match, `no ${page} link mailed to ${to}`).not.toBeNull();
    return match![1]!;
  }

  const follow = (page: 'confirm' | 'unsubscribe', token: string, headers = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/stock-alerts/${page}/${token}`,
      headers,
      remoteAddress: nextAddress(),
    });

  async function restock(productId: string) {
    const admin = await adminSession(ctx.app, ctx.db);
    const restocked = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/products/${productId}/stock`,
      headers: admin.headers,
      payload: { change: 12, reason: 'Received' },
    });
    expect(restocked.statusCode).toBe(200);
  }

  /** A guest asks for `email` and follows the confirmation link mailed to it. */
  async function confirmedGuest(productId: string, email: string, headers = {}) {
    const guest = await guestShopper(ctx.app, ctx.db);
    expect((await ask(productId, { ...guest.headers, ...headers }, { email })).statusCode).toBe(
      201,
    );
    const token = await linkTo(email, 'stock_alert_confirmation', 'confirm');
    expect((await follow('confirm', token)).statusCode).toBe(200);
  }

  it('takes each email once, refuses an in-stock product, and uses a logged-in account', async () => {
    const soldOut = await createProduct(ctx.db, { stockQuantity: 0 });
    const inStock = await createProduct(ctx.db, { stockQuantity: 3 });
    const guest = await guestShopper(ctx.app, ctx.db);
    const shopper = await loggedInShopper(ctx.app, ctx.db);

    const first = await ask(soldOut.id, guest.headers, { email: 'Mina@Example.com' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ waiting: true, email: 'mina@example.com', confirmed: false });
    expect((await ask(soldOut.id, guest.headers, { email: 'mina@example.com' })).statusCode).toBe(
      201,
    );
    // A logged-in shopper is alerted at the account's email, whatever the body says.
    const own = await ask(soldOut.id, shopper.headers, { email: 'someone-else@example.com' });
    expect(own.statusCode).toBe(201);
    expect(own.json()).toMatchObject({ waiting: true, email: shopper.user.email.toLowerCase() });
    expect(await ctx.db.stockAlert.count({ where: { email: 'someone-else@example.com' } })).toBe(0);
    expect(await mailsTo('someone-else@example.com', 'stock_alert_confirmation')).toHaveLength(0);
    expect((await ask(soldOut.id, guest.headers)).json().code).toBe('EMAIL_REQUIRED');
    const refused = await ask(inStock.id, guest.headers, { email: 'mina@example.com' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('IN_STOCK');

    const admin = await adminSession(ctx.app, ctx.db);
    const product = await ctx.app.inject({
      url: `/api/admin/products/${soldOut.id}`,
      headers: admin.headers,
    });
    expect(product.json().stock_alerts_waiting).toBe(2);
  });

  it('alerts a guest only after the email is confirmed, once; a later alert needs no new link', async () => {
    const tea = await createProduct(ctx.db, { stockQuantity: 0, name: 'Barley Tea' });
    const rice = await createProduct(ctx.db, { stockQuantity: 0, name: 'Black Rice' });
    const guest = await guestShopper(ctx.app, ctx.db);
    const email = 'optin@example.com';
    await ask(tea.id, guest.headers, { email });
    await ask(tea.id, guest.headers, { email });
    await ask(rice.id, guest.headers, { email });
    // One confirmation email, however often the email is typed in that day.
    const confirmations = await mailsTo(email, 'stock_alert_confirmation');
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]?.subject).toBe('Confirm your email for back-in-stock alerts');
    expect(confirmations[0]?.textBody).toContain('Barley Tea');

    // Back in stock, but nobody confirmed: nothing goes out, and the alert keeps waiting.
    await restock(tea.id);
    expect(await send()).toBe(0);

    const token = await linkTo(email, 'stock_alert_confirmation', 'confirm');
    expect(confirmations[0]?.textBody).toContain(`/stock-alerts/confirm/${token}`);
    // A confirmation link cannot unsubscribe, and a changed one is refused.
    const wrongKind = await follow('unsubscribe', token);
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().code).toBe('INVALID_ALERT_LINK');
    expect((await follow('confirm', `${token.slice(0, -2)}xx`)).statusCode).toBe(400);
    const confirmed = await follow('confirm', token, { 'accept-language': 'ko' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      email,
      message: `확인되었습니다. 요청하신 상품이 재입고되면 ${email} 주소로 알려 드리겠습니다.`,
    });

    expect(await send()).toBe(1);
    expect(await mailsTo(email, 'back_in_stock')).toHaveLength(1);
    // The second product's alert needs no new link.
    await restock(rice.id);
    expect(await send()).toBe(1);
    expect(await mailsTo(email, 'back_in_stock')).toHaveLength(2);
    expect(await mailsTo(email, 'stock_alert_confirmation')).toHaveLength(1);
  });

  it('needs no link for a verified account, and confirms an unverified account by email', async () => {
    const product = await createProduct(ctx.db, { stockQuantity: 0 });
    const verified = await loggedInShopper(ctx.app, ctx.db);
    await ctx.db.user.update({
      where: { id: verified.user.id },
      data: { emailVerifiedAt: new Date() },
    });
    const unverified = await loggedInShopper(ctx.app, ctx.db);
    expect((await ask(product.id, verified.headers)).json().confirmed).toBe(true);
    expect((await ask(product.id, unverified.headers)).json().confirmed).toBe(false);
    expect(await mailsTo(verified.user.email, 'stock_alert_confirmation')).toHaveLength(0);
    expect(await mailsTo(unverified.user.email, 'stock_alert_confirmation')).toHaveLength(1);
    await restock(product.id);
    await send();
    expect(await mailsTo(verified.user.email, 'back_in_stock')).toHaveLength(1);
    expect(await mailsTo(unverified.user.email, 'back_in_stock')).toHaveLength(0);
  });

  it('emails every waiting shopper once, oldest first, when stock comes back', async () => {
    const product = await createProduct(ctx.db, { stockQuantity: 0, name: 'Honey Citron Tea' });
    await confirmedGuest(product.id, 'first@example.com');
    await confirmedGuest(product.id, 'second@example.com', { 'accept-language': 'ko-KR,ko;q=0.9' });
    await confirmedGuest(product.id, 'third@example.com');

    // Nothing goes out while it is still sold out.
    expect(await send()).toBe(0);

    await restock(product.id);
    const sentTo = async () =>
      (await ctx.db.emailOutbox.findMany({ where: { kind: 'back_in_stock' } }))
        .filter((email) => email.textBody.includes(product.id))
        .map((email) => email.toAddress)
        .sort();
    // Two a pass: the two who asked first go first.
    expect(await send(2)).toBe(2);
    expect(await sentTo()).toEqual(['first@example.com', 'second@example.com']);
    expect(await send(2)).toBe(1);
    expect(await send(2)).toBe(0);
    expect(await sentTo()).toEqual([
      'first@example.com',
      'second@example.com',
      'third@example.com',
    ]);

    const [first] = await mailsTo('first@example.com', 'back_in_stock');
    expect(first?.subject).toBe('Back in stock: Honey Citron Tea');
    expect(first?.textBody).toContain(`${SHOP_URL}/product/${product.id}`);
    expect(first?.textBody).toContain(`${SHOP_URL}/stock-alerts/unsubscribe/`);
    const [korean] = await mailsTo('second@example.com', 'back_in_stock');
    expect(korean?.subject).toBe(`재입고 알림: ${product.nameKr}`);
    expect(korean?.textBody).toContain(`${SHOP_URL}/ko/product/${product.id}`);
    expect(korean?.textBody).toContain(`${SHOP_URL}/ko/stock-alerts/unsubscribe/`);
    expect(korean?.textBody).toContain('재입고 알림 수신 거부');
  });

  it('unsubscribes in one click from the List-Unsubscribe header, and stops what was waiting', async () => {
    const first = await createProduct(ctx.db, { stockQuantity: 0 });
    const second = await createProduct(ctx.db, { stockQuantity: 0 });
    const email = 'leaving@example.com';
    await confirmedGuest(first.id, email);
    await confirmedGuest(second.id, email);
    await restock(first.id);
    expect(await send()).toBe(1);

    const [alert] = await mailsTo(email, 'back_in_stock');
    const token = await linkTo(email, 'back_in_stock', 'unsubscribe');
    const endpoint = `${SHOP_URL}/api/stock-alerts/unsubscribe/${token}`;
    expect(alert?.headers).toEqual({
      'List-Unsubscribe': `<${endpoint}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    // What a mail client sends for RFC 8058's one click.
    const unsubscribed = await ctx.app.inject({
      method: 'POST',
      url: new URL(endpoint).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
      remoteAddress: nextAddress(),
    });
    expect(unsubscribed.statusCode, unsubscribed.body).toBe(200);
    expect(unsubscribed.json().message).toBe(
      `You are unsubscribed: ${email} gets no more back-in-stock alerts.`,
    );

    // The second product comes back: no alert.
    await restock(second.id);
    expect(await send()).toBe(0);
    expect(await mailsTo(email, 'back_in_stock')).toHaveLength(1);
    // Asking again starts with a new confirmation.
    const third = await createProduct(ctx.db, { stockQuantity: 0 });
    const guest = await guestShopper(ctx.app, ctx.db);
    await ask(third.id, guest.headers, { email });
    expect(await mailsTo(email, 'stock_alert_confirmation')).toHaveLength(2);
    await restock(third.id);
    expect(await send()).toBe(0);
  });

  it('writes the unsubscribe headers into the email itself', async () => {
    const product = await createProduct(ctx.db, { stockQuantity: 0 });
    const email = 'headers@example.com';
    await confirmedGuest(product.id, email);
    await restock(product.id);
    await send();
    const token = await linkTo(email, 'back_in_stock', 'unsubscribe');
    const mailer = createMailer(
      { SMTP_URL: '', MAIL_FROM: 'shop@example.com', mailDir: ctx.config.mailDir },
      silentLog,
    );
    await runOutboxOnce(ctx.db, mailer.send, { batchSize: 100 });
    mailer.close();
    const files = await readdir(ctx.config.mailDir);
    const texts = await Promise.all(
      files.map((file) => readFile(path.join(ctx.config.mailDir, file), 'utf8')),
    );
    // Headers as a mail client reads them: long ones are folded onto the next line.
    const eml = texts
      .map((text) => text.replace(/\r?\n[ \t]+/g, ' '))
      .find((text) => text.includes(`To: ${email}`) && /Back in stock/.test(text));
    expect(eml).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(eml).toContain(`List-Unsubscribe: <${SHOP_URL}/api/stock-alerts/unsubscribe/${token}>`);
    // Sent: the links, headers included, are not kept.
    const sent = await mailsTo(email, 'back_in_stock');
    expect(sent[0]?.headers).toBeNull();
  });

  it('limits requests per client address and per email', async () => {
    const product = await createProduct(ctx.db, { stockQuantity: 0 });
    const guest = await guestShopper(ctx.app, ctx.db);
    // Thirty addresses from one client: ten are taken.
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await ask(
        product.id,
        guest.headers,
        { email: `bulk-${i}@example.com` },
        '10.99.0.1',
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    const korean = await ctx.app.inject({
      method: 'POST',
      url: `/api/products/${product.id}/stock-alert`,
      headers: { ...guest.headers, 'accept-language': 'ko' },
      payload: { email: 'bulk-x@example.com' },
      remoteAddress: '10.99.0.1',
    });
    expect(korean.json()).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: '이 연결에서 재입고 알림 요청이 너무 많습니다. 한 시간 뒤에 다시 시도해 주세요.',
    });

    // One email from many addresses: ten a hour, and a single confirmation email.
    const target = 'Target@Example.com';
    const perEmail: number[] = [];
    for (let i = 0; i < 12; i++) {
      perEmail.push((await ask(product.id, guest.headers, { email: target })).statusCode);
    }
    expect(perEmail.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(perEmail.slice(10)).toEqual([429, 429]);
    expect(await mailsTo('target@example.com', 'stock_alert_confirmation')).toHaveLength(1);
  });

  it('refuses a forged unsubscribe link', async () => {
    const forged = signAlertLink(
      'not-the-server-secret-at-all-32-chars',
      'unsubscribe',
      'x@example.com',
    );
    const res = await follow('unsubscribe', forged);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_ALERT_LINK');
  });
});
