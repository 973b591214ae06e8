// Builders for logged-in and guest callers of the API.
import { createHmac, randomBytes } from 'node:crypto';
import type { TestContext } from './app.ts';

export interface Shopper {
  id: string;
  email: string;
  password: string;
  token: string;
  headers: { authorization: string };
}

export async function registerShopper(
  ctx: TestContext,
  overrides: Partial<
    Record<'firstName' | 'lastName' | 'email' | 'password' | 'phoneNumber', string>
  > = {},
  headers: Record<string, string> = {},
): Promise<Shopper> {
  const body = {
    firstName: 'Minji',
    lastName: 'Kim',
    email: `shopper-${randomBytes(4).toString('hex')}@example.com`,
    password: 'correct horse 123',
    phoneNumber: '010-1234-5678',
    age_14_or_over: true,
    ...overrides,
  };
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/users/register',
    payload: body,
    headers,
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const json = res.json<{ token: string; user: { _id: string } }>();
  return {
    id: json.user._id,
    email: body.email.toLowerCase(),
    password: body.password,
    token: json.token,
    headers: { authorization: `Bearer ${json.token}` },
  };
}

export async function guestToken(ctx: TestContext): Promise<string> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/guest-token' });
  if (res.statusCode !== 200) throw new Error(`guest-token failed: ${res.statusCode} ${res.body}`);
  return res.json<{ token: string }>().token;
}

/** A JWT signed with any secret and algorithm, to forge tokens the API must refuse. */
export function craftToken(
  payload: object,
  options: { secret?: string; alg?: 'HS256' | 'none'; expiresIn?: number } = {},
): string {
  const alg = options.alg ?? 'HS256';
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const body = { iat: now, exp: now + (options.expiresIn ?? 3600), ...payload };
  const unsigned = `${encode({ alg, typ: 'JWT' })}.${encode(body)}`;
  if (alg === 'none') return `${unsigned}.`;
  return `${unsigned}.${createHmac(
    'sha256',
    options.secret ?? 'another-secret-that-is-long-enough-to-sign-hs256',
  )
    .update(unsigned)
    .digest('base64url')}`;
}
