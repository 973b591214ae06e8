// Turns an uploaded spreadsheet (CSV in UTF-8 or CP949, or XLSX) into rows of cells: the bank
// statement import and the catalogue import read their files here (ADR 0013).
import { parse } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';
import { loadExcel } from './excel.ts';
import iconv from 'iconv-lite';
import { badRequest, type PlainErrorId } from './errors.ts';

export type Cell = string | number | Date | null;
export type Row = Cell[];

/** What to say when a file cannot be read, and how many rows to read at most. */
export interface SpreadsheetReading {
  maxRows: number;
  code: string;
  unreadableCsv: PlainErrorId;
  unreadableXlsx: PlainErrorId;
  /** Keep blank rows as empty ones, so a row's index is its number in the sheet minus one. */
  keepEmptyRows?: boolean;
}

export function isXlsx(buffer: Buffer) {
  // XLSX is a ZIP archive: "PK\x03\x04".
  return (
    buffer.length > 4 &&
    buffer[0] === 0x50 &&
    buffer[1] === 0x4b &&
    buffer[2] === 0x03 &&
    buffer[3] === 0x04
  );
}

/**
 * Korean internet banking exports CSV in CP949 (EUC-KR's superset); newer ones in UTF-8,
 * sometimes with a BOM. Bytes that are valid UTF-8 are read as UTF-8, anything else as CP949:
 * CP949 Hangul is almost never valid UTF-8, so the check does not misread one as the other.
 */
export function decodeText(buffer: Buffer): string {
  if (buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf)
    return buffer.subarray(3).toString('utf8');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    return iconv.decode(buffer, 'cp949');
  }
}

function readCsv(buffer: Buffer, reading: SpreadsheetReading): Row[] {
  try {
    return parse(decodeText(buffer), {
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: !reading.keepEmptyRows,
      trim: true,
      to: reading.maxRows,
    });
  } catch {
    throw badRequest(reading.unreadableCsv, reading.code);
  }
}

function cellValue(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || value instanceof Date) return value;
  if (typeof value === 'boolean') return String(value);
  if ('result' in value) return cellValue(value.result);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return String(value.text);
  return null;
}

async function readXlsx(buffer: Buffer, reading: SpreadsheetReading): Promise<Row[]> {
  const workbook = new (await loadExcel()).Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw badRequest(reading.unreadableXlsx, reading.code);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: Row[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    if (rows.length >= reading.maxRows) return;
    // eachRow skips blank rows; their places are kept when asked.
    while (reading.keepEmptyRows && rows.length < row.number - 1) rows.push([]);
    const cells: Row = [];
    for (let col = 1; col <= row.cellCount; col++) cells.push(cellValue(row.getCell(col).value));
    rows.push(cells);
  });
  return rows;
}

export async function readSpreadsheetRows(
  buffer: Buffer,
  reading: SpreadsheetReading,
): Promise<Row[]> {
  return isXlsx(buffer) ? readXlsx(buffer, reading) : readCsv(buffer, reading);
}
