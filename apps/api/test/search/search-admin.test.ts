// The shop team's side of search: synonyms (for the shop team only, effective at the next search
// on every instance), the record of what shoppers searched for, its report and its 90-day end.
import { Prisma } from '../../src/generated/prisma/client.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { runHousekeeping } from '../../src/domain/housekeeping/housekeeping.ts';
import { adminSession, customerSession } from '../helpers/admin.ts';
import { useTestApp } from '../helpers/app.ts';
import { createProduct, createSubcategory } from '../helpers/factories.ts';

describe('search synonyms, records and report', () => {
  const ctx = useTestApp();
  let admin: Record<string, string>;

  beforeAll(async () => {
    admin = (await adminSession(ctx.app, ctx.db)).headers;
    const { id: subcategoryId } = await createSubcategory(ctx.db);
    await createProduct(ctx.db, { subcategoryId, name: 'Qorn Flakes', nameKr: '콘푸레이크 실속' });
    await createProduct(ctx.db, { subcategoryId, name: 'Zebra Cider', nameKr: '제브라 사이다' });
  });

  const headerBox = async (q: string) =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/products/search?q=${encodeURIComponent(q)}`,
      })
    ).json<{ products: { name: string }[]; search_id: string }>();
  const names = async (q: string) => (await headerBox(q)).products.map((p) => p.name);

  it('is for the shop team only', async () => {
    const shopper = (await customerSession(ctx.app, ctx.db)).headers;
    for (const [method, url] of [
      ['GET', '/api/admin/search/synonyms'],
      ['POST', '/api/admin/search/synonyms'],
      ['DELETE', '/api/admin/search/synonyms/00000000-0000-4000-8000-000000000001'],
      ['GET', '/api/admin/search/report?days=7'],
    ] as const) {
      const anonymous = await ctx.app.inject({
        method,
        url,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const customer = await ctx.app.inject({
        method,
        url,
        headers: shopper,
        payload: method === 'POST' ? { terms: ['a', 'b'], two_way: true } : undefined,
      });
      expect(customer.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('lists the grocery starter list in both languages', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/search/synonyms',
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    const { synonyms } = res.json<{ synonyms: { terms?: string[]; from?: string }[] }>();
    const twoWay = synonyms.flatMap((s) => s.terms ?? []);
    for (const term of [
      '계란',
      '달걀',
      'egg',
      '요구르트',
      '요거트',
      'yogurt',
      '생수',
      'water',
      '세제',
      'detergent',
      '대파',
      'spring onion',
    ])
      expect(twoWay).toContain(term);
    expect(synonyms).toContainEqual(expect.objectContaining({ two_way: false, from: '탄산' }));
  });

  it('adds a two-way synonym that the next search uses, and removes it', async () => {
    expect(await names('시리얼')).toEqual([]);
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/search/synonyms',
      headers: admin,
      payload: { terms: ['시리얼', '콘푸레이크', 'cereal'], two_way: true },
    });
    expect(added.statusCode, added.body).toBe(201);
    const synonym = added.json<{ _id: string; two_way: boolean; terms: string[] }>();
    expect(synonym).toMatchObject({ two_way: true, terms: ['시리얼', '콘푸레이크', 'cereal'] });
    expect(await names('시리얼')).toEqual(['Qorn Flakes']);
    expect(await names('cereal')).toEqual(['Qorn Flakes']);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/search/synonyms/${synonym._id}`,
      headers: admin,
    });
    expect(removed.statusCode).toBe(204);
    expect(await names('시리얼')).toEqual([]);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/search/synonyms/${synonym._id}`,
      headers: admin,
    });
    expect(again.statusCode).toBe(404);
  });

  it('keeps a one-way synonym one way', async () => {
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/search/synonyms',
      headers: admin,
      payload: { from: '얼룩말', to: ['제브라'] },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ two_way: false, from: '얼룩말', to: ['제브라'] });
    expect(await names('얼룩말')).toEqual(['Zebra Cider']);
    // 제브라 finds itself, and nothing called 얼룩말 would be found through it.
    expect(await names('제브라')).toEqual(['Zebra Cider']);
  });

  it('refuses a synonym of another shape', async () => {
    for (const payload of [
      { terms: ['하나'], two_way: true },
      { terms: ['a', 'b'], two_way: false },
      { from: '', to: ['x'] },
      { from: 'x', to: [] },
      { terms: ['a', 'b'], two_way: true, from: 'c' },
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/search/synonyms',
        headers: admin,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('sees a change another instance made at its next search', async () => {
    expect(await names('옥수수플레이크')).toEqual([]);
    // What another instance's POST writes: the synonym and a new version.
    await ctx.app.sql.execute(Prisma.sql`
      INSERT INTO search_synonyms (two_way, terms) VALUES (true, ARRAY['옥수수플레이크', 'Qorn Flakes'])`);
    await ctx.app.sql.execute(
      Prisma.sql`UPDATE search_state SET synonyms_version = synonyms_version + 1 WHERE id = 1`,
    );
    expect(await names('옥수수플레이크')).toEqual(['Qorn Flakes']);
  });

  it('records searches without the shopper, with clicks, and reports the top and the empty ones', async () => {
    await ctx.app.sql.execute(Prisma.sql`DELETE FROM search_log`);
    const page = async (q: string) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/products/search/results?lang=ko&q=${encodeURIComponent(q)}`,
        })
      ).json<{ search_id: string; total: number }>();
    const first = await page('제브라');
    await page('제브라');
    await page('없는상품이름');
    // A click on a results page answer marks that search; one on a header box answer records it.
    for (const search_id of [first.search_id, (await headerBox('Qorn')).search_id]) {
      const click = await ctx.app.inject({
        method: 'POST',
        url: '/api/products/search/clicks',
        payload: { search_id },
      });
      expect(click.statusCode).toBe(204);
    }
    // Ids that are not searches change nothing.
    for (const search_id of ['00000000-0000-4000-8000-000000000001', 'h.not-json', 'whatever']) {
      const click = await ctx.app.inject({
        method: 'POST',
        url: '/api/products/search/clicks',
        payload: { search_id },
      });
      expect(click.statusCode).toBe(204);
    }
    const columns = await ctx.app.sql.query<{ column_name: string }>(
      Prisma.sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'search_log'`,
    );
    expect(columns.map((c) => c.column_name).sort()).toEqual(
      ['clicked', 'created_at', 'id', 'language', 'query', 'results'].sort(),
    );

    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/search/report?days=7',
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<{
      days: number;
      top_searches: { query: string; searches: number; clicks: number; results: number }[];
      zero_result_searches: { query: string }[];
    }>();
    expect(report.days).toBe(7);
    expect(report.top_searches[0]).toMatchObject({
      query: '제브라',
      searches: 2,
      clicks: 1,
      results: 1,
    });
    expect(report.top_searches).toContainEqual(
      expect.objectContaining({ query: 'qorn', clicks: 1 }),
    );
    expect(report.zero_result_searches.map((r) => r.query)).toEqual(['없는상품이름']);
    const thirty = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/search/report?days=30',
      headers: admin,
    });
    expect(thirty.json()).toMatchObject({ days: 30 });
    const other = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/search/report?days=9',
      headers: admin,
    });
    expect(other.statusCode).toBe(400);
  });

  it('marks the search of a results page clicked from any of its pages, recording no other', async () => {
    await ctx.app.sql.execute(Prisma.sql`DELETE FROM search_log`);
    const page = async (n: number) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/products/search/results?lang=ko&q=${encodeURIComponent('제브라')}&page=${n}`,
        })
      ).json<{ search_id: string }>();
    await page(1);
    const second = await page(2);
    const click = await ctx.app.inject({
      method: 'POST',
      url: '/api/products/search/clicks',
      payload: { search_id: second.search_id },
    });
    expect(click.statusCode).toBe(204);
    const rows = await ctx.app.sql.query<{ query: string; clicked: boolean }>(
      Prisma.sql`SELECT query, clicked FROM search_log`,
    );
    expect(rows).toEqual([{ query: '제브라', clicked: true }]);
  });

  it('deletes search records after 90 days in the housekeeping pass', async () => {
    await ctx.app.sql.execute(Prisma.sql`DELETE FROM search_log`);
    const now = new Date('2026-11-27T00:00:00Z');
    const day = 86_400_000;
    for (const age of [1, 89, 91, 200])
      await ctx.app.sql.execute(Prisma.sql`
        INSERT INTO search_log (query, language, results, created_at)
        VALUES (${`q${age}`}, 'ko', 1, ${new Date(now.getTime() - age * day)})`);
    const result = await runHousekeeping(ctx.db, now);
    expect(result.searchRecords).toBe(2);
    const left = await ctx.app.sql.query<{ query: string }>(
      Prisma.sql`SELECT query FROM search_log ORDER BY query`,
    );
    expect(left.map((r) => r.query)).toEqual(['q1', 'q89']);
  });
});
