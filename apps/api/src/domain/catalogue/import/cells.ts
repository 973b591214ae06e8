// How a catalogue sheet's cells are read and written, one kind of value at a time. A blank cell
// leaves the product's field as it is (the sheet reader skips it); the clear marker empties it,
// and reads as a blank cell would (null, N, no images). Every reader gives a value or the reason,
// in the row's words, it cannot.
import {
  SEARCH_KEYWORD_MAX,
  SEARCH_KEYWORDS_MAX,
  SKU_PATTERN,
} from '@jangbogi/contracts/admin-catalog';
import { formatCount } from '@jangbogi/contracts/format';
import { readInertText, type SpreadsheetCell } from '../../../lib/spreadsheet-cell.ts';
import type { Cell } from '../../../lib/spreadsheet-read.ts';
import type { RowWords } from './messages.ts';

export type CellValue = string | number | boolean | string[] | null;
export type CellRead = { value: CellValue } | { problem: string };

export interface CellType {
  read(cell: Cell, words: RowWords, column: string): CellRead;
  /** The cell the export writes. */
  write(value: CellValue): SpreadsheetCell;
  /** The value as the preview shows it ("12,000", "Y"). */
  show(value: CellValue): string;
  same(a: CellValue, b: CellValue): boolean;
}

const MAX_WON = 100_000_000;
const MAX_COUNT = 1_000_000;

/** The cell as text, trimmed, without the quote the export puts before formula-like text. */
export function cellText(cell: Cell): string {
  if (cell === null) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return readInertText(String(cell).trim());
}

/**
 * What a cell holds to empty its field: a lone dash, or the word in either language. A blank cell
 * cannot mean it: a sheet of prices and stock leaves the other columns blank.
 */
export const CLEAR_MARKERS = ['-', '(clear)', '(삭제)'] as const;
const CLEARS = new Set<string>(CLEAR_MARKERS);

/**
 * Whether the cell asks to empty its field. Read before the export's leading quote is taken off:
 * a value that is itself "-" is exported as "'-" and stays a value.
 */
export const clearsField = (cell: Cell): boolean =>
  typeof cell === 'string' && CLEARS.has(cell.trim().toLowerCase());

const same = (a: CellValue, b: CellValue) => a === b;
const shown = (value: CellValue) => (value === null ? '' : String(value));

export function text(max: number): CellType {
  return {
    read(cell, words, column) {
      const value = cellText(cell);
      if (value === '') return { value: null };
      if (value.length > max) return { problem: words.tooLong(column, max) };
      return { value };
    },
    write: (value) => (typeof value === 'string' ? value : ''),
    show: shown,
    same,
  };
}

export const sku: CellType = {
  ...text(40),
  read(cell, words) {
    const value = cellText(cell);
    if (value === '') return { value: null };
    return SKU_PATTERN.test(value) ? { value } : { problem: words.badSku(value) };
  },
};

/** Digits with thousands separators and an optional 원 or ₩: "12,300", "12,300원", 12300. */
function wholeNumber(cell: Cell): number | null | undefined {
  if (typeof cell === 'number') return Number.isInteger(cell) ? cell : undefined;
  const raw = cellText(cell)
    .replace(/^₩\s*/, '')
    .replace(/\s*원$/, '');
  if (raw === '') return null;
  if (!/^[+-]?\d{1,3}(,\d{3})*$|^[+-]?\d+$/.test(raw)) return undefined;
  return Number(raw.replaceAll(',', ''));
}

function counted(kind: 'won' | 'count' | 'delta'): CellType {
  const max = kind === 'won' ? MAX_WON : MAX_COUNT;
  return {
    read(cell, words, column) {
      const value = wholeNumber(cell);
      const raw = cellText(cell);
      if (value === undefined)
        return {
          problem: kind === 'won' ? words.notWon(column, raw) : words.notWhole(column, raw),
        };
      if (value === null) return { value: null };
      if (kind !== 'delta' && value < 0) return { problem: words.negative(column, value) };
      if (Math.abs(value) > max) return { problem: words.tooLarge(column, value) };
      return { value };
    },
    write: (value) => (typeof value === 'number' ? value : ''),
    show: (value) => (typeof value === 'number' ? formatCount(value) : ''),
    same,
  };
}

export const won = counted('won');
export const count = counted('count');
/** A signed change: "+12", "-3". */
export const delta = counted('delta');

/** A positive number that may have a fraction, as a net quantity is written: "1.5", "120". */
export const decimal: CellType = {
  read(cell, words, column) {
    const raw = cellText(cell);
    const value =
      typeof cell === 'number' ? cell : raw === '' ? null : Number(raw.replaceAll(',', ''));
    if (value === null) return { value: null };
    if (!Number.isFinite(value) || !/^[\d.,]+$/.test(raw))
      return { problem: words.notNumber(column, raw) };
    if (value <= 0) return { problem: words.notPositive(column, value) };
    if (value > MAX_COUNT) return { problem: words.tooLarge(column, value) };
    return { value };
  },
  write: (value) => (typeof value === 'number' ? value : ''),
  show: (value) => (typeof value === 'number' ? String(value) : ''),
  same,
};

const YES = new Set(['y', 'yes', 'true', '1', 'o', '예', '네']);
const NO = new Set(['n', 'no', 'false', '0', 'x', '아니오', '아니요']);

/** Y or N; cleared, it is N. */
export const flag: CellType = {
  read(cell, words, column) {
    const raw = cellText(cell);
    const folded = raw.toLowerCase();
    if (folded === '' || NO.has(folded)) return { value: false };
    if (YES.has(folded)) return { value: true };
    return { problem: words.notFlag(column, raw) };
  },
  write: (value) => (value === true ? 'Y' : 'N'),
  show: (value) => (value === true ? 'Y' : 'N'),
  same,
};

/**
 * One of a few values, written as the value and read from it or any of its aliases, in any case:
 * a column such as a product's storage, `choice({ room: ['상온'], chilled: ['냉장'], frozen: ['냉동'] })`.
 */
export function choice(values: Readonly<Record<string, readonly string[]>>): CellType {
  const byAlias = new Map(
    Object.entries(values).flatMap(([value, aliases]) =>
      [value, ...aliases].map((alias) => [alias.toLowerCase(), value] as const),
    ),
  );
  return {
    read(cell, words, column) {
      const raw = cellText(cell);
      if (raw === '') return { value: null };
      const value = byAlias.get(raw.toLowerCase());
      return value ? { value } : { problem: words.notChoice(column, raw, Object.keys(values)) };
    },
    write: (value) => (typeof value === 'string' ? value : ''),
    show: shown,
    same,
  };
}

const IMAGE_SEPARATOR = /\s*[|\n]\s*/;

/** Search keywords: separated by commas (or | or new lines), each trimmed, repeats dropped. */
export const keywordList: CellType = {
  read(cell, words, column) {
    const keywords = [
      ...new Set(
        cellText(cell)
          .split(/\s*[,|\n]\s*/)
          .filter((keyword) => keyword !== ''),
      ),
    ];
    if (keywords.some((keyword) => keyword.length > SEARCH_KEYWORD_MAX))
      return { problem: words.tooLong(column, SEARCH_KEYWORD_MAX) };
    return { value: keywords.slice(0, SEARCH_KEYWORDS_MAX) };
  },
  write: (value) => (Array.isArray(value) ? value.join(', ') : ''),
  show: (value) => (Array.isArray(value) ? value.join(', ') : ''),
  same: (a, b) =>
    Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => x === b[i]),
};

/**
 * Pictures the shop already shows (their address or upload key) or file names in the uploaded ZIP,
 * separated by "|" or line breaks.
 */
export const imageList: CellType = {
  read(cell) {
    const names = cellText(cell)
      .split(IMAGE_SEPARATOR)
      .filter((name) => name !== '');
    return { value: names };
  },
  write: (value) => (Array.isArray(value) ? value.join(' | ') : ''),
  show: (value) => (Array.isArray(value) ? value.join(' | ') : ''),
  same: (a, b) =>
    Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => x === b[i]),
};
