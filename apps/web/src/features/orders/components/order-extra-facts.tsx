import type { Order } from '@jangbogi/contracts/orders';
import type { MessageId } from '@lingui/core';
import { useFormat, useT } from '@/i18n/use-i18n';

type CashReceipt = NonNullable<Order['cash_receipt']>;

const CASH_RECEIPT_PURPOSES: Record<CashReceipt['purpose'], MessageId> = {
  income_deduction: 'orderCard.cashReceiptIncomeDeduction',
  expense_proof: 'orderCard.cashReceiptExpenseProof',
};

/**
 * The receipt's number with all but its last four digits hidden (a phone number or card number
 * should not sit whole on a screen others may see): `010-****-5678`, `*********3456`. The API
 * already sends a guest's number masked on an order joined to an account: its `*` stay.
 */
export function maskIdentifier(identifier: string): string {
  const digits = identifier.replace(/[^\d*]/g, '');
  if (digits.length <= 4) return digits;
  if (/^01\d{9}$/.test(digits)) return `${digits.slice(0, 3)}-****-${digits.slice(-4)}`;
  return `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`;
}

/** The delivery day and the cash receipt request, as rows of an order's facts list. */
export function OrderExtraFacts({
  order,
}: {
  order: Pick<Order, 'delivery_date' | 'cash_receipt'>;
}) {
  const t = useT();
  const { deliveryDay } = useFormat();
  return (
    <>
      {order.delivery_date && (
        <div>
          <dt>{t('orderCard.deliveryDay')}</dt>
          <dd data-testid="delivery-day">
            <time dateTime={order.delivery_date}>{deliveryDay(order.delivery_date)}</time>
          </dd>
        </div>
      )}
      {order.cash_receipt && (
        <div>
          <dt>{t('orderCard.cashReceipt')}</dt>
          <dd data-testid="cash-receipt">
            {t(CASH_RECEIPT_PURPOSES[order.cash_receipt.purpose])} ·{' '}
            {maskIdentifier(order.cash_receipt.identifier)}
          </dd>
        </div>
      )}
    </>
  );
}
