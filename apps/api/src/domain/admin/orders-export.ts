// The orders list as a spreadsheet: one row per order line, with the order's totals, depositor,
// payment and shipping beside each line, for the shop's bookkeeping.
import type { adminOrdersExportQuery } from '@jangbogi/contracts/admin';
import { courierLabels } from '@jangbogi/contracts/shipping';
import { PassThrough } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { loadExcel } from '../../lib/excel.ts';
import { inertRow, type SpreadsheetCell } from '../../lib/spreadsheet-cell.ts';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { formatKoreaDateTime } from './korea-time.ts';
import { ordersWhere } from './orders-query.ts';

type ExportQuery = z.output<typeof adminOrdersExportQuery>;

/** More than a shop exports at once; the team narrows the dates for more. */
const MAX_ORDERS = 10_000;

const COLUMNS = [
  ['Order number', 18],
  ['Placed (KST)', 17],
  ['Status', 11],
  ['Payment method', 16],
  ['Payment status', 15],
  ['Paid (KST)', 17],
  ['Depositor', 14],
  ['Customer', 16],
  ['Email', 26],
  ['Phone', 15],
  ['Address', 40],
  ['Product', 30],
  ['Product (Korean)', 24],
  ['Unit price', 11],
  ['Quantity', 9],
  ['Line total', 11],
  ['Subtotal', 11],
  ['Discount', 10],
  ['Promo code', 12],
  ['Shipping', 10],
  ['Remote area surcharge', 12],
  ['Order total', 12],
  ['Courier', 22],
  ['Tracking number', 18],
] as const;

function address(snapshot: unknown): string {
  const a = (snapshot ?? {}) as Record<string, unknown>;
  return ['street', 'city', 'state', 'postal_code']
    .map((key) => a[key])
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join(', ');
}

async function exportRows(db: DbOrTx, query: ExportQuery): Promise<SpreadsheetCell[][]> {
  const orders = await db.order.findMany({
    where: await ordersWhere(db, query),
    orderBy: [{ placedAt: 'desc' }, { orderNumber: 'desc' }],
    take: MAX_ORDERS,
    select: {
      orderNumber: true,
      placedAt: true,
      status: true,
      paymentMethod: true,
      paymentStatus: true,
      paidAt: true,
      depositorName: true,
      customerName: true,
      customerEmail: true,
      customerPhone: true,
      shippingAddress: true,
      subtotal: true,
      discount: true,
      promoCode: true,
      shippingPrice: true,
      remoteAreaSurcharge: true,
      total: true,
      courier: true,
      trackingNumber: true,
      items: {
        orderBy: { productName: 'asc' },
        select: {
          productName: true,
          productNameKr: true,
          unitPrice: true,
          quantity: true,
          lineTotal: true,
        },
      },
    },
  });
  // Every cell passes the formula guard: the names, phone, address and depositor are the shopper's.
  return orders.flatMap((o) =>
    o.items.map((item) =>
      inertRow([
        o.orderNumber,
        formatKoreaDateTime(o.placedAt),
        o.status,
        o.paymentMethod,
        o.paymentStatus,
        o.paidAt ? formatKoreaDateTime(o.paidAt) : '',
        o.depositorName ?? '',
        o.customerName,
        o.customerEmail,
        o.customerPhone,
        address(o.shippingAddress),
        item.productName,
        item.productNameKr ?? '',
        item.unitPrice,
        item.quantity,
        item.lineTotal,
        o.subtotal,
        o.discount,
        o.promoCode ?? '',
        o.shippingPrice,
        o.remoteAreaSurcharge,
        o.total,
        o.courier ? courierLabels[o.courier] : '',
        o.trackingNumber ?? '',
      ]),
    ),
  );
}

export interface ExportFile {
  body: Buffer;
  contentType: string;
  fileName: string;
}

/** CSV carries a UTF-8 byte order mark: without it Excel reads the file as ANSI and breaks Hangul. */
export async function exportOrders(db: DbOrTx, query: ExportQuery, now: Date): Promise<ExportFile> {
  const rows = await exportRows(db, query);
  const header: string[] = COLUMNS.map(([name]) => name);
  const stamp = formatKoreaDateTime(now).slice(0, 10);
  if (query.format === 'csv') {
    const text = stringify([header, ...rows], { record_delimiter: 'windows' });
    return {
      body: Buffer.from(`\ufeff${text}`, 'utf8'),
      contentType: 'text/csv; charset=utf-8',
      fileName: `jangbogi-orders-${stamp}.csv`,
    };
  }
  return {
    body: await xlsxOf(rows),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    fileName: `jangbogi-orders-${stamp}.xlsx`,
  };
}

const WON_COLUMNS = new Set([
  'Unit price',
  'Line total',
  'Subtotal',
  'Discount',
  'Shipping',
  'Remote area surcharge',
  'Order total',
]);

/**
 * The sheet written row by row with exceljs' streaming writer: a full export (10,000 orders)
 * built as one in-memory workbook needed more memory than the server's heap limit (ADR 0018).
 */
async function xlsxOf(rows: Awaited<ReturnType<typeof exportRows>>): Promise<Buffer> {
  const ExcelJS = await loadExcel();
  const zip = new PassThrough();
  const chunks: Buffer[] = [];
  zip.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: zip,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Orders', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map(([name, width]) => ({
    header: name,
    width,
    ...(WON_COLUMNS.has(name) ? { style: { numFmt: '#,##0' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}
