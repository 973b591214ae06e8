// Where the date, depositor and deposit amount sit in each bank's transaction export. The
// sources and the certainty of each layout are written down in docs/decisions/0013.
import type { BankPreset } from '@jangbogi/contracts/admin-transfers';
import type { Cell } from '../../../lib/spreadsheet-read.ts';

export interface ColumnLayout {
  bank: string;
  /** Each entry lists the header names one column goes by; the first found wins. */
  date: string[];
  /** Set when the time of day is in a column of its own. */
  time?: string[];
  depositor: string[];
  /** A column holding deposits only. */
  deposit?: string[];
  /** Or one signed amount column (minus = withdrawal), with an optional 입금/출금 column. */
  signedAmount?: string[];
  direction?: string[];
  /** Header names that, all present, identify this bank's layout. */
  signature: string[];
}

export const presetLayouts: Record<BankPreset, ColumnLayout> = {
  kb: {
    bank: 'kb',
    date: ['거래일시'],
    depositor: ['보낸분/받는분', '적요'],
    deposit: ['입금액', '입금액(원)'],
    signature: ['거래일시', '보낸분/받는분', '입금액'],
  },
  shinhan: {
    bank: 'shinhan',
    date: ['거래일자'],
    time: ['거래시간'],
    depositor: ['내용', '적요'],
    deposit: ['입금', '입금(원)'],
    signature: ['거래일자', '거래시간', '입금', '내용'],
  },
  woori: {
    bank: 'woori',
    date: ['거래일시'],
    depositor: ['기재내용', '적요'],
    deposit: ['맡기신금액', '입금(원)'],
    signature: ['거래일시', '기재내용', '맡기신금액'],
  },
  hana: {
    bank: 'hana',
    date: ['거래일시'],
    depositor: ['의뢰인/수취인', '적요'],
    deposit: ['입금액'],
    signature: ['거래일시', '의뢰인/수취인', '입금액'],
  },
  nh: {
    bank: 'nh',
    date: ['거래일시'],
    depositor: ['거래기록사항', '거래내용'],
    deposit: ['입금금액', '입금금액(원)'],
    signature: ['거래일시', '거래기록사항', '입금금액'],
  },
  ibk: {
    bank: 'ibk',
    date: ['거래일시'],
    depositor: ['상대계좌예금주명', '거래내용'],
    deposit: ['입금'],
    signature: ['거래일시', '상대계좌예금주명', '입금'],
  },
  kakao: {
    bank: 'kakao',
    date: ['거래일시'],
    depositor: ['내용'],
    signedAmount: ['거래금액'],
    direction: ['구분'],
    signature: ['거래일시', '구분', '거래금액', '내용'],
  },
  toss: {
    bank: 'toss',
    date: ['거래일시'],
    depositor: ['적요'],
    signedAmount: ['거래금액'],
    direction: ['거래유형'],
    signature: ['거래일시', '적요', '거래유형', '거래금액'],
  },
};

/** Header cells compared without spaces and without a trailing "(원)" unit. */
export function headerKey(cell: Cell): string {
  return cellString(cell)
    .normalize('NFKC')
    .replace(/\s+/g, '')
    .replace(/\(원\)$/, '');
}

const keyed = (names: string[]) => names.map(headerKey);

export interface ResolvedColumns {
  bank: string;
  date: number;
  time: number | null;
  depositor: number;
  deposit: number | null;
  signedAmount: number | null;
  direction: number | null;
}

function indexOfAny(header: string[], names: string[] | undefined): number | null {
  for (const name of keyed(names ?? [])) {
    const index = header.indexOf(name);
    if (index >= 0) return index;
  }
  return null;
}

/** The columns of `layout` in this header row, or null when the row is not its header. */
export function resolveColumns(layout: ColumnLayout, headerCells: Cell[]): ResolvedColumns | null {
  const header = headerCells.map(headerKey);
  if (!keyed(layout.signature).every((name) => header.includes(name))) return null;
  const date = indexOfAny(header, layout.date);
  const depositor = indexOfAny(header, layout.depositor);
  const deposit = indexOfAny(header, layout.deposit);
  const signedAmount = indexOfAny(header, layout.signedAmount);
  if (date === null || depositor === null || (deposit === null && signedAmount === null))
    return null;
  return {
    bank: layout.bank,
    date,
    time: indexOfAny(header, layout.time),
    depositor,
    deposit,
    signedAmount,
    direction: indexOfAny(header, layout.direction),
  };
}

/** A manual mapping as a layout: its own columns are its signature. */
export function mappedLayout(mapping: {
  bank: string;
  dateColumn: string;
  timeColumn: string | null;
  depositorColumn: string;
  amountColumn: string;
}): ColumnLayout {
  return {
    bank: mapping.bank,
    date: [mapping.dateColumn],
    ...(mapping.timeColumn ? { time: [mapping.timeColumn] } : {}),
    depositor: [mapping.depositorColumn],
    deposit: [mapping.amountColumn],
    signature: [
      mapping.dateColumn,
      mapping.depositorColumn,
      mapping.amountColumn,
      ...(mapping.timeColumn ? [mapping.timeColumn] : []),
    ],
  };
}

/** Statements often open with title rows (account, period); the header is within the first rows. */
const HEADER_SEARCH_ROWS = 30;

export function findHeader(rows: Cell[][], layouts: ColumnLayout[]) {
  for (let index = 0; index < Math.min(rows.length, HEADER_SEARCH_ROWS); index++) {
    for (const layout of layouts) {
      const columns = resolveColumns(layout, rows[index] ?? []);
      if (columns) return { headerIndex: index, columns };
    }
  }
  return null;
}

/** The row that looks most like a header, shown to the team so they can map its columns. */
export function likelyHeader(rows: Cell[][]): string[] {
  const candidates = rows.slice(0, HEADER_SEARCH_ROWS);
  const textCells = (row: Cell[]) =>
    row.filter((c) => typeof c === 'string' && c.trim() !== '' && !/^[-\d.,:/\s]+$/.test(c)).length;
  const best = candidates.reduce<Cell[]>((a, b) => (textCells(b) > textCells(a) ? b : a), []);
  return best.map((c) => String(cellString(c)).trim()).filter((c) => c !== '');
}

function cellString(cell: Cell): string {
  if (cell instanceof Date) return cell.toISOString();
  return cell === null ? '' : String(cell);
}
