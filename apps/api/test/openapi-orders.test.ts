import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.ts';

describe('OpenAPI document for checkout', () => {
  const ctx = useTestApp();

  it('describes the order, promo and contact endpoints', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths as Record<string, unknown>);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/orders',
        '/api/orders/guest-checkout',
        '/api/orders/{orderId}',
        '/api/orders/{orderId}/upload-proof',
        '/api/promos',
        '/api/promos/validate',
        '/api/contact',
      ]),
    );
  });
});
