// What Korean shoppers type, against the built-in catalogue on a real database: every class of
// query the search must understand, each run in both languages. `finds` must be among the header
// box's six answers (by Korean name), `first` must be the first answer, `none` finds nothing.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { seedShop } from '../../src/db/seed/seed.ts';
import { useTestApp } from '../helpers/app.ts';

type Expectation = { finds: string | string[] } | { first: string } | { none: true };
type Case = [query: string, expectation: Expectation];

const finds = (text: string | string[]): Expectation => ({ finds: text });
const FRUIT = ['사과', '딸기', '배', '바나나', '감귤', '참외', '샤인머스캣', '한라봉'];
const first = (text: string): Expectation => ({ first: text });
const none: Expectation = { none: true };

const CLASSES: Record<string, Case[]> = {
  'names as written': [
    ['두부', finds('두부')],
    ['신라면', first('신라면')],
    ['라면', finds('라면')],
    ['김치', finds('김치')],
    ['비비고', finds('비비고')],
    ['새우깡', first('새우깡')],
    ['초코파이', first('초코파이')],
    ['빼빼로', first('빼빼로')],
    ['참기름', first('참기름')],
    ['shin ramyun', first('신라면')],
    ['tofu', finds('두부')],
    ['kimchi', finds('김치')],
    ['banana milk', first('바나나맛 우유')],
    ['pepero', first('빼빼로')],
    ['choco pie', first('초코파이')],
    ['sesame oil', first('참기름')],
    ['bibigo', finds('비비고')],
    ['samdasoo', finds('삼다수')],
    ['hetbahn', finds('햇반')],
  ],
  'case, width, punctuation and hyphens': [
    ['Coca-Cola', first('코카콜라')],
    ['coca cola', first('코카콜라')],
    ['COCA COLA', first('코카콜라')],
    ['ｃｏｃａ－ｃｏｌａ', first('코카콜라')],
    ['SHIN RAMYUN', first('신라면')],
    ['stir fried anchovies', first('멸치볶음')],
    ['lock & lock', finds('밀폐용기')],
    ['sirloin 1++', first('한우 등심')],
  ],
  spacing: [
    ['신 라면', first('신라면')],
    ['새우 깡', first('새우깡')],
    ['진라면순한맛', first('진라면 순한맛')],
    ['포카칩오리지널', first('포카칩')],
    ['알배기배추', first('알배기 배추')],
    ['제주감귤', first('제주 감귤')],
    ['비비고왕교자', first('왕교자')],
    ['불닭 볶음면', first('불닭볶음면')],
    ['초코 파이', first('초코파이')],
    ['허니 버터 칩', first('허니버터칩')],
    ['shinramyun', first('신라면')],
  ],
  'typos (did you mean)': [
    ['떡볶기', finds('떡볶이')],
    ['고추가루', finds('고춧가루')],
    ['깍뚜기', finds('깍두기')],
    ['새우강', finds('새우깡')],
    ['꼬북침', finds('꼬북칩')],
    ['짜파개티', finds('짜파게티')],
    ['불닭복음면', finds('불닭볶음면')],
    ['쵸코파이', finds('초코파이')],
    ['샤인머스켓', finds('샤인머스캣')],
    ['멸치복음', finds('멸치볶음')],
    ['시금치나믈', finds('시금치나물')],
    ['콩나무', finds('콩나물')],
    ['mushroon', finds('버섯')],
    ['sesami oil', finds('참기름')],
    ['bananna', finds('바나나')],
    ['mayonaise', finds('마요네즈')],
    ['strawbery', finds('딸기')],
    ['cabage', finds('배추')],
    ['toothpast', finds('치약')],
    ['shampo', finds('샴푸')],
  ],
  초성: [
    ['ㄷㅂ', finds('두부')],
    ['ㄲㅂㅊ', first('꼬북칩')],
    ['ㅅㄹㅁ', finds('신라면')],
    ['ㅅㅇㄲ', first('새우깡')],
    ['ㅊㅋㅍㅇ', first('초코파이')],
    ['ㅃㅃㄹ', first('빼빼로')],
    ['ㅉㅍㄱㅌ', first('짜파게티')],
    ['ㅍㄱㄱㅊ', first('포기김치')],
    ['ㅎㅂ', finds('햇반')],
  ],
  'brands in both languages': [
    ['롯데', finds('빼빼로')],
    ['오리온', finds('초코파이')],
    ['농심', finds('신라면')],
    ['오뚜기', finds('마요네즈')],
    ['풀무원', finds('두부')],
    ['빙그레', finds('바나나맛 우유')],
    ['해태', finds('허니버터칩')],
    ['삼양', finds('불닭')],
    ['CJ', finds('비비고')],
    ['lotte', finds('빼빼로')],
    ['orion', finds('초코파이')],
    ['nongshim', finds('신라면')],
    ['ottogi', finds('마요네즈')],
    ['samyang', finds('불닭')],
    ['CJ 햇반', first('햇반')],
    ['농심 신라면', first('신라면')],
    ['오리온 초코파이', first('초코파이')],
  ],
  'category words': [
    ['채소', finds('대파')],
    ['음료', finds('사이다')],
    ['drinks', finds('사이다')],
    ['vegetables', finds('대파')],
    ['과일', finds(FRUIT)],
    ['fruit', finds(FRUIT)],
    ['snacks', finds('새우깡')],
    ['아이스크림', finds('메로나')],
    ['ice cream', finds('메로나')],
    ['커피', finds('카누')],
    ['coffee', finds('카누')],
    ['생수', finds('삼다수')],
    ['water', finds('삼다수')],
  ],
  synonyms: [
    ['계란', finds('특란')],
    ['달걀', finds('특란')],
    ['egg', finds('특란')],
    ['eggs', finds('유정란')],
    ['요구르트', first('그릭요거트')],
    ['요거트', finds('그릭요거트')],
    ['yogurt', finds('그릭요거트')],
    ['휴지', finds('화장지')],
    ['toilet paper', finds('화장지')],
    ['탄산', finds('사이다')],
    ['soda', finds('사이다')],
    ['세제', finds('세제')],
    ['detergent', finds('세제')],
    ['대파', first('대파')],
    ['spring onion', finds('대파')],
    ['파', finds('대파')],
    ['scallion', finds('대파')],
    ['chili powder', finds('고춧가루')],
    ['ramen', finds('라면')],
    ['soy sauce', finds('진간장')],
    ['소고기', finds('한우')],
    ['돼지고기', finds('한돈')],
    ['pork', finds('한돈')],
    ['닭고기', finds('닭가슴살')],
    ['dumplings', finds('만두')],
    ['비비고 만두', finds('왕교자')],
  ],
  romanisations: [
    ['soondubu', finds('순두부')],
    ['sundubu', finds('순두부')],
    ['gochugaru', finds('고춧가루')],
    ['jjapagetti', finds('짜파게티')],
    ['chapagetti', finds('짜파게티')],
    ['jinramyun', finds('진라면')],
    ['ramyun', finds('라면')],
    ['ramyeon', finds('라면')],
    ['tteokbokki', finds('떡볶이')],
    ['ddeokbokki', finds('떡볶이')],
    ['tteok', finds('떡')],
    ['ddeok', finds('떡')],
    ['kakdugi', finds('깍두기')],
    ['bulgogi', finds('불고기')],
    ['japchae', finds('잡채')],
    ['samgyeopsal', finds('삼겹살')],
    ['samgyupsal', finds('삼겹살')],
    ['injeolmi', finds('인절미')],
    ['sikhye', finds('식혜')],
    ['shikhye', finds('식혜')],
    ['gochujang', finds('고추장')],
    ['doenjang', finds('된장')],
    ['neoguri', finds('너구리')],
    ['naengmyun', finds('냉면')],
    ['mandu', finds('만두')],
  ],
  'Hangul typed on an English keyboard': [
    ['rlacl', finds('김치')],
    ['enqn', finds('두부')],
    ['tlsfkaus', first('신라면')],
    ['todnRkd', finds('새우깡')],
    ['dndb', finds('우유')],
    ['fkaus', finds('라면')],
    ['zksn', finds('카누')],
    ['ㅡㅑㅣㅏ', finds('우유')],
  ],
  nonsense: [
    ['ㅋㅋㅋ', none],
    ['ㅎㅎㅎㅎ', none],
    ['asdfgh', none],
    ['xqzvkwj', none],
    ['qwerty', none],
    ['zzzzzz', none],
    ['jfkdlsa', none],
    ['ㅁㄴㅇㄹ', none],
    ['!!!', none],
    ['98765', none],
    ['lorem ipsum dolor', none],
  ],
};

interface Answer {
  products: { name_kr: string; subcategory_id: string }[];
  categories: unknown[];
}

describe('search finds what Korean shoppers type', () => {
  const ctx = useTestApp();
  let uploadDir = '';

  beforeAll(async () => {
    uploadDir = await mkdtemp(path.join(os.tmpdir(), 'jangbogi-search-table-'));
    await seedShop(ctx.db, { ...loadConfig({ NODE_ENV: 'test' }), uploadDir });
  }, 120_000);
  afterAll(() => rm(uploadDir, { recursive: true, force: true }));

  const headerBox = async (q: string, lang: string): Promise<Answer> => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/products/search?lang=${lang}&q=${encodeURIComponent(q)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Answer>();
  };

  const cases = Object.entries(CLASSES).flatMap(([kind, list]) =>
    list.flatMap(([q, expectation]) =>
      ['ko', 'en'].map((lang) => ({ kind, q, lang, expectation })),
    ),
  );

  it('has at least 150 searches over every class', () => {
    expect(cases.length).toBeGreaterThanOrEqual(150);
  });

  it.each(cases)('$kind: $q ($lang)', async ({ q, lang, expectation }) => {
    const { products } = await headerBox(q, lang);
    const names = products.map((p) => p.name_kr);
    if ('none' in expectation) expect(names).toEqual([]);
    else if ('first' in expectation)
      expect(names[0], names.join(', ')).toContain(expectation.first);
    else {
      const wanted = [expectation.finds].flat();
      const found = names.some((name) => wanted.some((text) => name.includes(text)));
      expect(found, names.join(', ')).toBe(true);
    }
  });

  it('answers 두부 with tofu only', async () => {
    const tofu = await ctx.db.subcategory.findFirstOrThrow({ where: { name: 'Tofu' } });
    for (const lang of ['ko', 'en']) {
      const { products } = await headerBox('두부', lang);
      expect(products.length).toBeGreaterThanOrEqual(5);
      expect(products.map((p) => p.subcategory_id)).toEqual(products.map(() => tofu.id));
    }
  });

  it('finds nothing at all for nonsense, not even a category or a correction', async () => {
    for (const q of ['ㅋㅋㅋ', 'asdfgh', 'xqzvkwj']) {
      expect(await headerBox(q, 'ko')).toMatchObject({ products: [], categories: [] });
      const page = await ctx.app.inject({
        method: 'GET',
        url: `/api/products/search/results?q=${encodeURIComponent(q)}`,
      });
      expect(page.json()).toMatchObject({ total: 0, corrected_to: null, products: [] });
    }
  });
});
