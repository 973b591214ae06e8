// The cash receipts the shop owes (korea-commerce: 현금영수증). When an order becomes paid, it owes
// the receipt the shopper asked for, or, from 100,000 won, one to the tax office's number even
// unasked; due five days after payment, Korean calendar. A refund of the whole order cancels it;
// a partial refund cancels it and reissues it for what was kept. A receipt not yet issued is
// simply voided instead of cancelled.
import {
  MANDATORY_RECEIPT_FROM,
  SELF_ISSUE_IDENTIFIER,
  type CashReceiptPurpose,
} from '@jangbogi/contracts/cash-receipts';
import type { TaxSplit } from '@jangbogi/contracts/tax-split';
import type { DbOrTx } from '../../db/client.ts';
import { DAY_MS } from '../../lib/time.ts';
import { calendarDay, koreanDateOf } from '@jangbogi/contracts/korea-time';

export const RECEIPT_DUE_DAYS = 5;

interface RequestedReceipt {
  purpose: CashReceiptPurpose;
  identifier: string;
}

function requestedOf(value: unknown): RequestedReceipt | null {
  if (!value || typeof value !== 'object') return null;
  const { purpose, identifier } = value as Record<string, unknown>;
  if (
    (purpose === 'income_deduction' || purpose === 'expense_proof') &&
    typeof identifier === 'string'
  )
    return { purpose, identifier };
  return null;
}

/** The last Korean calendar day a receipt for a payment at `at` may be issued on. */
export function receiptDueDate(at: Date): Date {
  return calendarDay(koreanDateOf(new Date(at.getTime() + RECEIPT_DUE_DAYS * DAY_MS)));
}

/** The receipt the order owes for `amount`, or null when it owes none. */
function receiptFor(requested: RequestedReceipt | null, amount: number) {
  if (amount <= 0) return null;
  if (requested) return { ...requested, requested: true };
  if (amount >= MANDATORY_RECEIPT_FROM) {
    return {
      purpose: 'income_deduction' as const,
      identifier: SELF_ISSUE_IDENTIFIER,
      requested: false,
    };
  }
  return null;
}

/** Called in the transaction that makes the order paid. */
export async function owePaidOrderReceipt(
  tx: DbOrTx,
  orderId: string,
  paidAt: Date,
): Promise<void> {
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { total: true, cashReceipt: true, taxTaxable: true, taxVat: true, taxExempt: true },
  });
  const receipt = receiptFor(requestedOf(order.cashReceipt), order.total);
  if (!receipt) return;
  await tx.cashReceipt.create({
    data: {
      orderId,
      kind: 'issue',
      amount: order.total,
      taxable: order.taxTaxable,
      vat: order.taxVat,
      exempt: order.taxExempt,
      dueDate: receiptDueDate(paidAt),
      ...receipt,
    },
    select: { id: true },
  });
}

/**
 * Called in the refund's transaction, after the order's total became `kept.total`: every receipt
 * the order still stands on is voided (not yet issued) or cancelled (issued), and one is owed
 * again for what the shopper kept.
 */
export async function reissueAfterRefund(
  tx: DbOrTx,
  orderId: string,
  kept: { total: number; tax: TaxSplit },
  now: Date,
): Promise<void> {
  const standing = await tx.cashReceipt.findMany({
    where: { orderId, kind: 'issue', status: { in: ['due', 'issued'] } },
    orderBy: { createdAt: 'asc' },
  });
  if (standing.length === 0) return;
  const dueDate = receiptDueDate(now);
  for (const receipt of standing) {
    if (receipt.status === 'due') {
      await tx.cashReceipt.update({ where: { id: receipt.id }, data: { status: 'void' } });
      continue;
    }
    await tx.cashReceipt.create({
      data: {
        orderId,
        kind: 'cancel',
        purpose: receipt.purpose,
        identifier: receipt.identifier,
        requested: receipt.requested,
        amount: receipt.amount,
        taxable: receipt.taxable,
        vat: receipt.vat,
        exempt: receipt.exempt,
        dueDate,
      },
      select: { id: true },
    });
  }
  // The rest is reissued to the same number, even under 100,000 won: it is the same payment.
  const original = standing[0];
  if (!original || kept.total <= 0) return;
  await tx.cashReceipt.create({
    data: {
      orderId,
      kind: 'issue',
      purpose: original.purpose,
      identifier: original.identifier,
      requested: original.requested,
      amount: kept.total,
      ...kept.tax,
      dueDate,
    },
    select: { id: true },
  });
}
