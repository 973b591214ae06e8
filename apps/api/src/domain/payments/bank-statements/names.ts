// Comparing the name a bank shows for a deposit with the depositor name given at checkout.
import { disassemble, romanize } from 'es-hangul';
import { distance } from 'fastest-levenshtein';

// Markers banks and transfer apps put around the sender's name. Removed only as separate words or
// in brackets, so a name such as 김하나 keeps its 하나.
const BANK_MARKERS = [
  'kb',
  '국민',
  'kb국민',
  '신한',
  '우리',
  '하나',
  'nh',
  '농협',
  'ibk',
  '기업',
  '카카오',
  '카카오뱅크',
  '카뱅',
  '토스',
  '토스뱅크',
  '케이뱅크',
  'sc',
  '제일',
  '씨티',
  '우체국',
  '새마을',
  '신협',
  '수협',
  '대구',
  '부산',
  '경남',
  '광주',
  '전북',
  '모바일',
  '인터넷',
  '인뱅',
  '폰뱅킹',
  '타행',
  '이체',
  '입금',
  'atm',
  'cd',
];
const COMPANY_MARKERS = /\(주\)|㈜|주식회사|\(유\)|유한회사/g;

export function normaliseName(raw: string): string {
  let name = raw.normalize('NFKC').toLowerCase();
  name = name.replace(COMPANY_MARKERS, ' ');
  // Bracketed notes: "김민지(국민)", "[토스]김민지".
  name = name.replace(/[([{<][^)\]}>]*[)\]}>]/g, ' ');
  const words = name
    .split(/[\s\-_/.,·*]+/)
    .filter((word) => word !== '' && !BANK_MARKERS.includes(word));
  return words.join('').replace(/\d+/g, '');
}

const HANGUL = /[가-힣]/;
const LATIN = /^[a-z]+$/;

// Surnames as they are usually spelt in passports and bank apps, against their Revised
// Romanization (what es-hangul writes). Only the surname varies this much; given names are
// compared by edit distance.
const SURNAME_SPELLINGS: Record<string, string> = {
  kim: 'gim',
  lee: 'i',
  yi: 'i',
  rhee: 'i',
  rhie: 'i',
  park: 'bak',
  pak: 'bak',
  bahk: 'bak',
  choi: 'choe',
  choe: 'choe',
  jung: 'jeong',
  chung: 'jeong',
  cheong: 'jeong',
  kang: 'gang',
  cho: 'jo',
  jo: 'jo',
  yoon: 'yun',
  youn: 'yun',
  chang: 'jang',
  jang: 'jang',
  lim: 'im',
  im: 'im',
  rim: 'im',
  shin: 'sin',
  sin: 'sin',
  oh: 'o',
  suh: 'seo',
  seo: 'seo',
  kwon: 'gwon',
  gwon: 'gwon',
  ahn: 'an',
  yoo: 'yu',
  you: 'yu',
  ryu: 'ryu',
  yu: 'yu',
  jun: 'jeon',
  chun: 'jeon',
  jeon: 'jeon',
  ko: 'go',
  koh: 'go',
  moon: 'mun',
  mun: 'mun',
  paek: 'baek',
  baek: 'baek',
  back: 'baek',
  hur: 'heo',
  huh: 'heo',
  heo: 'heo',
  noh: 'no',
  roh: 'no',
  no: 'no',
  kwak: 'gwak',
  sung: 'seong',
  seong: 'seong',
  woo: 'u',
  koo: 'gu',
  ku: 'gu',
};

/** A romanised name in Revised Romanization spelling, surname first or last. */
function revisedSpellings(rawLatin: string): string[] {
  const words = rawLatin
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  if (words.length === 0) return [];
  const variants = new Set([words.join('')]);
  const first = words[0]!;
  const last = words[words.length - 1]!;
  if (words.length > 1 && SURNAME_SPELLINGS[first])
    variants.add(SURNAME_SPELLINGS[first] + words.slice(1).join(''));
  // "Minji Kim": the surname written last.
  if (words.length > 1 && SURNAME_SPELLINGS[last])
    variants.add(SURNAME_SPELLINGS[last] + words.slice(0, -1).join(''));
  return [...variants];
}

/** English-style vowels people use for their names ("Jisoo", "Hee"): folded to one spelling. */
function foldSpelling(latin: string): string {
  return latin.replace(/oo/g, 'u').replace(/ee/g, 'i').replace(/sh/g, 's');
}

export type NameLikeness = 'same' | 'similar' | 'romanised' | 'different';

/** How close two names are after normalising; `rawA`/`rawB` keep the word breaks romanisation needs. */
export function compareNames(rawA: string, rawB: string): NameLikeness {
  const a = normaliseName(rawA);
  const b = normaliseName(rawB);
  if (a === '' || b === '') return 'different';
  if (a === b) return 'same';

  const aHangul = HANGUL.test(a);
  const bHangul = HANGUL.test(b);
  if (aHangul && bHangul) {
    // One typo in the letters (ㅈ for ㅊ, a dropped final) but not a different syllable.
    return distance(disassemble(a), disassemble(b)) <= 1 ? 'similar' : 'different';
  }
  if (!aHangul && !bHangul) {
    return LATIN.test(a) &&
      LATIN.test(b) &&
      distance(a, b) <= Math.max(1, Math.floor(Math.min(a.length, b.length) / 6))
      ? 'similar'
      : 'different';
  }
  const [hangul, latinRaw] = aHangul ? [a, rawB] : [b, rawA];
  const romanised = foldSpelling(romanize(hangul).replace(/[^a-z]/g, ''));
  const tolerance = Math.max(1, Math.floor(romanised.length / 5));
  return revisedSpellings(latinRaw).some(
    (latin) => distance(foldSpelling(latin), romanised) <= tolerance,
  )
    ? 'romanised'
    : 'different';
}
