// The one way the back office's files are written: CSV that Excel opens with its Hangul intact,
// and XLSX written row by row. Every cell passes through inertRow (spreadsheet-cell.ts).
import { PassThrough, Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { loadExcel } from './excel.ts';
import { inertRow, inertText, type SpreadsheetCell } from './spreadsheet-cell.ts';

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Rows = readonly (readonly SpreadsheetCell[])[];

/** UTF-8 with a byte-order mark (without it Excel reads the Hangul as another code page), CRLF rows. */
export function csvText(header: readonly string[], rows: Rows): string {
  return `\ufeff${csvRecords([header, ...rows])}`;
}

const csvRecords = (rows: Rows) => stringify(rows.map(inertRow), { record_delimiter: 'windows' });

/**
 * The same CSV written as its rows arrive, batch by batch: a file of any length in the memory of
 * one batch. The stream asks for the next batch only when the reader took the last one.
 */
export function csvStream(header: readonly string[], batches: AsyncIterable<Rows>): Readable {
  const iterator = batches[Symbol.asyncIterator]();
  async function* chunks() {
    yield Buffer.from(`\ufeff${csvRecords([header])}`, 'utf8');
    for (;;) {
      const batch = await iterator.next();
      if (batch.done) return;
      if (batch.value.length) yield Buffer.from(csvRecords(batch.value), 'utf8');
    }
  }
  const stream = Readable.from(chunks(), { objectMode: false });
  stream.once('close', () => stopReading(iterator));
  return stream;
}

/**
 * Ends the reading of the batches once the file's stream closes, written whole or not (a reader
 * that went away): the batches may hold a database connection.
 */
function stopReading(iterator: AsyncIterator<Rows>) {
  iterator.return?.().catch(() => {
    // The batches' own clean-up deals with a failure to end; nothing is left to do here.
  });
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

/** Resolves once the stream has room again (or was closed by its reader). */
function roomIn(stream: PassThrough): Promise<void> {
  if (!stream.writableNeedDrain || stream.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

/**
 * One worksheet written as its rows arrive, batch by batch, like xlsxBody writes it. The next batch
 * is read only once the reader has taken what the last one wrote, so memory stays that of a batch
 * however long the sheet; a reader that goes away stops the reading (the batches' iterator is
 * returned, which lets go of what it holds).
 */
export function xlsxStream(
  name: string,
  columns: readonly SheetColumn[],
  batches: AsyncIterable<Rows>,
): Readable {
  const out = new PassThrough();
  const iterator = batches[Symbol.asyncIterator]();
  out.once('close', () => stopReading(iterator));
  async function write() {
    const ExcelJS = await loadExcel();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((column) => ({
      header: inertText(column.header),
      width: column.width,
      ...(column.won ? { style: { numFmt: '#,##0' } } : {}),
    }));
    sheet.getRow(1).font = { bold: true };
    for (;;) {
      const batch = await iterator.next();
      if (batch.done) break;
      for (const row of batch.value) sheet.addRow(inertRow(row)).commit();
      await roomIn(out);
      if (out.destroyed) return;
    }
    sheet.commit();
    await workbook.commit();
  }
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : undefined));
  return out;
}
