// Floods answer 429, uploads are judged by their bytes (not their names) and by their size,
// and every response carries the security headers; CORS lets in only the shop's own origin.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';
import { guestShopper, loggedInShopper } from '../helpers/checkout.ts';
import { addCartLine, createProduct } from '../helpers/factories.ts';
import { TINY_PNG, uploadProfileImage, uploadProof } from '../helpers/multipart.ts';

const JPEG_MAGIC = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01,
]);
const WINDOWS_EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]);

describe('abuse: rate limits, uploads and headers', () => {
  const ctx = useTestApp({ RATE_LIMIT_ENABLED: 'true' });

  async function statusesOf(count: number, send: (i: number) => Promise<{ statusCode: number }>) {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) statuses.push((await send(i)).statusCode);
    return statuses;
  }

  it(
    'answers 429 to floods of logins, password resets and contact messages',
    { timeout: 60_000 },
    async () => {
      // The per-address login limit counts before the body is even read, so a flood of junk
      // bodies (no bcrypt work, keeping this test quick) is cut off like a flood of guesses.
      const logins = await statusesOf(11, (i) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/users/login',
          remoteAddress: '10.9.0.1',
          payload: { email: `a${i}@example.com` },
        }),
      );
      expect(logins.slice(0, 10).every((s) => s === 400)).toBe(true);
      expect(logins[10]).toBe(429);
      const resets = await statusesOf(6, (i) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/users/forgot-password',
          remoteAddress: '10.9.0.2',
          payload: { email: `b${i}@example.com` },
        }),
      );
      expect(resets.at(-1)).toBe(429);
      const contacts = await statusesOf(6, (i) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/contact',
          remoteAddress: '10.9.0.3',
          payload: { email: 'c@example.com', message: `Hello ${i}` },
        }),
      );
      expect(contacts.slice(0, 5).every((s) => s === 200)).toBe(true);
      expect(contacts[5]).toBe(429);
      expect(await ctx.db.contactMessage.count()).toBe(5);
    },
  );

  it('refuses uploads that lie about their type or are over 5 MB, and stores nothing', async () => {
    const shopper = await loggedInShopper(ctx.app, ctx.db);
    const guest = await guestShopper(ctx.app, ctx.db);
    await addCartLine(ctx.db, guest.owner, (await createProduct(ctx.db)).id, 1);
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/guest-checkout',
      headers: guest.headers,
      payload: {
        first_name: 'Jisoo',
        last_name: 'Park',
        email: 'upload@example.com',
        phone: '010-9876-5432',
        address: { street: '1 Jong-ro', city: 'Seoul', postal_code: '03154' },
        payment_method: 'account_transfer',
        depositor_name: 'Park',
        privacy_consent: true,
      },
    });
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json()._id as string;

    const cases: [
      name: string,
      filename: string,
      type: string,
      content: Buffer,
      expected: number,
    ][] = [
      [
        'text named .png',
        'proof.png',
        'image/png',
        Buffer.from('this is not an image at all, just text'),
        415,
      ],
      [
        'JPEG magic in front of an .exe',
        'proof.exe',
        'application/octet-stream',
        Buffer.concat([JPEG_MAGIC, WINDOWS_EXE]),
        415,
      ],
      ['an .exe named .jpg', 'proof.jpg', 'image/jpeg', WINDOWS_EXE, 415],
      [
        'SVG with a script',
        'proof.png',
        'image/png',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        415,
      ],
      [
        'PNG over 5 MB',
        'proof.png',
        'image/png',
        Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024 * 1024 + 10)]),
        413,
      ],
    ];
    for (const [name, filename, type, content, expected] of cases) {
      const response = await uploadProof(ctx.app, orderId, {
        headers: guest.headers,
        image: content,
        filename,
        type,
      });
      expect(response.statusCode, `proof: ${name}`).toBe(expected);
      const profile = await uploadProfileImage(ctx.app, {
        headers: shopper.headers,
        image: content,
        filename,
        type,
      });
      expect(profile.statusCode, `profile image: ${name}`).toBe(expected);
    }
    expect(await ctx.db.paymentProof.count()).toBe(0);
    expect((await ctx.db.order.findUniqueOrThrow({ where: { id: orderId } })).paymentStatus).toBe(
      'unpaid',
    );
  });

  it('sends the security headers on API answers', async () => {
    for (const url of ['/api/health', '/api/products/search?q=tofu', '/api/no-such-thing']) {
      const { headers } = await ctx.app.inject({ method: 'GET', url });
      expect(headers['content-security-policy'], url).toMatch(/default-src 'self'/);
      expect(headers['content-security-policy'], url).toMatch(/frame-ancestors 'none'/);
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['strict-transport-security'] ?? headers['referrer-policy'], url).toBeTruthy();
      expect(headers['x-frame-options'], url).toBeTruthy();
      expect(headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it('lets only the configured web origin through CORS', async () => {
    const preflight = (origin: string) =>
      ctx.app.inject({
        method: 'OPTIONS',
        url: '/api/cart/add',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,guest-token',
        },
      });
    const allowed = await preflight(ctx.config.WEB_ORIGIN);
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe(ctx.config.WEB_ORIGIN);
    expect(String(allowed.headers['access-control-allow-headers'])).toMatch(/guest-token/i);

    const evil = await preflight('https://evil.example');
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    const evilGet = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(evilGet.headers['access-control-allow-origin']).toBeUndefined();
    const ownGet = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: ctx.config.WEB_ORIGIN },
    });
    expect(ownGet.headers['access-control-allow-origin']).toBe(ctx.config.WEB_ORIGIN);
  });
});
