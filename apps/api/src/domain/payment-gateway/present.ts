// An order's Toss payment as the shopper and the back office see it.
import type {
  AdminOrderPayment,
  OrderPayment,
  TossPaymentStatus,
} from '@jangbogi/contracts/payments';
import { bankName } from './banks.ts';

/** Toss's method string for a virtual account (가상계좌). */
export const VIRTUAL_ACCOUNT_METHOD = '가상계좌';

/**
 * The reason a virtual account's refund waits: Toss pays it back only to an account the shopper
 * names (PUT /api/orders/{id}/refund-account).
 */
export const REFUND_ACCOUNT_REQUIRED = 'REFUND_ACCOUNT_REQUIRED';

/** What presentOrder reads of the payment (orders/present.ts selects it with the order). */
export const tossPaymentSelect = {
  select: {
    tossOrderId: true,
    amount: true,
    taxFreeAmount: true,
    status: true,
    paymentKey: true,
    method: true,
    approvedAt: true,
    receiptUrl: true,
    holdExpiresAt: true,
    vaBankCode: true,
    vaAccountNumber: true,
    vaDueDate: true,
  },
} as const;

export interface TossPaymentRow {
  tossOrderId: string;
  amount: number;
  taxFreeAmount: number;
  status: TossPaymentStatus;
  paymentKey: string | null;
  method: string | null;
  approvedAt: Date | null;
  receiptUrl: string | null;
  holdExpiresAt: Date;
  vaBankCode: string | null;
  vaAccountNumber: string | null;
  vaDueDate: Date | null;
}

export function presentTossPayment(row: TossPaymentRow | null): OrderPayment | null {
  if (!row) return null;
  return {
    provider: 'toss',
    order_id: row.tossOrderId,
    amount: row.amount,
    tax_free_amount: row.taxFreeAmount,
    status: row.status,
    method: row.method,
    approved_at: row.approvedAt?.toISOString() ?? null,
    receipt_url: row.receiptUrl,
    virtual_account:
      row.vaAccountNumber && row.vaBankCode && row.vaDueDate
        ? {
            bank: bankName(row.vaBankCode),
            account_number: row.vaAccountNumber,
            // The shop cancels at its own deadline when that comes first (settle.ts).
            due_date: new Date(
              Math.min(row.vaDueDate.getTime(), row.holdExpiresAt.getTime()),
            ).toISOString(),
          }
        : null,
    hold_expires_at:
      row.status === 'waiting' || row.status === 'waiting_for_deposit'
        ? row.holdExpiresAt.toISOString()
        : null,
  };
}

export function presentAdminTossPayment(row: TossPaymentRow | null): AdminOrderPayment | null {
  const payment = presentTossPayment(row);
  return payment && row ? { ...payment, payment_key: row.paymentKey } : null;
}
