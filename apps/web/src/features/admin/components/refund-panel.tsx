import type { AdminOrderDetail } from '@jangbogi/contracts/admin';
import { formatWon } from '@jangbogi/contracts/money';
import { moneyAfterReturn, refundMethods } from '@jangbogi/contracts/refund-money';
import type { RefundMethod } from '@jangbogi/contracts/refunds';
import type { OrderReturn } from '@jangbogi/contracts/returns';
import { useState } from 'react';
import { useCreateRefund, useMarkRefunded } from '../api/refunds';
import styles from './admin.module.css';
import { formatDateTime } from './format';
import { errorMessage, fieldMessagesOf } from '@/lib/error-message';
import { FormField } from '@/components/form-field';
import { useFormat, useT } from '@/i18n/use-i18n';

const METHOD_LABELS: Record<RefundMethod, string> = { transfer: 'Transfer back', cash: 'Cash' };

/** Units of each line still with the shopper. */
const keptOf = (line: AdminOrderDetail['items'][number]) =>
  line.quantity - (line.returned_quantity ?? 0);

function OpenRefunds({ order }: { order: AdminOrderDetail }) {
  const mark = useMarkRefunded();
  const refunds = order.refunds ?? [];
  if (refunds.length === 0) return null;
  return (
    <>
      <table className={styles.table} aria-label="Refunds">
        <thead>
          <tr>
            <th>Recorded</th>
            <th className={styles.num}>Amount</th>
            <th>Method</th>
            <th>Status</th>
          </tr>
        </thead>
        <tbody>
          {refunds.map((refund) => (
            <tr key={refund._id}>
              <td>
                {formatDateTime(refund.created_at)}
                <div className={styles.muted}>{refund.created_by_email}</div>
              </td>
              <td className={styles.num}>{formatWon(refund.amount)}</td>
              <td>
                {METHOD_LABELS[refund.method]}
                {refund.bank_account && (
                  <div className={styles.muted}>
                    {refund.bank_account.bank_name} {refund.bank_account.account_number} (
                    {refund.bank_account.account_holder})
                  </div>
                )}
              </td>
              <td>
                {refund.status === 'refunded' ? (
                  <>
                    Refunded {refund.refunded_at && formatDateTime(refund.refunded_at)}
                    <div className={styles.muted}>{refund.refunded_by_email}</div>
                  </>
                ) : (
                  <button
                    type="button"
                    className={styles.primary}
                    disabled={mark.isPending}
                    onClick={() => mark.mutate({ orderId: order._id, refundId: refund._id })}
                  >
                    Mark refunded
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {mark.error && (
        <p role="alert" className={styles.error}>
          {errorMessage(mark.error)}
        </p>
      )}
    </>
  );
}

/** The approved shopper's return a refund settles: its lines fill the form, and it names it. */
function SettlesNote({ settles }: { settles: OrderReturn }) {
  const t = useT();
  const { dateTime } = useFormat();
  return (
    <p role="status">{t('admin.returns.refundFor', { date: dateTime(settles.created_at) })}</p>
  );
}

const quantitiesOf = (settles: OrderReturn | undefined): Record<string, number> =>
  Object.fromEntries((settles?.lines ?? []).map((l) => [l.order_item_id, l.quantity]));

/** Picks lines and quantities to take back from a paid order, and how the money goes back. */
function ReturnForm({ order, settles }: { order: AdminOrderDetail; settles?: OrderReturn }) {
  const create = useCreateRefund();
  const [quantities, setQuantities] = useState<Record<string, number>>(() => quantitiesOf(settles));
  const [method, setMethod] = useState<RefundMethod>('transfer');
  const [account, setAccount] = useState({ bank_name: '', account_number: '', account_holder: '' });
  const [note, setNote] = useState('');
  const lines = order.items.filter((line) => keptOf(line) > 0);
  const picked = lines.filter((line) => (quantities[line._id] ?? 0) > 0);
  const returnsEverything =
    lines.length > 0 && lines.every((line) => quantities[line._id] === keptOf(line));
  const returnedValue = picked.reduce(
    (sum, line) => sum + line.unit_price * (quantities[line._id] ?? 0),
    0,
  );
  const preview = moneyAfterReturn(
    {
      subtotal: order.subtotal,
      discount: order.discount,
      shippingPrice: order.shipping_price,
      remoteAreaSurcharge: order.remote_area_surcharge,
      total: order.total,
    },
    returnedValue,
  );
  const fieldErrors = fieldMessagesOf(create.error);
  const fieldError = (name: string) => fieldErrors[`bank_account.${name}`]?.[0];

  return (
    <form
      aria-label="Refund / return"
      onSubmit={(e) => {
        e.preventDefault();
        if (picked.length === 0) return;
        create.mutate(
          {
            orderId: order._id,
            body: {
              method,
              ...(returnsEverything
                ? {}
                : {
                    lines: picked.map((line) => ({
                      order_item_id: line._id,
                      quantity: quantities[line._id] ?? 0,
                    })),
                  }),
              ...(method === 'transfer' ? { bank_account: account } : {}),
              ...(note.trim() ? { note: note.trim() } : {}),
              ...(settles ? { return_id: settles._id } : {}),
            },
          },
          { onSuccess: () => setQuantities({}) },
        );
      }}
    >
      {settles && <SettlesNote settles={settles} />}
      <table className={styles.table}>
        <thead>
          <tr>
            <th>Line</th>
            <th className={styles.num}>Kept</th>
            <th className={styles.num}>Return</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line._id}>
              <td>{line.product_name}</td>
              <td className={styles.num}>{keptOf(line)}</td>
              <td className={styles.num}>
                <input
                  className={styles.input}
                  type="number"
                  min={0}
                  max={keptOf(line)}
                  aria-label={`Return how many ${line.product_name}`}
                  value={quantities[line._id] ?? 0}
                  onChange={(e) =>
                    setQuantities({
                      ...quantities,
                      [line._id]: Math.min(keptOf(line), Math.max(0, Number(e.target.value) || 0)),
                    })
                  }
                  style={{ width: 72 }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.button}
          onClick={() => setQuantities(Object.fromEntries(lines.map((l) => [l._id, keptOf(l)])))}
        >
          Return everything
        </button>
      </div>
      <div className={styles.formGrid}>
        <FormField density="compact" label="Refund method">
          <select
            className={styles.input}
            value={method}
            onChange={(e) => setMethod(e.target.value as RefundMethod)}
          >
            {refundMethods.map((m) => (
              <option key={m} value={m}>
                {METHOD_LABELS[m]}
              </option>
            ))}
          </select>
        </FormField>
        {method === 'transfer' && (
          <>
            <FormField density="compact" label="Bank" error={fieldError('bank_name')}>
              <input
                className={styles.input}
                required
                value={account.bank_name}
                onChange={(e) => setAccount({ ...account, bank_name: e.target.value })}
              />
            </FormField>
            <FormField
              density="compact"
              label="Account number"
              error={fieldError('account_number')}
            >
              <input
                className={styles.input}
                required
                inputMode="numeric"
                value={account.account_number}
                onChange={(e) => setAccount({ ...account, account_number: e.target.value })}
              />
            </FormField>
            <FormField
              density="compact"
              label="Account holder"
              error={fieldError('account_holder')}
            >
              <input
                className={styles.input}
                required
                value={account.account_holder}
                onChange={(e) => setAccount({ ...account, account_holder: e.target.value })}
              />
            </FormField>
          </>
        )}
        <FormField density="compact" label="Note" className={styles.wide}>
          <input
            className={styles.input}
            maxLength={500}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </FormField>
      </div>
      {picked.length > 0 && (
        <p aria-live="polite">
          {returnsEverything ? 'Cancels the order. ' : ''}Refund{' '}
          <strong>{formatWon(preview.refund)}</strong>; the order total becomes{' '}
          {formatWon(preview.total)}
          {preview.shippingPrice > order.shipping_price && ' (the kept items no longer ship free)'}.
        </p>
      )}
      {create.error && (
        <p role="alert" className={styles.error}>
          {errorMessage(create.error)}
        </p>
      )}
      <div className={styles.actions}>
        <button
          type="submit"
          className={styles.primary}
          disabled={create.isPending || picked.length === 0}
        >
          {returnsEverything ? 'Cancel and refund' : 'Record return and refund'}
        </button>
      </div>
    </form>
  );
}

/**
 * The admin order page's "Refund / return" panel: open refunds, and a return form while the order
 * is paid, filled in with an approved shopper's return when `settles` names one.
 */
export function RefundPanel({
  order,
  settles,
}: {
  order: AdminOrderDetail;
  settles?: OrderReturn;
}) {
  const canReturn = order.payment_status === 'paid' && order.status !== 'cancelled';
  if (!canReturn && (order.refunds ?? []).length === 0) return null;
  return (
    <section className={styles.card} aria-label="Refund / return" style={{ marginTop: 16 }}>
      <h2>Refund / return</h2>
      <OpenRefunds order={order} />
      {canReturn && <ReturnForm key={settles?._id} order={order} settles={settles} />}
    </section>
  );
}
