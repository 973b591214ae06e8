import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.ts';

describe('GET /api/health', () => {
  const ctx = useTestApp();

  it('is alive', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown endpoints with a JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('serves an OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      openapi: '3.1.0',
      paths: { '/api/health': expect.any(Object) },
    });
  });
});
