// Turns an uploaded statement (CSV in UTF-8 or CP949, or XLSX) into rows of cells.
import { parse } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';
import { loadExcel } from '../../../lib/excel.ts';
import iconv from 'iconv-lite';
import { badRequest } from '../../../lib/errors.ts';

export type Cell = string | number | Date | null;
export type Row = Cell[];

const MAX_ROWS = 20_000;

function isXlsx(buffer: Buffer) {
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

function readCsv(buffer: Buffer): Row[] {
  try {
    return parse(decodeText(buffer), {
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      to: MAX_ROWS,
    });
  } catch {
    throw badRequest(
      'The statement could not be read as CSV. Export it again as CSV or Excel.',
      'UNREADABLE_STATEMENT',
    );
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

async function readXlsx(buffer: Buffer): Promise<Row[]> {
  const workbook = new (await loadExcel()).Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw badRequest('The statement could not be read as an Excel file.', 'UNREADABLE_STATEMENT');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: Row[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    if (rows.length >= MAX_ROWS) return;
    const cells: Row = [];
    for (let col = 1; col <= row.cellCount; col++) cells.push(cellValue(row.getCell(col).value));
    rows.push(cells);
  });
  return rows;
}

export async function readStatementRows(buffer: Buffer): Promise<Row[]> {
  return isXlsx(buffer) ? readXlsx(buffer) : readCsv(buffer);
}
