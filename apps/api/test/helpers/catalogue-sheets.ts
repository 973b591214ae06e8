// Product sheets as the shop team would upload them (CSV in UTF-8 or CP949, XLSX, a ZIP of
// pictures), and the catalogue import endpoints called with them.
import type { ImportApplyLine, ImportPreview } from '@jangbogi/contracts/admin-catalogue-import';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import iconv from 'iconv-lite';
import JSZip from 'jszip';

export type SheetCells = (string | number)[][];

export const csvUtf8 = (rows: SheetCells) => Buffer.from(stringify(rows), 'utf8');
export const csvCp949 = (rows: SheetCells) => iconv.encode(stringify(rows), 'cp949');

export async function xlsxOf(rows: SheetCells): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Products');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function zipOf(files: Record<string, Buffer>): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, bytes] of Object.entries(files)) zip.file(name, bytes);
  return zip.generateAsync({ type: 'nodebuffer' });
}

/** Reads a sheet the export wrote back into rows of cells. */
export async function rowsOfXlsx(buffer: Buffer, sheet = 0): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[sheet]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** The import form: the sheet as `file`, the pictures as `images`. */
export function sheetForm(sheet: Buffer, fileName: string, zip?: Buffer) {
  const boundary = `----catalogue${Math.random().toString(16).slice(2)}`;
  const part = (name: string, filename: string, type: string, data: Buffer) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from('\r\n'),
  ];
  const type = fileName.endsWith('.xlsx')
    ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
    : 'text/csv';
  return {
    payload: Buffer.concat([
      ...part('file', fileName, type, sheet),
      ...(zip ? part('images', 'images.zip', 'application/zip', zip) : []),
      Buffer.from(`--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export interface ImportCall {
  app: FastifyInstance;
  headers: Record<string, string>;
  sheet: Buffer;
  fileName?: string;
  zip?: Buffer;
  language?: 'en' | 'ko';
}

function send(step: 'preview' | 'apply', call: ImportCall) {
  const body = sheetForm(call.sheet, call.fileName ?? 'products.csv', call.zip);
  return call.app.inject({
    method: 'POST',
    url: `/api/admin/products/import/${step}`,
    headers: { ...call.headers, ...body.headers, 'accept-language': call.language ?? 'en' },
    payload: body.payload,
  });
}

export async function previewSheet(call: ImportCall): Promise<ImportPreview> {
  const response = await send('preview', call);
  if (response.statusCode !== 200)
    throw new Error(`preview ${response.statusCode}: ${response.body}`);
  return response.json();
}

/** The apply's progress lines and its last line. */
export async function applySheet(call: ImportCall) {
  const response = await send('apply', call);
  if (response.statusCode !== 200)
    throw new Error(`apply ${response.statusCode}: ${response.body}`);
  const lines = response.body
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as ImportApplyLine);
  return { progress: lines.slice(0, -1), last: lines.at(-1) };
}
