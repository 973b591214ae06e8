// The notice of every built-in product is what its pack would say where the law cares: processed
// food declares its allergens and its nutrition, and the declared allergens name every one its
// ingredient list contains. A new shop publishes these from its first start.
import { describe, expect, it } from 'vitest';
import { builtinCatalogue } from '../src/db/seed/builtin-catalogue.ts';
import { allergensIn } from '../src/db/seed/builtin-information.ts';

const products = builtinCatalogue().categories.flatMap((category) =>
  category.subcategories.flatMap((sub) =>
    sub.products.map((product) => ({ kind: category.notice_kind, ...product })),
  ),
);
const processed = products.filter((p) => p.kind === 'processed_food');
const notice = (p: (typeof products)[number]) => (p.notice ?? {}) as Record<string, string>;
const byName = (nameKr: string) => {
  const found = products.find((p) => p.name_kr?.startsWith(nameKr));
  if (!found) throw new Error(`no built-in product ${nameKr}`);
  return found;
};

describe('built-in product notices', () => {
  it('give every processed food its allergens and nutrition', () => {
    expect(processed.length).toBeGreaterThan(50);
    const lacking = processed
      .filter((p) => !notice(p).allergens?.trim() || !notice(p).nutrition?.trim())
      .map((p) => p.name_kr);
    expect(lacking).toEqual([]);
  });

  it('declare every allergen the ingredients contain, and none where they contain one', () => {
    const wrong = processed.flatMap((p) => {
      const { allergens = '', ingredients = '' } = notice(p);
      const contained = allergensIn(ingredients);
      const missing = contained.filter((allergen) => !allergens.includes(allergen));
      const saysNone = contained.length > 0 && allergens.startsWith('해당 없음');
      return missing.length > 0 || saysNone
        ? [`${p.name_kr}: ${allergens} (${missing.join(', ')})`]
        : [];
    });
    expect(wrong).toEqual([]);
  });

  it('write 신라면, 순두부 and 특란 as their packs do', () => {
    const shin = notice(byName('신라면'));
    expect(shin.allergens).toBe('밀, 대두, 쇠고기 함유');
    expect(shin.nutrition).toMatch(/^1봉지\(120g\)당 열량 500kcal, 나트륨 1,790mg/);
    expect(notice(byName('찌개용 순두부')).allergens).toBe('대두 함유');
    expect(byName('특란').origin).toBe('국내산');
    expect(allergensIn('면(소맥분, 메밀가루), 육수(쇠고기육수)')).toEqual(['메밀', '밀', '쇠고기']);
  });
});
