// The deposits of a statement: its rows read through the detected columns, with a fingerprint
// that stays the same when the same deposit appears in another export of the account.
import { createHash } from 'node:crypto';
import { headerKey, type ResolvedColumns } from './layouts.ts';
import type { Cell, Row } from '../../../lib/spreadsheet-read.ts';
import { KST_OFFSET_MS } from '@jangbogi/contracts/korea-time';

export interface Deposit {
  occurredAt: Date;
  depositor: string;
  amount: number;
  fingerprint: string;
}

/** A wall-clock time in Korea as an instant. */
function koreaTime(y: number, mo: number, d: number, h = 0, mi = 0, s = 0): Date | null {
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return null;
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s) - KST_OFFSET_MS);
}

function parseTimeOfDay(text: string): [number, number, number] | null {
  const colon = /(\d{1,2}):(\d{2})(?::(\d{2}))?/.exec(text);
  if (colon) return [Number(colon[1]), Number(colon[2]), Number(colon[3] ?? 0)];
  const digits = /^(\d{2})(\d{2})(\d{2})?$/.exec(text.trim());
  if (digits) return [Number(digits[1]), Number(digits[2]), Number(digits[3] ?? 0)];
  return null;
}

export function parseOccurredAt(dateCell: Cell, timeCell: Cell): Date | null {
  // Excel stores a date-time without a zone; exceljs hands it over as the same wall clock in UTC.
  if (dateCell instanceof Date) {
    const d = dateCell;
    const time =
      timeCell instanceof Date
        ? [timeCell.getUTCHours(), timeCell.getUTCMinutes(), timeCell.getUTCSeconds()]
        : parseTimeOfDay(String(timeCell ?? ''));
    const [h, mi, s] = time ?? [d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()];
    return koreaTime(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), h, mi, s);
  }
  const text = String(dateCell ?? '').trim();
  const date =
    /(\d{4})\s*[.\-/년]\s*(\d{1,2})\s*[.\-/월]\s*(\d{1,2})/.exec(text) ??
    /^(\d{4})(\d{2})(\d{2})/.exec(text);
  if (!date) return null;
  const rest = text.slice(date.index + date[0].length);
  const time = parseTimeOfDay(
    timeCell instanceof Date
      ? `${timeCell.getUTCHours()}:${timeCell.getUTCMinutes()}:${timeCell.getUTCSeconds()}`
      : String(timeCell ?? ''),
  ) ??
    parseTimeOfDay(rest) ?? [0, 0, 0];
  return koreaTime(Number(date[1]), Number(date[2]), Number(date[3]), ...time);
}

/** A won amount as written in a statement: "35,000", "35,000원", "-12000", or a number. */
export function parseAmount(cell: Cell): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? Math.round(cell) : null;
  const text = String(cell ?? '')
    .normalize('NFKC')
    .replace(/[,\s원₩]/g, '');
  if (text === '' || text === '-') return 0;
  if (!/^[+-]?\d+(\.\d+)?$/.test(text)) return null;
  return Math.round(Number(text));
}

function cellText(cell: Cell): string {
  if (cell instanceof Date) return cell.toISOString();
  return String(cell ?? '').trim();
}

export function readDeposits(rows: Row[], headerIndex: number, columns: ResolvedColumns) {
  const header = (rows[headerIndex] ?? []).map(headerKey);
  const balanceColumn = header.findIndex((name) => name.includes('잔액'));
  const seen = new Map<string, number>();
  const deposits: Deposit[] = [];
  let ignored = 0;

  for (const row of rows.slice(headerIndex + 1)) {
    const occurredAt = parseOccurredAt(
      row[columns.date] ?? null,
      columns.time === null ? null : (row[columns.time] ?? null),
    );
    let amount: number | null;
    if (columns.deposit !== null) {
      amount = parseAmount(row[columns.deposit] ?? null);
    } else {
      amount = parseAmount(row[columns.signedAmount ?? -1] ?? null);
      const direction = columns.direction === null ? '' : cellText(row[columns.direction] ?? null);
      if (direction.includes('출금')) amount = 0;
    }
    const depositor = cellText(row[columns.depositor] ?? null);
    // Withdrawals, zero amounts, totals and footer rows carry no deposit.
    if (!occurredAt || amount === null || amount <= 0 || depositor === '') {
      ignored += 1;
      continue;
    }
    const balance = balanceColumn >= 0 ? String(parseAmount(row[balanceColumn] ?? null) ?? '') : '';
    const key = [columns.bank, occurredAt.toISOString(), depositor, amount, balance].join('|');
    // Two identical rows in one file are two deposits; the n-th of them keeps its place.
    const nth = (seen.get(key) ?? 0) + 1;
    seen.set(key, nth);
    const fingerprint = createHash('sha256').update(`${key}|${nth}`).digest('hex');
    deposits.push({ occurredAt, depositor, amount, fingerprint });
  }
  return { deposits, ignored };
}
