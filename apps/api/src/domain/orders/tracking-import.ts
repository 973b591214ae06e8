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
import type { Db, DbOrTx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest } from '../../lib/errors.ts';
import { translate, type MessageValues } from '../../lib/i18n/catalogue.ts';
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

/** Why a row is refused, in the back office's language (the `importRow.tracking.*` messages). */
function problems(language: Language) {
  const t = (id: Parameters<typeof translate>[1], values?: MessageValues) =>
    translate(language, id, values);
  return {
    noOrderNumber: t('importRow.tracking.noOrderNumber'),
    unknown: (order: string) => t('importRow.tracking.unknown', { order }),
    repeated: (order: string) => t('importRow.tracking.repeated', { order }),
    badTracking: (tracking: string) => t('importRow.tracking.badTracking', { tracking }),
    notReady: (order: string, status: string) =>
      t('importRow.tracking.notReady', { order, status }),
  };
}

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
  const words = problems(language);
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
