// 거래 대사: each night the day's Toss orders are compared with Toss's own record of the day,
// GET /v1/transactions (every approval and cancel, by when Toss processed it). Per payment, the
// money that moved that Korean day is added up on both sides, approvals minus cancels, and every
// payment where the two differ is listed: what the shop recorded and Toss did not, what Toss did
// and the shop never recorded (a payment confirmed while the shop was down, a cancel made in
// Toss's dashboard), and different amounts.
import { addDays, koreanDateOf, koreanDayRange, calendarDay } from '@jangbogi/contracts/korea-time';
import type { ReconciliationMismatch, TossReconciliation } from '@jangbogi/contracts/payments';
import type { Db } from '../../../db/client.ts';
import { HOUR_MS } from '../../../lib/time.ts';
import {
  TossApiError,
  TossUnavailableError,
  type TossClient,
  type TossTransaction,
} from '../../payment-gateway/client.ts';
import { paymentGatewayUnavailable } from './confirm.ts';

/** Toss's statuses of a transaction that moved money in, and out. */
const APPROVED = new Set(['DONE']);
const CANCELLED = new Set(['CANCELED', 'PARTIAL_CANCELED']);

/** The nightly pass runs for yesterday once the Korean day is this many hours old. */
const NIGHTLY_AFTER_HOURS = 3;

interface Side {
  tossOrderId: string;
  orderNumber: string | null;
  paymentKey: string | null;
  shop: number;
  toss: number;
}

/** The shop's side: approvals recorded that day and refunds Toss cancelled that day. */
async function shopMovements(db: Db, date: string): Promise<Map<string, Side>> {
  const { start, end } = koreanDayRange(date);
  const [approved, refunded] = await Promise.all([
    db.tossPayment.findMany({
      where: { approvedAt: { gte: start, lt: end }, paymentKey: { not: null } },
      select: {
        tossOrderId: true,
        paymentKey: true,
        amount: true,
        order: { select: { orderNumber: true } },
      },
    }),
    db.refund.findMany({
      where: { method: 'toss', status: 'refunded', refundedAt: { gte: start, lt: end } },
      select: {
        amount: true,
        order: {
          select: {
            orderNumber: true,
            tossPayment: { select: { tossOrderId: true, paymentKey: true } },
          },
        },
      },
    }),
  ]);
  const sides = new Map<string, Side>();
  const sideOf = (tossOrderId: string, orderNumber: string, paymentKey: string | null) => {
    let side = sides.get(tossOrderId);
    if (!side) {
      side = { tossOrderId, orderNumber, paymentKey, shop: 0, toss: 0 };
      sides.set(tossOrderId, side);
    }
    return side;
  };
  for (const p of approved)
    sideOf(p.tossOrderId, p.order.orderNumber, p.paymentKey).shop += p.amount;
  for (const r of refunded) {
    const payment = r.order.tossPayment;
    if (payment)
      sideOf(payment.tossOrderId, r.order.orderNumber, payment.paymentKey).shop -= r.amount;
  }
  return sides;
}

/** Compares one Korean day and keeps the report. */
export async function reconcileTossDay(
  db: Db,
  toss: TossClient,
  date: string,
  now: Date,
): Promise<TossReconciliation> {
  let transactions: TossTransaction[];
  try {
    transactions = await toss.transactions(`${date}T00:00:00.000`, `${date}T23:59:59.999`);
  } catch (error) {
    if (error instanceof TossApiError || error instanceof TossUnavailableError)
      throw paymentGatewayUnavailable();
    throw error;
  }
  const sides = await shopMovements(db, date);
  // A virtual account closed before any deposit is cancelled at Toss with no money moved.
  const everPaid = new Set(
    (
      await db.tossPayment.findMany({
        where: { tossOrderId: { in: [...new Set(transactions.map((t) => t.orderId))] } },
        select: { tossOrderId: true, approvedAt: true },
      })
    )
      .filter((p) => p.approvedAt !== null)
      .map((p) => p.tossOrderId),
  );
  for (const t of transactions) addTossSide(sides, t, everPaid);
  const mismatches: ReconciliationMismatch[] = [];
  for (const side of sides.values()) {
    if (side.shop === side.toss) continue;
    mismatches.push({
      kind:
        side.toss === 0
          ? 'missing_at_toss'
          : side.shop === 0
            ? 'missing_in_shop'
            : 'amount_differs',
      toss_order_id: side.tossOrderId,
      order_number: side.orderNumber,
      payment_key: side.paymentKey,
      shop_amount: side.shop,
      toss_amount: side.toss,
    });
  }
  const matched = sides.size - mismatches.length;
  const report: TossReconciliation = {
    date,
    checked_at: now.toISOString(),
    toss_transactions: transactions.length,
    matched,
    mismatches,
  };
  await db.tossReconciliation.upsert({
    where: { day: calendarDay(date) },
    create: {
      day: calendarDay(date),
      checkedAt: now,
      tossTransactions: transactions.length,
      matched,
      mismatches,
    },
    update: { checkedAt: now, tossTransactions: transactions.length, matched, mismatches },
    select: { day: true },
  });
  return report;
}

function addTossSide(sides: Map<string, Side>, t: TossTransaction, everPaid: Set<string>): void {
  const sign = APPROVED.has(t.status) ? 1 : CANCELLED.has(t.status) ? -1 : 0;
  if (sign === 0) return;
  // A cancel of a payment never paid (an unpaid virtual account closed) moved no money.
  if (sign < 0 && !everPaid.has(t.orderId)) return;
  let side = sides.get(t.orderId);
  if (!side) {
    side = {
      tossOrderId: t.orderId,
      orderNumber: null,
      paymentKey: t.paymentKey,
      shop: 0,
      toss: 0,
    };
    sides.set(t.orderId, side);
  }
  side.toss += sign * t.amount;
}

/** The stored report of a day; null when that day was not checked yet. */
export async function storedReconciliation(
  db: Db,
  date: string,
): Promise<TossReconciliation | null> {
  const row = await db.tossReconciliation.findUnique({ where: { day: calendarDay(date) } });
  if (!row) return null;
  return {
    date,
    checked_at: row.checkedAt.toISOString(),
    toss_transactions: row.tossTransactions,
    matched: row.matched,
    mismatches: row.mismatches as ReconciliationMismatch[],
  };
}

/**
 * The nightly pass: yesterday (Korea time), once, after 03:00 Korea time. Answers the report,
 * or null when there was nothing to do.
 */
export async function reconcileYesterday(
  db: Db,
  toss: TossClient,
  now: Date,
): Promise<TossReconciliation | null> {
  const yesterday = addDays(koreanDateOf(now), -1).date;
  const { end } = koreanDayRange(yesterday);
  if (now.getTime() < end.getTime() + NIGHTLY_AFTER_HOURS * HOUR_MS) return null;
  if (await storedReconciliation(db, yesterday)) return null;
  return reconcileTossDay(db, toss, yesterday, now);
}
