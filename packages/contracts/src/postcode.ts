// Korean postcodes (국가기초구역번호, five digits since August 2015) and the province they belong
// to. The first two digits name the province or metropolitan city, so a Jeju road address with a
// Seoul postcode is a typing mistake we can catch before a courier cannot deliver it. No zod here:
// the web app's forms check a postcode as the API does without loading the schemas.
import { fieldMessage } from './field-message.ts';

/**
 * What the server once stored for a guest order without a postcode (a Seoul one). Orders that
 * carry it are listed in the back office for the team to check the real postcode.
 */
export const LEGACY_DEFAULT_POSTCODE = '01018';

// A rule's message is the id of its text in the API's errors catalogue (apps/api/src/lib/i18n/
// messages), which answers it in the request's language.
export const POSTCODE_DIGITS_MESSAGE = 'validation.postcodeDigits';
export const POSTCODE_UNKNOWN_MESSAGE = 'validation.postcodeUnknown';

export interface Province {
  /** English name, as the API's messages write it. */
  en: string;
  /** Korean name, as the API's Korean messages write it. */
  ko: string;
  /** First two digits of its postcodes, both ends included. */
  from: number;
  to: number;
  /** How an address may write it: Korean forms and English forms (compared without case, spaces or hyphens). */
  names: readonly string[];
}

// The Ministry of the Interior's allocation of the first two digits to the 17 provinces and
// metropolitan cities; 00 and 64-69 are held in reserve and 70-99 are kept for the north.
export const PROVINCES: readonly Province[] = [
  { en: 'Seoul', ko: '서울', from: 1, to: 9, names: ['서울특별시', '서울시', '서울', 'seoul'] },
  { en: 'Gyeonggi', ko: '경기', from: 10, to: 20, names: ['경기도', '경기', 'gyeonggi'] },
  {
    en: 'Incheon',
    ko: '인천',
    from: 21,
    to: 23,
    names: ['인천광역시', '인천시', '인천', 'incheon'],
  },
  {
    en: 'Gangwon',
    ko: '강원',
    from: 24,
    to: 26,
    names: ['강원특별자치도', '강원도', '강원', 'gangwon'],
  },
  {
    en: 'North Chungcheong',
    ko: '충북',
    from: 27,
    to: 29,
    names: ['충청북도', '충북', 'chungcheongbuk', 'chungbuk', 'northchungcheong'],
  },
  {
    en: 'Sejong',
    ko: '세종',
    from: 30,
    to: 30,
    names: ['세종특별자치시', '세종시', '세종', 'sejong'],
  },
  {
    en: 'South Chungcheong',
    ko: '충남',
    from: 31,
    to: 33,
    names: ['충청남도', '충남', 'chungcheongnam', 'chungnam', 'southchungcheong'],
  },
  {
    en: 'Daejeon',
    ko: '대전',
    from: 34,
    to: 35,
    names: ['대전광역시', '대전시', '대전', 'daejeon'],
  },
  {
    en: 'North Gyeongsang',
    ko: '경북',
    from: 36,
    to: 40,
    names: ['경상북도', '경북', 'gyeongsangbuk', 'gyeongbuk', 'northgyeongsang'],
  },
  { en: 'Daegu', ko: '대구', from: 41, to: 43, names: ['대구광역시', '대구시', '대구', 'daegu'] },
  { en: 'Ulsan', ko: '울산', from: 44, to: 45, names: ['울산광역시', '울산시', '울산', 'ulsan'] },
  { en: 'Busan', ko: '부산', from: 46, to: 49, names: ['부산광역시', '부산시', '부산', 'busan'] },
  {
    en: 'South Gyeongsang',
    ko: '경남',
    from: 50,
    to: 53,
    names: ['경상남도', '경남', 'gyeongsangnam', 'gyeongnam', 'southgyeongsang'],
  },
  {
    en: 'North Jeolla',
    ko: '전북',
    from: 54,
    to: 56,
    names: ['전북특별자치도', '전라북도', '전북', 'jeollabuk', 'jeonbuk', 'northjeolla'],
  },
  {
    en: 'South Jeolla',
    ko: '전남',
    from: 57,
    to: 60,
    names: ['전라남도', '전남', 'jeollanam', 'jeonnam', 'southjeolla'],
  },
  // Not 광주시: that is Gwangju-si in Gyeonggi, whose road addresses read "경기 광주시 ...".
  { en: 'Gwangju', ko: '광주', from: 61, to: 62, names: ['광주광역시', '광주', 'gwangju'] },
  {
    en: 'Jeju',
    ko: '제주',
    from: 63,
    to: 63,
    // Jeju's two cities name the province too: the postcode search fills them in as the city.
    names: ['제주특별자치도', '제주도', '제주', '제주시', '서귀포시', 'jeju', 'jejusi', 'seogwipo'],
  },
];

/** English endings an address may add to a name ("Jeju-do", "Busan Metropolitan City"). */
const ENGLISH_ENDINGS =
  /(specialselfgoverningprovince|specialselfgoverningcity|metropolitancity|specialcity|province|city|do)$/;

const compact = (word: string) =>
  word
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s.'-]/g, '');

function provinceNamed(word: string): Province | null {
  const name = compact(word);
  if (!name) return null;
  const bare = /^[a-z]+$/.test(name) ? name.replace(ENGLISH_ENDINGS, '') : name;
  return PROVINCES.find((p) => p.names.includes(name) || p.names.includes(bare)) ?? null;
}

/**
 * The 5-digit postcode in `value` (full-width digits read as digits, spaces and hyphens dropped),
 * or null when it is not five digits.
 */
export function readPostcode(value: string | null | undefined): string | null {
  const digits = (value ?? '').normalize('NFKC').replace(/[\s-]/g, '');
  return /^\d{5}$/.test(digits) ? digits : null;
}

/** The province a 5-digit postcode belongs to, or null for the reserved and northern ranges. */
export function provinceOfPostcode(postcode: string): Province | null {
  const prefix = Number(postcode.slice(0, 2));
  return PROVINCES.find((p) => prefix >= p.from && prefix <= p.to) ?? null;
}

/** The address's parts: the street line starts with the province in a Korean road address. */
export interface AddressText {
  street?: string | null | undefined;
  city?: string | null | undefined;
  state?: string | null | undefined;
}

/**
 * The province an address names: its state or city field as a whole, or the first word of its
 * street line ("제주특별자치도 제주시 첨단로 242"). Null when it names none we know.
 */
export function provinceOfAddress(address: AddressText): Province | null {
  const firstWord = (address.street ?? '').trim().split(/[\s,]+/)[0] ?? '';
  for (const part of [address.state, address.city, firstWord]) {
    const province = part ? provinceNamed(part) : null;
    if (province) return province;
  }
  return null;
}

/** What is wrong with a postcode for an address, or null when it is fine. */
export type PostcodeProblem =
  | { kind: 'digits' }
  | { kind: 'unknown' }
  | { kind: 'province'; postcode: string; postcodeProvince: Province; addressProvince: Province };

export function postcodeProblem(
  value: string | null | undefined,
  address: AddressText,
): PostcodeProblem | null {
  const postcode = readPostcode(value);
  if (!postcode) return { kind: 'digits' };
  const postcodeProvince = provinceOfPostcode(postcode);
  if (!postcodeProvince) return { kind: 'unknown' };
  const addressProvince = provinceOfAddress(address);
  if (addressProvince && addressProvince !== postcodeProvince) {
    return { kind: 'province', postcode, postcodeProvince, addressProvince };
  }
  return null;
}

/**
 * The message for a problem: a message id of the API's errors catalogue, or for a postcode in
 * another province a field message with the postcode and both provinces' names.
 */
export function postcodeProblemMessage(problem: PostcodeProblem): string {
  switch (problem.kind) {
    case 'digits':
      return POSTCODE_DIGITS_MESSAGE;
    case 'unknown':
      return POSTCODE_UNKNOWN_MESSAGE;
    case 'province':
      return fieldMessage('field.postcode.otherProvince', {
        postcode: problem.postcode,
        postcodeProvince: { en: problem.postcodeProvince.en, ko: problem.postcodeProvince.ko },
        addressProvince: { en: problem.addressProvince.en, ko: problem.addressProvince.ko },
      });
  }
}
