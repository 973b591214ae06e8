// Bank statement fixtures: the same deposits written in each bank's export layout, as CSV in
// UTF-8 or CP949, or as XLSX.
import type { BankPreset } from '@jangbogi/contracts/admin-transfers';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';

export interface FixtureRow {
  /** Korean wall-clock time, "2026-11-20 10:31:05". */
  at: string;
  name: string;
  /** Positive: deposit. Negative: withdrawal. */
  amount: number;
  /** The account balance after this transaction; by default a running one from 1,000,000. */
  balance?: number;
}

const comma = (n: number) => (n === 0 ? '0' : n.toLocaleString('en-US'));
const dotted = (at: string) => at.replaceAll('-', '.');

/** Each bank's header row and how it writes one transaction, with a running balance. */
const layouts: Record<
  BankPreset,
  { title: string[][]; header: string[]; row: (r: FixtureRow, balance: number) => string[] }
> = {
  kb: {
    title: [['거래내역조회'], ['계좌번호', '123456-01-234567'], []],
    header: [
      '거래일시',
      '적요',
      '보낸분/받는분',
      '송금메모',
      '출금액(원)',
      '입금액(원)',
      '잔액(원)',
      '거래점',
      '구분',
    ],
    row: (r, b) => [
      dotted(r.at),
      r.amount > 0 ? '타행이체' : '체크카드',
      r.name,
      '',
      comma(Math.max(0, -r.amount)),
      comma(Math.max(0, r.amount)),
      comma(b),
      '강남역',
      '입금',
    ],
  },
  shinhan: {
    title: [['신한은행 거래내역'], ['조회기간', '2026-11-01 ~ 2026-11-30']],
    header: [
      '거래일자',
      '거래시간',
      '적요',
      '출금(원)',
      '입금(원)',
      '내용',
      '잔액(원)',
      '거래점명',
    ],
    row: (r, b) => [
      r.at.slice(0, 10),
      r.at.slice(11),
      '인터넷',
      comma(Math.max(0, -r.amount)),
      comma(Math.max(0, r.amount)),
      r.name,
      comma(b),
      '테헤란로',
    ],
  },
  woori: {
    title: [['우리은행 거래내역조회']],
    header: [
      '거래일시',
      '적요',
      '기재내용',
      '찾으신금액',
      '맡기신금액',
      '거래후 잔액',
      '취급점',
      '메모',
    ],
    row: (r, b) => [
      dotted(r.at).slice(0, 16),
      '모바일',
      r.name,
      comma(Math.max(0, -r.amount)),
      comma(Math.max(0, r.amount)),
      comma(b),
      '역삼동',
      '',
    ],
  },
  hana: {
    title: [['하나은행 거래내역'], []],
    header: [
      '거래일시',
      '구분',
      '적요',
      '의뢰인/수취인',
      '입금액',
      '출금액',
      '거래 후 잔액',
      '거래점',
    ],
    row: (r, b) => [
      r.at,
      r.amount > 0 ? '입금' : '출금',
      '타행이체',
      r.name,
      comma(Math.max(0, r.amount)),
      comma(Math.max(0, -r.amount)),
      comma(b),
      '선릉',
    ],
  },
  nh: {
    title: [['농협 거래내역조회'], ['계좌번호', '301-0000-0000-00']],
    header: [
      '구분',
      '거래일시',
      '출금금액(원)',
      '입금금액(원)',
      '거래후잔액(원)',
      '거래내용',
      '거래기록사항',
      '거래점',
    ],
    row: (r, b) => [
      '',
      r.at.replaceAll('-', '/'),
      comma(Math.max(0, -r.amount)),
      comma(Math.max(0, r.amount)),
      comma(b),
      '이체',
      r.name,
      '농협',
    ],
  },
  ibk: {
    title: [['IBK기업은행 거래내역']],
    header: [
      '거래일시',
      '출금',
      '입금',
      '거래후 잔액',
      '거래내용',
      '상대계좌번호',
      '상대은행',
      '상대계좌예금주명',
      '메모',
    ],
    row: (r, b) => [
      r.at,
      comma(Math.max(0, -r.amount)),
      comma(Math.max(0, r.amount)),
      comma(b),
      r.name,
      '110-000-000000',
      '신한',
      r.name,
      '',
    ],
  },
  kakao: {
    title: [['카카오뱅크 거래내역'], ['성명', '장보기']],
    header: ['거래일시', '구분', '거래금액', '거래 후 잔액', '거래구분', '내용', '메모'],
    row: (r, b) => [
      dotted(r.at),
      r.amount > 0 ? '입금' : '출금',
      comma(r.amount),
      comma(b),
      '일반이체',
      r.name,
      '',
    ],
  },
  toss: {
    title: [['토스뱅크 거래내역서'], ['예금주', '장보기']],
    header: [
      '거래 일시',
      '적요',
      '거래 유형',
      '거래 기관',
      '계좌번호',
      '거래 금액',
      '거래 후 잔액',
      '메모',
    ],
    row: (r, b) => [
      dotted(r.at),
      r.name,
      r.amount > 0 ? '입금' : '출금',
      '국민은행',
      '123-45',
      comma(r.amount),
      comma(b),
      '',
    ],
  },
};

export const allBanks = Object.keys(layouts) as BankPreset[];

function statementRows(bank: BankPreset, rows: FixtureRow[]): string[][] {
  const layout = layouts[bank];
  let balance = 1_000_000;
  return [
    ...layout.title,
    layout.header,
    ...rows.map((r) => {
      balance = r.balance ?? balance + r.amount;
      return layout.row(r, balance);
    }),
  ];
}

export function statementCsv(
  bank: BankPreset,
  rows: FixtureRow[],
  encoding: 'utf8' | 'utf8-bom' | 'cp949',
): Buffer {
  const text = stringify(statementRows(bank, rows), { record_delimiter: 'windows' });
  if (encoding === 'cp949') return iconv.encode(text, 'cp949');
  return Buffer.from((encoding === 'utf8-bom' ? '\ufeff' : '') + text, 'utf8');
}

function typedCell(text: string): string | number | Date {
  const dateTime = /^(\d{4})[.\-/](\d{2})[.\-/](\d{2}) (\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (dateTime) {
    const [y, mo, d, h, mi, s] = dateTime.slice(1).map((part) => Number(part ?? 0));
    return new Date(Date.UTC(y!, mo! - 1, d, h, mi, s));
  }
  if (/^-?[\d,]+$/.test(text)) return Number(text.replaceAll(',', ''));
  return text;
}

export async function statementXlsx(bank: BankPreset, rows: FixtureRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('거래내역');
  // Excel keeps dates and amounts as typed cells, not text.
  for (const row of statementRows(bank, rows)) sheet.addRow(row.map(typedCell));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
