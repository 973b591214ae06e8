// The catalogue import against files made to hurt the server: ZIP bombs in the pictures (honest
// ones, ones that lie about their size, ones that claim gigabytes) and sheets longer than the
// import takes. Each is refused in words that name the limit, in both languages, and the server's
// resident memory stays flat while it says so.
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from '../helpers/admin.ts';
import { useTestApp } from '../helpers/app.ts';
import { csvUtf8, previewSheet, sheetForm, zipOf } from '../helpers/catalogue-sheets.ts';
import { TINY_PNG } from '../helpers/multipart.ts';
import { readCatalogueSheet } from '../../src/domain/catalogue/import/sheet.ts';
import {
  deflatedEntry,
  deflatedZeros,
  zipOfEntries,
  type ForgedEntry,
} from '../helpers/zip-bombs.ts';

const HEADER = ['sku', 'name', 'name_kr', 'category', 'subcategory', 'sell_price', 'images'];
const MiB = 1024 * 1024;

/** Resident memory growth that would mean a picture was inflated whole. */
const MAX_RSS_GROWTH = 100 * 1000 * 1000;

describe('catalogue import limits', () => {
  const ctx = useTestApp();
  let headers: Record<string, string>;
  /** 200 MiB of zeros deflated: about 200 kB. */
  let zeros: { data: Buffer; crc: number };
  beforeAll(async () => {
    headers = (await adminSession(ctx.app, ctx.db)).headers;
    const category = await ctx.db.category.create({ data: { name: 'Produce', nameKr: '채소' } });
    await ctx.db.subcategory.create({
      data: { categoryId: category.id, name: 'Roots', nameKr: '뿌리채소' },
    });
    zeros = await deflatedZeros(200 * MiB);
  });

  const sheetNaming = (...images: string[]) =>
    csvUtf8([
      HEADER,
      ...images.map((image, i) => [
        `ZB-${i}`,
        `Beet ${i}`,
        `비트 ${i}`,
        'Produce',
        'Roots',
        3900,
        image,
      ]),
    ]);

  const send = (
    step: 'preview' | 'apply',
    sheet: Buffer,
    zip: Buffer,
    language: 'en' | 'ko' = 'en',
  ) => {
    const form = sheetForm(sheet, 'products.csv', zip);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/admin/products/import/${step}`,
      headers: { ...headers, ...form.headers, 'accept-language': language },
      payload: form.payload,
    });
  };

  /** The request's answer and the most the process's resident memory grew while it ran. */
  async function measured<T>(run: () => Promise<T>): Promise<{ result: T; growth: number }> {
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 1);
    try {
      const result = await run();
      peak = Math.max(peak, process.memoryUsage().rss);
      return { result, growth: peak - before };
    } finally {
      clearInterval(sampler);
    }
  }

  it('warms up on a good ZIP, so the libraries it loads are not counted below', async () => {
    const preview = await previewSheet({
      app: ctx.app,
      headers,
      sheet: sheetNaming('beet.png'),
      zip: await zipOf({ 'beet.png': TINY_PNG }),
    });
    expect(preview.counts).toMatchObject({ new: 1, refused: 0 });
  });

  it('refuses the pictures of a ZIP bomb by their stated size without inflating them', async () => {
    const bomb = (name: string): ForgedEntry => ({ name, ...zeros, statedSize: 200 * MiB });
    const zip = zipOfEntries([
      deflatedEntry('beet.png', TINY_PNG),
      bomb('bomb-1.png'),
      bomb('bomb-2.png'),
    ]);
    expect(zip.length).toBeLessThan(MiB);
    const sheet = sheetNaming('beet.png', 'bomb-1.png', 'bomb-2.png');
    for (const step of ['preview', 'apply'] as const) {
      const { result, growth } = await measured(() => send(step, sheet, zip));
      expect(result.statusCode).toBe(413);
      expect(result.json()).toMatchObject({
        code: 'ZIP_PICTURE_TOO_LARGE',
        message:
          'The picture bomb-1.png in the ZIP unpacks to more than 5 MB, the limit for one picture.',
      });
      expect(growth).toBeLessThan(MAX_RSS_GROWTH);
    }
    const korean = await send('preview', sheet, zip, 'ko');
    expect(korean.json().message).toBe(
      'ZIP 파일의 그림 bomb-1.png의 압축을 풀면 5MB를 넘습니다. 그림 하나는 5MB까지입니다.',
    );
    expect(await ctx.db.product.count({ where: { sku: { startsWith: 'ZB-' } } })).toBe(0);
  });

  it('stops inflating a picture that claims to be small where its size ends', async () => {
    // States 4 MB, holds 200 MiB: only counting the bytes as they come finds out.
    const liar: ForgedEntry = { name: 'liar.png', ...zeros, statedSize: 4 * MiB };
    const zip = zipOfEntries([deflatedEntry('beet.png', TINY_PNG), liar]);
    const sheet = sheetNaming('beet.png', 'liar.png');
    for (const step of ['preview', 'apply'] as const) {
      const { result, growth } = await measured(() => send(step, sheet, zip));
      expect(result.statusCode).toBe(400);
      expect(result.json()).toMatchObject({
        code: 'UNREADABLE_ZIP',
        message: 'The picture liar.png in the ZIP could not be unpacked.',
      });
      expect(growth).toBeLessThan(MAX_RSS_GROWTH);
    }
    const korean = await send('preview', sheet, zip, 'ko');
    expect(korean.json().message).toBe('ZIP 파일의 그림 liar.png의 압축을 풀 수 없습니다.');
  });

  it('refuses an archive that claims gigabytes, named by a row or not', async () => {
    const giant: ForgedEntry = { name: 'giant.png', ...zeros, statedSize: 0xfff0_0000 };
    const zip = zipOfEntries([deflatedEntry('beet.png', TINY_PNG), giant]);
    const unnamed = await measured(() => send('preview', sheetNaming('beet.png'), zip));
    expect(unnamed.result.statusCode).toBe(413);
    expect(unnamed.result.json()).toMatchObject({
      code: 'ZIP_TOO_LARGE',
      message: 'The ZIP of pictures unpacks to more than 100 MB, the limit for one import.',
    });
    expect(unnamed.growth).toBeLessThan(MAX_RSS_GROWTH);
    const korean = await send('preview', sheetNaming('beet.png'), zip, 'ko');
    expect(korean.json().message).toBe(
      '이미지 ZIP 파일의 압축을 풀면 100MB를 넘습니다. 한 번에 100MB까지 가져올 수 있습니다.',
    );
    const named = await send('preview', sheetNaming('beet.png', 'giant.png'), zip);
    expect(named.json()).toMatchObject({ code: 'ZIP_PICTURE_TOO_LARGE' });
    expect(named.json().message).toContain('giant.png');
  });

  it('refuses the whole archive past its unpacked limit even when each picture is small', async () => {
    const fours = await deflatedZeros(4 * MiB);
    const entries = Array.from({ length: 26 }, (_, i) => ({
      name: `part-${i}.png`,
      ...fours,
      statedSize: 4 * MiB,
    }));
    const response = await send('preview', sheetNaming('part-0.png'), zipOfEntries(entries));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'ZIP_TOO_LARGE' });
  });

  // Three sheets of 20,000 rows and more are read: seconds on a busy machine.
  it(
    'refuses a sheet longer than the import takes, saying the limit, rather than cutting it',
    {
      timeout: 90_000,
    },
    async () => {
      // Joined by hand: these cells need no quoting, and a CSV writer takes seconds for 100,000 rows.
      const rows = Array.from({ length: 100_000 }, (_, i) =>
        [`LONG-${i}`, `Item ${i}`, `상품 ${i}`, 'Produce', 'Roots', 1000, ''].join(','),
      );
      const csvOf = (count: number) =>
        Buffer.from([HEADER.join(','), ...rows.slice(0, count)].join('\r\n'), 'utf8');
      // The sheet of the report, and one row past the limit, each refused in its page's language.
      for (const [language, length, message] of [
        [
          'en',
          100_000,
          'The sheet has more than 20,000 rows, the limit for one import. Split it into sheets of up to 20,000 products.',
        ],
        [
          'ko',
          20_001,
          '시트가 20,000행을 넘습니다. 한 번에 20,000행까지 가져올 수 있으니 시트를 나누어 올려 주세요.',
        ],
      ] as const) {
        const form = sheetForm(csvOf(length), 'products.csv');
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/admin/products/import/preview',
          headers: { ...headers, ...form.headers, 'accept-language': language },
          payload: form.payload,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ code: 'SHEET_TOO_LONG', message });
      }
      // The limit itself is read whole.
      const full = await readCatalogueSheet(csvOf(20_000), 'en');
      expect(full.rows).toHaveLength(20_000);
      expect(full.rows.at(-1)?.row).toBe(20_001);
    },
  );
});
