// A Toss order is written pending and unpaid like any other, with its payment row beside it: the
// orderId the widget opens with (the order's own id, which meets Toss's 6-64 characters), the
// amount the server priced, and how long its stock is held for the shopper to pay.
import { TOSS_HOLD_MINUTES } from '@jangbogi/contracts/payments';
import type { OrderPayment } from '@jangbogi/contracts/payments';
import type { Sql } from '../../db/sql.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { MINUTE_MS } from '../../lib/time.ts';

export const tossHoldExpiry = (placedAt: Date) =>
  new Date(placedAt.getTime() + TOSS_HOLD_MINUTES * MINUTE_MS);

/** Refuses `toss` when the shop has not set its Toss keys. */
export function requireTossEnabled(method: string, enabled: boolean): void {
  if (method === 'toss' && !enabled)
    throw badRequest('payments.methodUnavailable', 'PAYMENT_METHOD_UNAVAILABLE');
}

/** The payment as the placed order's answer shows it. */
export function waitingPayment(
  orderId: string,
  amount: number,
  taxFreeAmount: number,
  placedAt: Date,
): OrderPayment {
  return {
    provider: 'toss',
    order_id: orderId,
    amount,
    tax_free_amount: taxFreeAmount,
    status: 'waiting',
    method: null,
    approved_at: null,
    receipt_url: null,
    virtual_account: null,
    hold_expires_at: tossHoldExpiry(placedAt).toISOString(),
  };
}

/** Written in the checkout's transaction, after place_order. */
export async function holdTossPayment(
  sql: Sql,
  hold: {
    orderId: string;
    amount: number;
    /** The order's VAT-exempt part (ADR 0038), which the widget sends as taxFreeAmount. */
    taxFreeAmount: number;
    language: string;
    placedAt: Date;
    cartLineIds: string[];
  },
): Promise<void> {
  await sql.execute(Prisma.sql`
    INSERT INTO toss_payments (order_id, toss_order_id, amount, tax_free_amount, language,
                               hold_expires_at, cart_line_ids)
    VALUES (${hold.orderId}::uuid, ${hold.orderId}, ${hold.amount}, ${hold.taxFreeAmount},
            ${hold.language},
            ${tossHoldExpiry(hold.placedAt)}, ${hold.cartLineIds}::uuid[])`);
}
