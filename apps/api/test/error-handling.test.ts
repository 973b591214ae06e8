// Input the database or the multipart parser cannot take is the caller's mistake: 400, not 500.
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.ts';
import { createUser } from './helpers/factories.ts';

describe('error handling', () => {
  const ctx = useTestApp({ RATE_LIMIT_ENABLED: 'false' });

  async function customerHeaders() {
    const user = await createUser(ctx.db);
    return { authorization: `Bearer ${ctx.app.signUserToken({ id: user.id, role: 'customer' })}` };
  }

  it('answers text with a NUL character with 400', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/promos/validate',
      headers: { ...(await customerHeaders()), 'content-type': 'application/json' },
      payload: JSON.stringify({ code: 'WELCOME\u000010', order_total: 30_000 }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_VALUE' });
  });

  it('answers a cut-off multipart upload with 400', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: { ...(await customerHeaders()), 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nbroken',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'MALFORMED_UPLOAD',
      message: 'The upload could not be read. Please choose the file again.',
    });
  });

  it('answers broken JSON with 400 and hides nothing useful', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body is not valid JSON.');
  });
});
