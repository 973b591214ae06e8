// The orders list as a spreadsheet: one row per order line, with the order's totals, depositor,
// payment and shipping beside each line, for the shop's bookkeeping.
import type { adminOrdersExportQuery } from '@jangbogi/contracts/admin';
import { courierLabels, courierName, type Courier } from '@jangbogi/contracts/shipping';
import { deliveryRequestLine } from '@jangbogi/contracts/delivery-request';
import { addressSnapshot, type AddressSnapshot } from '@jangbogi/contracts/orders';
import { storedDeliveryRequest } from '@jangbogi/contracts/delivery-request-schema';
import type { Language } from '../../lib/i18n/language.ts';
import { inertRow, type SpreadsheetCell } from '../../lib/spreadsheet-cell.ts';
import {
  csvStream,
  CSV_CONTENT_TYPE,
  xlsxStream,
  XLSX_CONTENT_TYPE,
} from '../../lib/spreadsheet-write.ts';
import type { Readable } from 'node:stream';
import type pg from 'pg';
import type { z } from 'zod';
import { formatKoreaDateTime } from '@jangbogi/contracts/korea-time';
import {
  EXPORT_BATCH_ORDERS,
  exportedOrders,
  type ExportedLine,
  type ExportedOrder,
} from './export-read.ts';

type ExportQuery = z.output<typeof adminOrdersExportQuery>;

/** Each column's header in each language, and its width. */
const COLUMNS = [
  ['Order number', '주문번호', 18],
  ['Placed (KST)', '주문일시(KST)', 17],
  ['Status', '주문 상태', 11],
  ['Payment method', '결제 방법', 16],
  ['Payment status', '결제 상태', 15],
  ['Paid (KST)', '결제일시(KST)', 17],
  ['Depositor', '입금자명', 14],
  ['Customer', '주문자', 16],
  ['Email', '이메일', 26],
  ['Phone', '전화번호', 15],
  ['Address', '주소', 40],
  ['Detail address', '상세주소', 20],
  ['Recipient', '받는 분', 16],
  ['Recipient phone', '받는 분 전화번호', 15],
  ['Delivery request', '배송 요청사항', 30],
  ['Product', '상품명(영문)', 30],
  ['Product (Korean)', '상품명', 24],
  ['Unit price', '단가', 11],
  ['Quantity', '수량', 9],
  ['Line total', '금액', 11],
  ['Subtotal', '상품 합계', 11],
  ['Discount', '할인', 10],
  ['Promo code', '프로모션 코드', 12],
  ['Shipping', '배송비', 10],
  ['Remote area surcharge', '도서산간 추가 배송비', 12],
  ['Order total', '주문 합계', 12],
  ['Courier', '택배사', 22],
  ['Tracking number', '송장번호', 18],
  ['Packing', '포장 결과', 28],
] as const;

/**
 * The codes the sheet writes as they are in English (filters and formulas use them) and in the
 * back office's words in Korean.
 */
const KOREAN_VALUES: Readonly<Record<string, string>> = {
  pending: '접수',
  confirmed: '확정',
  shipped: '발송',
  packed: '포장 완료',
  delivered: '배송 완료',
  cancelled: '취소',
  cash: '현금 결제',
  account_transfer: '계좌이체',
  unpaid: '미결제',
  proof_submitted: '입금 확인 중',
  paid: '결제 완료',
};
const valueIn = (code: string, language: Language) =>
  language === 'ko' ? (KOREAN_VALUES[code] ?? code) : code;

function address(a: AddressSnapshot): string {
  return [a.street, a.city, a.state, a.postal_code].filter((part) => part !== '').join(', ');
}

/** The snapshot as stored; a row this build cannot read leaves the address columns empty. */
function shippingOf(value: unknown): AddressSnapshot {
  const parsed = addressSnapshot.safeParse(value);
  if (parsed.success) return parsed.data;
  const empty = { street: '', city: '', state: '', postal_code: '', country: '' };
  return { ...empty, full_name: '', phone: '', address_detail: '' };
}

/**
 * A line as the books see it: once packed, what went into the box (the substitute, the units
 * packed, the price charged), so the lines add up to the order's subtotal, and the last column
 * says how it differs from what was ordered.
 */
function asPacked(line: ExportedLine, language: Language) {
  if (line.packedQuantity === null || line.packedTotal === null) return { ...line, packing: '' };
  const ko = language === 'ko';
  const notes: string[] = [];
  if (line.substituteName !== null) {
    const original = ko ? (line.productNameKr ?? line.productName) : line.productName;
    notes.push(ko ? `${original} 대신 대체` : `Substitute for ${original}`);
  } else if (line.packedShortQuantity) {
    const short = line.packedShortQuantity;
    notes.push(
      ko
        ? `품절 ${short}개 (주문 ${line.quantity}개)`
        : `Short ${short} (ordered ${line.quantity})`,
    );
  }
  if (line.packedGrams !== null)
    notes.push(ko ? `실측 ${line.packedGrams}g` : `Weighed ${line.packedGrams} g`);
  return {
    productName: line.substituteName ?? line.productName,
    productNameKr: line.substituteName === null ? line.productNameKr : line.substituteNameKr,
    unitPrice: line.packedUnitPrice ?? line.unitPrice,
    quantity: line.packedQuantity,
    lineTotal: line.packedTotal,
    packing: notes.join(', ') || (ko ? '포장 완료' : 'Packed'),
  };
}

/** An order's rows, one per line; every cell passes the formula guard (the texts are the shopper's). */
function rowsOf(o: ExportedOrder, language: Language): SpreadsheetCell[][] {
  const shipping = shippingOf(o.shippingAddress);
  const request = storedDeliveryRequest(o.deliveryRequest);
  return o.items.map((line) => {
    const item = asPacked(line, language);
    return inertRow([
      o.orderNumber,
      formatKoreaDateTime(o.placedAt),
      valueIn(o.status, language),
      valueIn(o.paymentMethod, language),
      valueIn(o.paymentStatus, language),
      o.paidAt ? formatKoreaDateTime(o.paidAt) : '',
      o.depositorName ?? '',
      o.customerName,
      o.customerEmail,
      o.customerPhone,
      address(shipping),
      shipping.address_detail,
      shipping.full_name,
      shipping.phone,
      request ? deliveryRequestLine(request, language) : '',
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
      courierText(o.courier, language),
      o.trackingNumber ?? '',
      item.packing,
    ]);
  });
}

function courierText(courier: Courier | null, language: Language): string {
  if (!courier) return '';
  return language === 'ko' ? courierName(courier, 'ko') : courierLabels[courier];
}

export interface ExportFile {
  /** A whole small file, or one written as it is read (the orders export). */
  body: Buffer | Readable;
  contentType: string;
  fileName: string;
}

/**
 * The batches' rows. The first batch is read before the answer starts, so that a failure there is
 * an error answer rather than a cut file; returning the iterator, read or not, ends the reading.
 */
async function rowBatches(
  pool: pg.Pool,
  query: ExportQuery,
  language: Language,
  batchOrders: number,
): Promise<AsyncIterableIterator<SpreadsheetCell[][]>> {
  const batches = exportedOrders(pool, query, batchOrders);
  const first = await batches.next();
  let waiting = first.done ? undefined : first.value;
  const rowsOfAll = (orders: ExportedOrder[]) => orders.flatMap((o) => rowsOf(o, language));
  const iterator: AsyncIterableIterator<SpreadsheetCell[][]> = {
    [Symbol.asyncIterator]: () => iterator,
    async next() {
      const orders = waiting ?? (await batches.next()).value ?? undefined;
      waiting = undefined;
      return orders ? { done: false, value: rowsOfAll(orders) } : { done: true, value: undefined };
    },
    async return() {
      await batches.return(undefined);
      return { done: true, value: undefined };
    },
  };
  return iterator;
}

/**
 * Every filtered order, however many (a month is about 30,000), written as it is read: the file's
 * first bytes leave after the first batch and memory holds one batch at a time. CSV carries a
 * UTF-8 byte order mark: without it Excel reads the file as ANSI and breaks Hangul. Headers and
 * values are in the language of the back office the export was asked from.
 */
export async function exportOrders(
  pool: pg.Pool,
  query: ExportQuery,
  now: Date,
  language: Language,
  batchOrders = EXPORT_BATCH_ORDERS,
): Promise<ExportFile> {
  const rows = await rowBatches(pool, query, language, batchOrders);
  const header: string[] = COLUMNS.map(([english, korean]) =>
    language === 'ko' ? korean : english,
  );
  const stamp = formatKoreaDateTime(now).slice(0, 10);
  if (query.format === 'csv') {
    return {
      body: csvStream(header, rows),
      contentType: CSV_CONTENT_TYPE,
      fileName: `jangbogi-orders-${stamp}.csv`,
    };
  }
  const columns = COLUMNS.map(([english, , width], i) => ({
    header: header[i]!,
    width,
    won: WON_COLUMNS.has(english),
  }));
  return {
    body: xlsxStream('Orders', columns, rows),
    contentType: XLSX_CONTENT_TYPE,
    fileName: `jangbogi-orders-${stamp}.xlsx`,
  };
}

const WON_COLUMNS = new Set<string>([
  'Unit price',
  'Line total',
  'Subtotal',
  'Discount',
  'Shipping',
  'Remote area surcharge',
  'Order total',
]);
