// A courier's file of tracking numbers back into the shop: each row names an order (고객주문번호 /
// 주문번호) and its waybill (운송장번호 / 등기번호). The preview says per row whether the order
// will ship or why not; the apply ships every valid row in one transaction, each through the same
// action as the order page's "ship" (its event and the shopper's shipped email).
import {
  READY_TO_SHIP_STATUSES,
  TRACKING_NUMBER,
  type TrackingImportResult,
  type TrackingImportRow,
  type WaybillCourier,
} from '@jangbogi/contracts/waybills';
import { withParticle } from '@jangbogi/contracts/korean-particle';
import type { Db, DbOrTx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest } from '../../lib/errors.ts';
import type { Language } from '../../lib/i18n/language.ts';
import { readSpreadsheetRows, type Cell } from '../../lib/spreadsheet-read.ts';
import { changeOrder } from './order-actions.ts';

const MAX_ROWS = 5_000;
const HEADER_SEARCH_ROWS = 10;

const headerKey = (cell: Cell) =>
  String(cell ?? '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s_()[\]]/g, '');
const ORDER_HEADERS = new Set(['고객주문번호', '주문번호', 'ordernumber'].map(headerKey));
const TRACKING_HEADERS = new Set(
  ['운송장번호', '송장번호', '등기번호', 'trackingnumber'].map(headerKey),
);

export const TRACKING_COLUMNS_MISSING = 'waybills.columnsMissing';

interface Line {
  row: number;
  orderNumber: string;
  trackingNumber: string;
}

async function readLines(buffer: Buffer): Promise<Line[]> {
  const rows = await readSpreadsheetRows(buffer, {
    maxRows: MAX_ROWS + HEADER_SEARCH_ROWS,
    code: 'UNREADABLE_SHEET',
    unreadableCsv: 'waybills.unreadableCsv',
    unreadableXlsx: 'waybills.unreadableXlsx',
    keepEmptyRows: true,
  });
  for (const [index, header] of rows.slice(0, HEADER_SEARCH_ROWS).entries()) {
    const orderAt = header.findIndex((cell) => ORDER_HEADERS.has(headerKey(cell)));
    const trackingAt = header.findIndex((cell) => TRACKING_HEADERS.has(headerKey(cell)));
    if (orderAt < 0 || trackingAt < 0) continue;
    return rows
      .slice(index + 1)
      .map((cells, offset) => ({
        row: index + offset + 2,
        orderNumber: String(cells[orderAt] ?? '').trim(),
        trackingNumber: String(cells[trackingAt] ?? '').trim(),
      }))
      .filter((line) => line.orderNumber !== '' || line.trackingNumber !== '');
  }
  throw badRequest(TRACKING_COLUMNS_MISSING, 'TRACKING_COLUMNS_MISSING');
}

const STATUS_KO: Record<string, string> = {
  pending: '접수',
  confirmed: '확인',
  shipped: '발송',
  delivered: '배송 완료',
  cancelled: '취소',
};

/** Why a row is refused, in the back office's language. */
const PROBLEMS = {
  en: {
    noOrderNumber: 'The order number is empty.',
    unknown: (order: string) => `No order ${order}.`,
    repeated: (order: string) => `Order ${order} is already on an earlier row.`,
    badTracking: (tracking: string) => `"${tracking}" is not a tracking number (10 to 20 digits).`,
    notReady: (order: string, status: string) =>
      `Order ${order} is ${status}, not waiting to ship.`,
  },
  ko: {
    noOrderNumber: '주문번호가 비어 있습니다.',
    unknown: (order: string) => `주문 ${withParticle(order, '이/가')} 없습니다.`,
    repeated: (order: string) => `주문 ${withParticle(order, '은/는')} 앞 행에 이미 있습니다.`,
    badTracking: (tracking: string) =>
      `${withParticle(`"${tracking}"`, '은/는')} 송장번호가 아닙니다 (숫자 10~20자리).`,
    notReady: (order: string, status: string) =>
      `주문 ${withParticle(order, '은/는')} ${STATUS_KO[status] ?? status} 상태라 발송할 수 없습니다.`,
  },
} satisfies Record<Language, unknown>;

/** Each line planned against the orders as they are now. */
async function plan(
  db: DbOrTx,
  lines: Line[],
  language: Language,
): Promise<(TrackingImportRow & { id?: string })[]> {
  const orders = await db.order.findMany({
    where: { orderNumber: { in: lines.map((l) => l.orderNumber) } },
    select: { id: true, orderNumber: true, status: true },
  });
  const byNumber = new Map(orders.map((o) => [o.orderNumber, o]));
  const seen = new Set<string>();
  const ready: readonly string[] = READY_TO_SHIP_STATUSES;
  const words = PROBLEMS[language];
  return lines.map((line) => {
    const order = byNumber.get(line.orderNumber);
    const problem = !line.orderNumber
      ? words.noOrderNumber
      : !order
        ? words.unknown(line.orderNumber)
        : seen.has(line.orderNumber)
          ? words.repeated(line.orderNumber)
          : !TRACKING_NUMBER.test(line.trackingNumber)
            ? words.badTracking(line.trackingNumber)
            : !ready.includes(order.status)
              ? words.notReady(line.orderNumber, order.status)
              : null;
    seen.add(line.orderNumber);
    return {
      row: line.row,
      order_number: line.orderNumber,
      tracking_number: line.trackingNumber,
      result: problem ? ('refused' as const) : ('ship' as const),
      problem,
      ...(problem || !order ? {} : { id: order.id }),
    };
  });
}

const resultOf = (rows: TrackingImportRow[], applied: boolean): TrackingImportResult => ({
  applied,
  rows: rows.map(({ row, order_number, tracking_number, result, problem }) => ({
    row,
    order_number,
    tracking_number,
    result,
    problem,
  })),
  counts: {
    ship: rows.filter((r) => r.result === 'ship').length,
    refused: rows.filter((r) => r.result === 'refused').length,
  },
});

/** The preview (nothing written), or with `apply` every valid row shipped in one transaction. */
export async function importTracking(
  db: Db,
  upload: {
    file: Buffer;
    courier: WaybillCourier;
    apply: boolean;
    actorUserId: string;
    language: Language;
  },
  now: Date,
): Promise<TrackingImportResult> {
  const lines = await readLines(upload.file);
  if (!upload.apply) return resultOf(await plan(db, lines, upload.language), false);
  const planned = await inTransaction(
    db,
    async (tx) => {
      // Planned again inside the transaction; each order is locked by the ship action itself.
      const rows = await plan(tx, lines, upload.language);
      for (const row of rows) {
        if (!row.id) continue;
        await changeOrder(tx, {
          orderId: row.id,
          action: 'ship',
          actorUserId: upload.actorUserId,
          now,
          shipment: { courier: upload.courier, trackingNumber: row.tracking_number },
        });
      }
      return rows;
    },
    { maxWait: 10_000, timeout: 60_000 },
  );
  return resultOf(planned, true);
}
