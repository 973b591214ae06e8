// The Korean side of the built-in catalogue: pack sizes in Korean units, makers and producers,
// and each product's information notice (상품정보제공고시), built from its category's kind, its
// subcategory's defaults (storage, shelf life, food type) and what the product itself says.
import type { TaxType } from '@jangbogi/contracts/tax-split';
import type {
  NoticeKind,
  NoticeValues,
  StorageTemperature,
} from '@jangbogi/contracts/product-information';

export interface SubcategoryDefaults {
  storage: StorageTemperature;
  /** 소비기한 wording; fresh goods promise the days left at dispatch. */
  shelfLife?: string;
  /** 식품의 유형 of processed food. */
  foodType?: string;
  /** 면세 for unprocessed food (부가가치세법 art. 26): the subcategory's products are exempt. */
  taxType?: TaxType;
}

/** What one product says beyond its subcategory's defaults. */
export interface ItemInformation {
  /** The pack size in Korean units when the automatic one reads wrong (e.g. 15구 for eggs). */
  kr?: string;
  storage?: StorageTemperature;
  /** Ingredients and amounts (food), or material (household goods). */
  ing?: string;
  type?: string;
  life?: string;
  grade?: string;
  importDeclaration?: string;
  method?: string;
  maker?: string;
  warn?: string;
  /** 알레르기 유발물질 as the pack declares them, when the ingredients above do not name them all. */
  allergens?: string;
  /** 영양성분 as the pack prints them; otherwise the notice points to the pack. */
  nutrition?: string;
  /** A processed item in an exempt subcategory (seasoned laver, cooked rice) is taxed. */
  tax?: TaxType;
}

/**
 * The allergens Korean labelling law names (식품등의 표시기준), each with the words of an ingredient
 * list that contain it: soy sauce and bean pastes are made from soy and wheat, mayonnaise from egg.
 */
export const DECLARED_ALLERGENS: readonly [allergen: string, found: RegExp][] = [
  ['난류', /계란|달걀|난황|난백|메추리알|마요네즈/],
  ['우유', /우유|원유|분유|유크림|버터|치즈|유청|커스터드|아이스크림|크림|초콜릿/],
  ['메밀', /메밀/],
  ['땅콩', /땅콩/],
  ['대두', /대두|콩|두부|유부|간장|된장|고추장|춘장|쇼트닝/],
  ['밀', /(?<!메)밀|소맥|부침가루|간장|된장|고추장|춘장|어묵|쿠키|모나카|카레분/],
  ['고등어', /고등어/],
  ['게', /(?<![가-힣])게(?![가-힣])|게살|꽃게/],
  ['새우', /새우/],
  ['돼지고기', /돼지고기|캔햄|햄맛/],
  ['복숭아', /복숭아/],
  ['토마토', /토마토/],
  ['호두', /호두/],
  ['닭고기', /닭고기/],
  ['쇠고기', /쇠고기|소고기|사골|한우/],
  ['오징어', /오징어/],
  ['조개류', /홍합|굴(?![가-힣])|전복|조개|바지락/],
  ['잣', /(?<![가-힣])잣/],
];

/** The declared allergens an ingredient list contains, in the law's order. */
export function allergensIn(ingredients: string): string[] {
  return DECLARED_ALLERGENS.filter(([, found]) => found.test(ingredients)).map(([name]) => name);
}

function allergenNotice(p: BuiltinProduct): string {
  if (p.info.allergens) return p.info.allergens;
  const found = allergensIn(p.info.ing ?? '');
  return found.length > 0 ? `${found.join(', ')} 함유` : '해당 없음 (알레르기 유발물질 미함유)';
}

/** Brand -> its Korean name and the producer or maker with its location. */
const BRANDS: Record<string, [kr: string, producer: string | null]> = {
  'Jangbogi Farm': ['장보기 농장', null],
  Dole: ['돌', '수입원: 돌코리아(유) / 서울특별시 강남구'],
  Handon: ['한돈', '장보기 정육센터 / 경기도 이천시 마장면'],
  Hanwoo: ['한우', '장보기 정육센터 / 경기도 이천시 마장면'],
  Harim: ['하림', '(주)하림 / 전북특별자치도 익산시 망성면'],
  Maniker: ['마니커', '(주)마니커 / 경기도 동두천시'],
  Pulmuone: ['풀무원', '풀무원식품(주) / 충청북도 음성군'],
  'Jeju Fisheries': ['제주수협', '제주시수산업협동조합 / 제주특별자치도 제주시'],
  'Jangbogi Sea': ['장보기 수산', '장보기 수산 / 부산광역시 서구 (부산공동어시장)'],
  Gwangcheon: ['광천', '광천김(주) / 충청남도 홍성군 광천읍'],
  CJ: ['CJ', 'CJ제일제당(주) / 서울특별시 중구'],
  Bibigo: ['비비고', 'CJ제일제당(주) / 서울특별시 중구'],
  Jongga: ['종가', '대상(주) / 서울특별시 동대문구'],
  'Jangbogi Kitchen': ['장보기 키친', '장보기 키친 / 서울특별시 마포구'],
  Icheon: ['이천', '이천남부농협 미곡처리장 / 경기도 이천시'],
  Cheorwon: ['철원', '철원농협 미곡처리장 / 강원특별자치도 철원군'],
  Nongshim: ['농심', '(주)농심 / 서울특별시 동작구'],
  Ottogi: ['오뚜기', '(주)오뚜기 / 경기도 안양시 동안구'],
  Samyang: ['삼양', '삼양식품(주) / 강원특별자치도 원주시'],
  Paldo: ['팔도', '(주)팔도 / 서울특별시 용산구'],
  Haitai: ['해태', '해태제과식품(주) / 서울특별시 용산구'],
  Sempio: ['샘표', '샘표식품(주) / 충청북도 영동군'],
  Dongwon: ['동원', '동원F&B(주) / 서울특별시 서초구'],
  Orion: ['오리온', '(주)오리온 / 서울특별시 용산구'],
  Lotte: ['롯데', '롯데웰푸드(주) / 서울특별시 영등포구'],
  Crown: ['크라운', '크라운제과(주) / 서울특별시 용산구'],
  Binggrae: ['빙그레', '(주)빙그레 / 경기도 남양주시'],
  'Jeju Samdasoo': ['제주삼다수', '제주특별자치도개발공사 / 제주특별자치도 제주시 조천읍'],
  'Coca-Cola': ['코카콜라', '코카콜라음료(주) / 경상남도 양산시'],
  'Donga Otsuka': ['동아오츠카', '동아오츠카(주) / 서울특별시 동대문구'],
  Jinro: ['진로', '(주)하이트진로음료 / 경기도 이천시'],
  Woongjin: ['웅진', '웅진식품(주) / 서울특별시 중구'],
  Kwangdong: ['광동', '광동제약(주) / 서울특별시 서초구'],
  Damtuh: ['담터', '(주)담터 / 경기도 포천시'],
  Dongsuh: ['동서', '동서식품(주) / 서울특별시 마포구'],
  Maxim: ['맥심', '동서식품(주) / 서울특별시 마포구'],
  Kanu: ['카누', '동서식품(주) / 서울특별시 마포구'],
  Starbucks: ['스타벅스', '동서식품(주) / 서울특별시 마포구'],
  'Seoul Milk': ['서울우유', '서울우유협동조합 / 경기도 양주시'],
  Maeil: ['매일', '매일유업(주) / 전북특별자치도 고창군'],
  Yakult: ['야쿠르트', '(주)hy / 서울특별시 서초구'],
  LG: ['LG생활건강', '(주)LG생활건강'],
  Aekyung: ['애경', '애경산업(주)'],
  Pigeon: ['피죤', '(주)피죤'],
  Yuhan: ['유한', '(주)유한클로락스'],
  Homestar: ['홈스타', '(주)LG생활건강'],
  '3M': ['3M', '한국쓰리엠(주)'],
  'Yuhan-Kimberly': ['유한킴벌리', '유한킴벌리(주)'],
  Cleanwrap: ['크린랩', '(주)크린랩'],
  'Lock&Lock': ['락앤락', '(주)락앤락'],
  Amorepacific: ['아모레퍼시픽', '(주)아모레퍼시픽'],
  Dove: ['도브', '수입원: 유니레버코리아(주)'],
};

const DESCRIPTION_NOTES_KR: Record<string, string> = {
  'Fresh Produce': '배송 전날 수확·선별해 포장하고, 문 앞까지 신선하게 배송합니다.',
  'Meat & Eggs': '냉장실에서 소분해 아이스팩을 넣은 보냉 상자로 배송합니다.',
  Seafood: '산지에서 손질·포장해 바로 조리할 수 있게 차갑게 배송합니다.',
  'Tofu, Kimchi & Side Dishes':
    '소량씩 만들어 신선합니다. 냉장 보관하고 개봉 후에는 며칠 안에 드세요.',
  'Rice, Noodles & Pantry': '집밥에 늘 쓰는 기본 재료입니다. 서늘하고 건조한 곳에 보관하세요.',
  'Snacks & Sweets': '도시락, 영화 보는 밤, 친구와 나눠 먹기 좋은 간식입니다.',
  'Drinks & Dairy': '차갑게 마시면 더 맛있습니다. 개봉 후에는 냉장 보관하세요.',
  'Household & Kitchen': '장보기와 함께 받아 보는 생활 필수품, 떨어질 걱정이 없습니다.',
};

const STORAGE_METHODS: Record<StorageTemperature, string> = {
  room: '직사광선을 피해 서늘하고 건조한 곳에 보관',
  chilled: '냉장 보관 (0~10℃)',
  frozen: '냉동 보관 (-18℃ 이하), 해동 후 재냉동 금지',
};

const CUSTOMER_SERVICE = '장보기 고객센터 02-3144-0415';
const FOOD_DATE_RULE = '포장일 별도 표기';
const PROCESSED_DATE_RULE = '제품 포장 별도 표기';
const NUTRITION_ON_PACK = '제품 포장의 영양성분표 참조 (1회 섭취참고량 기준)';
const WARRANTY = '소비자분쟁해결기준(공정거래위원회 고시)에 따라 교환 또는 환불';

const UNITS: [RegExp, string][] = [
  [/(\d+) heads?\b/, '$1통'],
  [/(\d+) bunch(es)?\b/, '$1단'],
  [/(\d+) (sheets|slices)\b/, '$1매'],
  [/(\d+) servings?\b/, '$1인분'],
  [/(\d+) fillets?\b/, '$1마리'],
  [/(\d+) rolls?\b/, '$1롤'],
  [/(\d+) pcs\b/, '$1종'],
  [/^1 ea$/, '1개'],
];

/** The pack size in Korean units: `1 head` -> `1통`, `10 ea` -> `10개입`, `120g x 5` -> `120g x 5개`. */
export function koreanPack(weight: string, kind: NoticeKind): string {
  let kr = weight;
  for (const [pattern, replacement] of UNITS) kr = kr.replace(pattern, replacement);
  kr = kr.replace(/^(\d+) ea$/, kind === 'household' ? '$1개입' : '$1개');
  return kr.replace(/ x (\d+)$/, ' x $1개');
}

/** The region in `국내산(전남 해남)`, for a farm's location. */
const regionOf = (origin: string) => /\(([^)]+)\)/.exec(origin)?.[1] ?? '국내';

export interface BuiltinProduct {
  category: string;
  kind: NoticeKind;
  defaults: SubcategoryDefaults;
  brand: string;
  nameKr: string;
  weight: string;
  origin: string;
  info: ItemInformation;
}

function noticeOf(p: BuiltinProduct, storage: StorageTemperature): NoticeValues {
  const producer = BRANDS[p.brand]?.[1] ?? `장보기 협력 농가 / ${regionOf(p.origin)}`;
  const common = {
    cs_phone: CUSTOMER_SERVICE,
    import_declaration: p.info.importDeclaration,
  };
  if (p.kind === 'household') {
    return {
      material: p.info.ing,
      manufacturer: p.info.maker ?? producer,
      country_of_manufacture: p.origin,
      precautions: p.info.warn ?? '용도 외 사용 금지, 어린이 손이 닿지 않는 곳에 보관',
      warranty: WARRANTY,
      cs_phone: CUSTOMER_SERVICE,
    };
  }
  const shared = {
    ...common,
    producer: p.info.maker ?? producer,
    shelf_life: p.info.life ?? p.defaults.shelfLife,
    storage_method: p.info.method ?? STORAGE_METHODS[storage],
  };
  if (p.kind === 'food') {
    return {
      ...shared,
      manufactured: FOOD_DATE_RULE,
      grade: p.info.grade,
      composition: p.info.ing,
    };
  }
  return {
    ...shared,
    manufactured: PROCESSED_DATE_RULE,
    food_type: p.info.type ?? p.defaults.foodType,
    ingredients: p.info.ing,
    nutrition: p.info.nutrition ?? NUTRITION_ON_PACK,
    gmo: '해당 없음',
    allergens: allergenNotice(p),
  };
}

/** The Korean name, origin, storage, notice and Korean description of a built-in product. */
/** The brand as Korean shoppers know it (농심 for Nongshim). */
export const brandKrOf = (brand: string): string => BRANDS[brand]?.[0] ?? brand;

export function builtinInformation(p: BuiltinProduct) {
  const storage = p.info.storage ?? p.defaults.storage;
  const pack = p.info.kr ?? koreanPack(p.weight, p.kind);
  const brandKr = BRANDS[p.brand]?.[0] ?? p.brand;
  const named = p.nameKr.includes(brandKr) ? p.nameKr : `${brandKr} ${p.nameKr}`;
  const notice = Object.fromEntries(
    Object.entries(noticeOf(p, storage)).filter((entry): entry is [string, string] => !!entry[1]),
  );
  return {
    name_kr: `${p.nameKr} ${pack}`,
    weight_kr: pack,
    origin: p.origin,
    storage,
    tax_type: p.info.tax ?? p.defaults.taxType ?? 'taxed',
    notice,
    description_kr: `${named} ${pack}. ${DESCRIPTION_NOTES_KR[p.category] ?? ''}`.trim(),
  };
}
