// The banks Toss Payments names by code: a virtual account's bank, and the bank a refund goes
// to (cancel's refundReceiveAccount.bank). Codes as Toss's reference lists them.
const BANKS: readonly { code: string; name: string; aliases: string[] }[] = [
  { code: '39', name: '경남은행', aliases: ['경남'] },
  { code: '34', name: '광주은행', aliases: ['광주'] },
  { code: '12', name: '단위농협', aliases: ['지역농협', '지역농축협'] },
  { code: '32', name: '부산은행', aliases: ['부산'] },
  { code: '45', name: '새마을금고', aliases: ['새마을'] },
  { code: '64', name: '산림조합', aliases: [] },
  { code: '88', name: '신한은행', aliases: ['신한', 'shinhan'] },
  { code: '48', name: '신협', aliases: [] },
  { code: '27', name: '씨티은행', aliases: ['씨티', '한국씨티', 'citi'] },
  { code: '20', name: '우리은행', aliases: ['우리', 'woori'] },
  { code: '71', name: '우체국', aliases: ['우체국예금', 'epost'] },
  { code: '50', name: '저축은행', aliases: ['저축은행중앙회'] },
  { code: '37', name: '전북은행', aliases: ['전북'] },
  { code: '35', name: '제주은행', aliases: ['제주'] },
  { code: '90', name: '카카오뱅크', aliases: ['카카오', 'kakaobank'] },
  { code: '89', name: '케이뱅크', aliases: ['kbank'] },
  { code: '92', name: '토스뱅크', aliases: ['토스', 'tossbank'] },
  { code: '81', name: '하나은행', aliases: ['하나', 'keb하나', 'hana'] },
  { code: '54', name: 'HSBC은행', aliases: ['홍콩상하이', 'hsbc'] },
  { code: '03', name: 'IBK기업은행', aliases: ['기업', '기업은행', 'ibk'] },
  { code: '06', name: 'KB국민은행', aliases: ['국민', '국민은행', 'kb', 'kb국민'] },
  { code: '31', name: 'iM뱅크', aliases: ['대구', '대구은행', 'dgb', 'dgb대구', 'im'] },
  { code: '02', name: 'KDB산업은행', aliases: ['산업', '산업은행', 'kdb'] },
  { code: '11', name: 'NH농협은행', aliases: ['농협', '농협은행', 'nh', 'nh농협'] },
  { code: '23', name: 'SC제일은행', aliases: ['제일', 'sc', 'sc제일'] },
  { code: '07', name: 'Sh수협은행', aliases: ['수협', '수협은행', 'sh'] },
];

/** The bank's Korean name for a Toss bank code; the code itself when unknown. */
export function bankName(code: string): string {
  return BANKS.find((bank) => bank.code === code)?.name ?? code;
}

const normalize = (name: string) =>
  name
    .toLowerCase()
    .replace(/\s+/g, '')
    .replace(/(은행|bank)$/, '');

/** Toss's code for a bank the shopper typed (국민은행, KB국민, 농협 ...); null when unknown. */
export function bankCode(typed: string): string | null {
  const wanted = normalize(typed);
  if (/^\d{2}$/.test(wanted) && BANKS.some((bank) => bank.code === wanted)) return wanted;
  const found = BANKS.find(
    (bank) => normalize(bank.name) === wanted || bank.aliases.some((a) => normalize(a) === wanted),
  );
  return found?.code ?? null;
}
