import type { AdminOrderDetail } from '@jangbogi/contracts/admin';
import { moneyAfterReturn, refundMethods } from '@jangbogi/contracts/refund-money';
import type { RefundMethod } from '@jangbogi/contracts/refunds';
import { useState } from 'react';
import { useCreateRefund } from '../api/refunds';
import styles from './admin.module.css';
import { OpenRefunds } from './open-refunds';
import { REFUND_METHOD_LABELS } from './refund-labels';
import { TeamName } from './team-name';
import { errorMessage, fieldMessagesOf } from '@/lib/error-message';
import { FormField } from '@/components/form-field';
import { Trans } from '@lingui/react';
import { lineNames } from '@/i18n/names';
import { useFormat, useNames, useT } from '@/i18n/use-i18n';

type Line = AdminOrderDetail['items'][number];

/**
 * A line as it reached the shopper: once packed, the units that went into the box at the price
 * charged, under the substitute's name when there was one (the server returns it so too).
 */
function delivered(line: Line) {
  const packing = line.packing;
  if (!packing) return { named: lineNames(line), quantity: line.quantity, price: line.unit_price };
  return {
    named: packing.substitute ?? lineNames(line),
    quantity: packing.packed_quantity,
    price: packing.unit_price,
  };
}

/** Units of each line still with the shopper. */
const keptOf = (line: Line) => delivered(line).quantity - (line.returned_quantity ?? 0);

/** A return as the back office reads it on the order, with the account its refund goes to. */
type SettledReturn = NonNullable<AdminOrderDetail['returns']>[number];

/** The approved shopper's return a refund settles: its lines fill the form, and it names it. */
function SettlesNote({ settles }: { settles: SettledReturn }) {
  const t = useT();
  const { dateTime } = useFormat();
  return (
    <p role="status">{t('admin.returns.refundFor', { date: dateTime(settles.created_at) })}</p>
  );
}

const quantitiesOf = (settles: SettledReturn | undefined): Record<string, number> =>
  Object.fromEntries((settles?.lines ?? []).map((l) => [l.order_item_id, l.quantity]));

/** Picks lines and quantities to take back from a paid order, and how the money goes back. */
function ReturnForm({ order, settles }: { order: AdminOrderDetail; settles?: SettledReturn }) {
  const t = useT();
  const format = useFormat();
  const names = useNames();
  const create = useCreateRefund();
  const [quantities, setQuantities] = useState<Record<string, number>>(() => quantitiesOf(settles));
  // An online payment goes back through Toss, the way it came; the others by transfer or cash.
  const paidOnline = order.payment_method === 'toss';
  const methods = refundMethods.filter((m) => (m === 'toss') === paidOnline);
  const [method, setMethod] = useState<RefundMethod>(paidOnline ? 'toss' : 'transfer');
  // The account the shopper named with the return, when they paid by transfer.
  const [account, setAccount] = useState(
    () => settles?.refund_account ?? { bank_name: '', account_number: '', account_holder: '' },
  );
  const [note, setNote] = useState('');
  const lines = order.items.filter((line) => keptOf(line) > 0);
  const picked = lines.filter((line) => (quantities[line._id] ?? 0) > 0);
  const returnsEverything =
    lines.length > 0 && lines.every((line) => quantities[line._id] === keptOf(line));
  const returnedValue = picked.reduce(
    (sum, line) => sum + delivered(line).price * (quantities[line._id] ?? 0),
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
      aria-label={t('admin.refund.title')}
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
            <th>{t('admin.refund.line')}</th>
            <th className={styles.num}>{t('admin.refund.kept')}</th>
            <th className={styles.num}>{t('admin.refund.return')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line._id}>
              <td>
                <TeamName item={delivered(line).named} />
              </td>
              <td className={styles.num}>{keptOf(line)}</td>
              <td className={styles.num}>
                <input
                  className={styles.input}
                  type="number"
                  min={0}
                  max={keptOf(line)}
                  aria-label={t('admin.refund.howMany', {
                    name: names.local(delivered(line).named),
                  })}
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
          {t('admin.refund.returnEverything')}
        </button>
      </div>
      <div className={styles.formGrid}>
        <FormField density="compact" label={t('admin.refund.method')}>
          <select
            className={styles.input}
            value={method}
            onChange={(e) => setMethod(e.target.value as RefundMethod)}
          >
            {methods.map((m) => (
              <option key={m} value={m}>
                {t(REFUND_METHOD_LABELS[m])}
              </option>
            ))}
          </select>
        </FormField>
        {method === 'transfer' && (
          <>
            <FormField
              density="compact"
              label={t('admin.refund.bank')}
              error={fieldError('bank_name')}
            >
              <input
                className={styles.input}
                required
                value={account.bank_name}
                onChange={(e) => setAccount({ ...account, bank_name: e.target.value })}
              />
            </FormField>
            <FormField
              density="compact"
              label={t('admin.refund.accountNumber')}
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
              label={t('admin.refund.accountHolder')}
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
        <FormField density="compact" label={t('admin.refund.note')} className={styles.wide}>
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
          <Trans
            id={
              preview.shippingPrice > order.shipping_price
                ? 'admin.refund.previewShippingLost'
                : 'admin.refund.preview'
            }
            values={{
              cancels: returnsEverything ? t('admin.refund.cancelsOrder') : '',
              refund: format.won(preview.refund),
              total: format.won(preview.total),
            }}
            components={{ 0: <strong /> }}
          />
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
          {returnsEverything ? t('admin.refund.cancelAndRefund') : t('admin.refund.record')}
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
  settles?: SettledReturn;
}) {
  const t = useT();
  const canReturn = order.payment_status === 'paid' && order.status !== 'cancelled';
  if (!canReturn && (order.refunds ?? []).length === 0) return null;
  return (
    <section className={styles.card} aria-label={t('admin.refund.title')} style={{ marginTop: 16 }}>
      <h2>{t('admin.refund.title')}</h2>
      <OpenRefunds order={order} />
      {canReturn && <ReturnForm key={settles?._id} order={order} settles={settles} />}
    </section>
  );
}
