// The one way the back office's files are written: CSV that Excel opens with its Hangul intact,
// and XLSX written row by row. Every cell passes through inertRow (spreadsheet-cell.ts).
import { PassThrough } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { loadExcel } from './excel.ts';
import { inertRow, inertText, type SpreadsheetCell } from './spreadsheet-cell.ts';

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Rows = readonly (readonly SpreadsheetCell[])[];

/** UTF-8 with a byte-order mark (without it Excel reads the Hangul as another code page), CRLF rows. */
export function csvText(header: readonly string[], rows: Rows): string {
  return `\ufeff${stringify([inertRow(header), ...rows.map(inertRow)], { record_delimiter: 'windows' })}`;
}

export function csvBody(header: readonly string[], rows: Rows): Buffer {
  return Buffer.from(csvText(header, rows), 'utf8');
}

export interface SheetColumn {
  header: string;
  width: number;
  /** An amount in won, shown as 12,300. */
  won?: boolean;
}

export interface Worksheet {
  name: string;
  columns: readonly SheetColumn[];
  rows: Rows;
  /** Long texts wrap inside their cells (a guide rather than data). */
  wrap?: boolean;
}

/**
 * An XLSX file of these worksheets, each with its header row bold and frozen. Written with
 * exceljs' streaming writer: a full export (10,000 orders, the whole catalogue) built as one
 * in-memory workbook needed more memory than the server's heap limit (ADR 0018).
 */
export async function xlsxBody(worksheets: readonly Worksheet[]): Promise<Buffer> {
  const ExcelJS = await loadExcel();
  const zip = new PassThrough();
  const chunks: Buffer[] = [];
  zip.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: zip,
    useStyles: true,
    useSharedStrings: false,
  });
  for (const { name, columns, rows, wrap } of worksheets) {
    const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((column) => ({
      header: inertText(column.header),
      width: column.width,
      ...(column.won ? { style: { numFmt: '#,##0' } } : {}),
    }));
    const alignment = wrap ? { wrapText: true, vertical: 'top' as const } : undefined;
    const header = sheet.getRow(1);
    header.font = { bold: true };
    if (alignment) header.alignment = alignment;
    for (const row of rows) {
      const added = sheet.addRow(inertRow(row));
      if (alignment) added.alignment = alignment;
      added.commit();
    }
    sheet.commit();
  }
  await workbook.commit();
  return Buffer.concat(chunks);
}
