import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.ts';

describe('POST /api/contact', () => {
  const ctx = useTestApp();
  const send = (payload: object, ip = '10.0.0.1') =>
    ctx.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress: ip });

  it('stores the message and queues an email to the shop', async () => {
    const res = await send({ email: 'customer@example.com', message: '배송은 언제 되나요?' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Message sent successfully!' });
    expect(await ctx.db.contactMessage.findMany()).toMatchObject([
      { email: 'customer@example.com', message: '배송은 언제 되나요?' },
    ]);
    const [email] = await ctx.db.emailOutbox.findMany({ where: { kind: 'contact_message' } });
    expect(email).toMatchObject({ toAddress: ctx.config.SHOP_EMAIL, status: 'pending' });
    expect(email!.textBody).toContain('배송은 언제 되나요?');
  });

  it('requires an email and a message, and caps the length', async () => {
    expect((await send({ email: '', message: 'hi' }, '10.0.0.2')).statusCode).toBe(400);
    expect((await send({ email: 'a@example.com', message: '  ' }, '10.0.0.2')).statusCode).toBe(
      400,
    );
    expect(
      (await send({ email: 'a@example.com', message: 'x'.repeat(5_001) }, '10.0.0.2')).statusCode,
    ).toBe(400);
    expect((await send({ email: 'not-an-email', message: 'hi' }, '10.0.0.3')).statusCode).toBe(400);
  });

  it('limits how often one address can send', async () => {
    const statuses = [];
    for (let i = 0; i < 7; i++)
      statuses.push(
        (await send({ email: 'spam@example.com', message: `hello ${i}` }, '10.0.0.9')).statusCode,
      );
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    expect(
      (await send({ email: 'other@example.com', message: 'hello' }, '10.0.0.10')).statusCode,
    ).toBe(200);
  });
});
