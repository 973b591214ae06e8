// A catalogue sheet read into rows of column values, and the same layout written back out.
import { badRequest } from '../../../lib/errors.ts';
import type { Language } from '../../../lib/i18n/language.ts';
import type { SpreadsheetCell } from '../../../lib/spreadsheet-cell.ts';
import { readSpreadsheetRows, type Row } from '../../../lib/spreadsheet-read.ts';
import {
  csvBody,
  CSV_CONTENT_TYPE,
  xlsxBody,
  XLSX_CONTENT_TYPE,
  type Worksheet,
} from '../../../lib/spreadsheet-write.ts';
import { cellText, clearsField, won, type CellValue } from './cells.ts';
import { CATALOGUE_COLUMNS, columnOfHeader, type CatalogueColumn } from './columns.ts';
import { ROW_WORDS } from './messages.ts';

export const MAX_CATALOGUE_ROWS = 20_000;
/** Title rows (a shop name, a date) may come before the header. */
const HEADER_SEARCH_ROWS = 10;

export const SKU_COLUMN_MISSING = 'catalogueImport.skuColumnMissing';

export interface SheetRow {
  /** Its number in the sheet (the first row is 1). */
  row: number;
  /** Only the columns the sheet has and the row fills (a blank cell changes nothing). */
  values: Map<CatalogueColumn, CellValue>;
  /** Why cells could not be read, in the request's language. */
  problems: string[];
  /** The columns whose cell could not be read (their value reads as null). */
  unreadable: Set<CatalogueColumn>;
}

export interface CatalogueSheet {
  rows: SheetRow[];
  columns: CatalogueColumn[];
  /** Headers that are no column of ours; they are left alone. */
  ignoredColumns: string[];
}

function findHeader(rows: Row[]) {
  for (const [index, row] of rows.slice(0, HEADER_SEARCH_ROWS).entries()) {
    const columns = row.map((cell) => columnOfHeader(cellText(cell)));
    if (columns.some((column) => column?.kind === 'sku')) return { index, columns };
  }
  throw badRequest(SKU_COLUMN_MISSING, 'SKU_COLUMN_MISSING');
}

export async function readCatalogueSheet(
  buffer: Buffer,
  language: Language,
): Promise<CatalogueSheet> {
  const words = ROW_WORDS[language];
  // One row more than a sheet may have: a reading that reaches it was cut, and is refused.
  const readLimit = MAX_CATALOGUE_ROWS + HEADER_SEARCH_ROWS + 1;
  const rows = await readSpreadsheetRows(buffer, {
    maxRows: readLimit,
    code: 'UNREADABLE_SHEET',
    unreadableCsv: 'catalogueImport.unreadableCsv',
    unreadableXlsx: 'catalogueImport.unreadableXlsx',
    keepEmptyRows: true,
  });
  if (rows.length >= readLimit)
    throw badRequest('catalogueImport.sheetTooLong', { max: MAX_CATALOGUE_ROWS }, 'SHEET_TOO_LONG');
  const { index, columns } = findHeader(rows);
  const header = rows[index] ?? [];
  const ignoredColumns = header
    .map((cell, i) => (columns[i] ? '' : cellText(cell)))
    .filter((name) => name !== '');
  const sheetRows: SheetRow[] = [];
  for (const [offset, cells] of rows.slice(index + 1).entries()) {
    if (cells.every((cell) => cellText(cell) === '')) continue;
    const sheetRow: SheetRow = {
      row: index + offset + 2,
      values: new Map(),
      problems: [],
      unreadable: new Set(),
    };
    for (const [i, column] of columns.entries()) {
      if (!column || sheetRow.values.has(column)) continue;
      const cell = cells[i] ?? null;
      // A blank cell leaves the field as it is; the clear marker reads as an empty cell.
      if (cellText(cell) === '') continue;
      const read = column.type.read(clearsField(cell) ? null : cell, words, column.words[language]);
      if ('problem' in read) {
        sheetRow.problems.push(read.problem);
        sheetRow.unreadable.add(column);
      }
      sheetRow.values.set(column, 'problem' in read ? null : read.value);
    }
    sheetRows.push(sheetRow);
  }
  if (sheetRows.length > MAX_CATALOGUE_ROWS)
    throw badRequest('catalogueImport.sheetTooLong', { max: MAX_CATALOGUE_ROWS }, 'SHEET_TOO_LONG');
  return {
    rows: sheetRows,
    columns: [...new Set(columns.filter((c): c is CatalogueColumn => c !== undefined))],
    ignoredColumns,
  };
}

export interface SheetFile {
  body: Buffer;
  contentType: string;
  fileName: string;
}

/** The catalogue layout with these rows: CSV in UTF-8 with a BOM (Excel keeps the Hangul), or XLSX. */
export async function writeCatalogueSheet(
  rows: SpreadsheetCell[][],
  format: 'csv' | 'xlsx',
  language: Language,
  baseName: string,
  /** A second worksheet (XLSX only): the template's column guide, its first row the header. */
  second?: { name: string; rows: SpreadsheetCell[][] },
): Promise<SheetFile> {
  const header = CATALOGUE_COLUMNS.map((column) => column.header[language]);
  if (format === 'csv') {
    return {
      body: csvBody(header, rows),
      contentType: CSV_CONTENT_TYPE,
      fileName: `${baseName}.csv`,
    };
  }
  const products: Worksheet = {
    name: 'Products',
    columns: CATALOGUE_COLUMNS.map((column, i) => ({
      header: header[i]!,
      width: column.width,
      won: column.type === won,
    })),
    rows,
  };
  const guide = second && {
    name: second.name,
    columns: [16, 16, 60, 60, 30].map((width, i) => ({
      header: String(second.rows[0]?.[i] ?? ''),
      width,
    })),
    rows: second.rows.slice(1),
    wrap: true,
  };
  return {
    body: await xlsxBody(guide ? [products, guide] : [products]),
    contentType: XLSX_CONTENT_TYPE,
    fileName: `${baseName}.xlsx`,
  };
}
