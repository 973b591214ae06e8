// The search vocabulary the typo stage reads (ADR 60): the runs of words of the live products,
// written with each document, pruned and filled by the housekeeping pass.
import { describe, expect, it } from 'vitest';
import { Prisma } from '../../src/generated/prisma/client.ts';
import { prismaSql } from '../../src/db/sql.ts';
import { termsOf } from '../../src/domain/catalogue/search/vocabulary.ts';
import { runHousekeeping } from '../../src/domain/housekeeping/housekeeping.ts';
import { useTestApp } from '../helpers/app.ts';
import { createProduct } from '../helpers/factories.ts';

describe('the terms of a product', () => {
  it('are the runs of one to three words of each field, split at every word with a digit', () => {
    const terms = termsOf({
      name: 'Shin Ramyun Black 120g x 5',
      nameKr: '농심 신라면 블랙 120g 5개입',
      brand: 'Nongshim',
      brandKr: '농심',
      keywords: ['매운 라면', ''],
    });
    expect(terms).toEqual(
      expect.arrayContaining([
        'shin',
        'shin ramyun',
        'shin ramyun black',
        'ramyun black',
        'x',
        '농심 신라면 블랙',
        'nongshim',
        '농심',
        '매운 라면',
      ]),
    );
    // Sizes and counts are no words to correct towards, nor does a run go across them.
    for (const term of terms) expect(term).not.toMatch(/\d/);
    expect(terms).not.toContain('shin ramyun black x');
    // Never more than three words, each run once.
    expect(terms.every((term) => term.split(' ').length <= 3)).toBe(true);
    expect(new Set(terms).size).toBe(terms.length);
  });
});

describe('the search vocabulary', () => {
  const ctx = useTestApp();
  const correctionOf = async (query: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/products/search/results?q=${encodeURIComponent(query)}&lang=ko`,
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ corrected_to: string | null }>().corrected_to;
  };
  const termCount = async (text: string) => {
    const [row] = await prismaSql(ctx.db).query<{ n: number }>(
      Prisma.sql`SELECT count(*)::int AS n FROM search_terms WHERE text = ${text}`,
    );
    return row!.n;
  };

  it('gains a product’s words at its next search, loses them when it leaves the shop, and is filled by housekeeping', async () => {
    const product = await createProduct(ctx.db, {
      name: 'Zorbleberry Preserve',
      nameKr: '조르블베리 잼',
      brand: 'Quixotic Farm',
    });
    expect(await correctionOf('zorbleberi preserve')).toBe('zorbleberry preserve');
    expect(await correctionOf('조르블배리')).toBe('조르블베리');
    expect(await termCount('zorbleberry preserve')).toBe(1);
    expect(await termCount('quixotic farm')).toBe(1);

    // A shop whose products were there before the vocabulary: the pass fills it.
    await prismaSql(ctx.db).execute(Prisma.sql`DELETE FROM search_terms`);
    expect(await correctionOf('조르블배리')).toBeNull();
    expect(await runHousekeeping(ctx.db, new Date())).toMatchObject({ searchTerms: 0 });
    expect(await correctionOf('조르블배리')).toBe('조르블베리');

    // Archived, its words leave at the next pass, and no search is corrected towards them.
    await ctx.db.product.update({ where: { id: product.id }, data: { archivedAt: new Date() } });
    const { searchTerms } = await runHousekeeping(ctx.db, new Date());
    expect(searchTerms).toBeGreaterThanOrEqual(5);
    expect(await termCount('zorbleberry preserve')).toBe(0);
    expect(await correctionOf('조르블배리')).toBeNull();
  });
});
