// The deposits of an uploaded statement, grouped by how they match unpaid transfer orders.
import type {
  CandidateReason,
  DepositMatch,
  StatementLine,
} from '@jangbogi/contracts/admin-transfers';
import { formatWon } from '@jangbogi/contracts/money';
import { useState } from 'react';
import { paths } from '@/config/paths';
import styles from './admin.module.css';
import { formatDateTime } from './format';
import { AppLink } from '@/components/app-link';

const GROUPS: { match: DepositMatch; title: string; hint: string }[] = [
  {
    match: 'exact',
    title: 'Payment received',
    hint: 'One unpaid order with this name and amount.',
  },
  {
    match: 'ambiguous',
    title: 'More than one order fits',
    hint: 'Same name and amount on several orders: choose the one this deposit pays.',
  },
  {
    match: 'near',
    title: 'Near misses',
    hint: 'A different amount, or a similar or romanised name. Pay only after checking.',
  },
  {
    match: 'none',
    title: 'No matching order',
    hint: 'Deposits that fit no unpaid transfer order.',
  },
  {
    match: 'duplicate',
    title: 'Already imported',
    hint: 'Settled from an earlier statement; never paid twice.',
  },
];

export const REASON_LABELS: Record<CandidateReason, string> = {
  exact: 'Same name and amount',
  partial_payment: 'Paid less than due',
  over_payment: 'Paid more than due',
  similar_name: 'Similar name',
  romanised_name: 'Romanised name',
  already_proposed: 'Proposed for an earlier deposit',
};

interface PreviewProps {
  lines: StatementLine[];
  /** Order numbers paid from this preview, by line. */
  paid: Record<string, string>;
  busy: boolean;
  onConfirmLine: (line: StatementLine) => void;
  onAssign: (line: StatementLine, orderId: string) => void;
}

function CandidatePicker({
  line,
  busy,
  onAssign,
}: {
  line: StatementLine;
  busy: boolean;
  onAssign: PreviewProps['onAssign'];
}) {
  const [orderId, setOrderId] = useState(line.candidates[0]?.order_id ?? '');
  return (
    <div className={styles.actions}>
      <select
        className={styles.input}
        value={orderId}
        aria-label={`Order for the deposit from ${line.depositor}`}
        onChange={(e) => setOrderId(e.target.value)}
      >
        {line.candidates.map((c) => (
          <option key={c.order_id} value={c.order_id}>
            {c.order_number} · {c.depositor_name} · {formatWon(c.amount_due)} ·{' '}
            {REASON_LABELS[c.reason]}
          </option>
        ))}
      </select>
      <button
        type="button"
        className={styles.button}
        disabled={busy || !orderId}
        onClick={() => onAssign(line, orderId)}
      >
        Pay this order
      </button>
    </div>
  );
}

function LineAction({
  line,
  paid,
  busy,
  onConfirmLine,
  onAssign,
}: Omit<PreviewProps, 'lines' | 'paid'> & { line: StatementLine; paid?: string }) {
  if (paid)
    return (
      <span className={`${styles.badge} ${styles['payment-paid']}`} title={`Order ${paid} is paid`}>
        Paid
      </span>
    );
  if (line.match === 'exact') {
    return (
      <button
        type="button"
        className={styles.primary}
        disabled={busy}
        onClick={() => onConfirmLine(line)}
      >
        Payment received
      </button>
    );
  }
  if (line.match === 'ambiguous' || line.match === 'near')
    return <CandidatePicker line={line} busy={busy} onAssign={onAssign} />;
  return null;
}

function orderCell(line: StatementLine) {
  if (line.order_id && line.order_number)
    return <AppLink to={paths.adminOrder.getHref(line.order_id)}>{line.order_number}</AppLink>;
  if (line.candidates.length > 0) {
    return (
      <ul className={styles.candidates}>
        {line.candidates.map((c) => (
          <li key={c.order_id}>
            <AppLink to={paths.adminOrder.getHref(c.order_id)}>{c.order_number}</AppLink>{' '}
            {c.depositor_name}, {formatWon(c.amount_due)}{' '}
            <span className={styles.muted}>({REASON_LABELS[c.reason]})</span>
          </li>
        ))}
      </ul>
    );
  }
  return <span className={styles.muted}>—</span>;
}

export function StatementPreviewTable({
  lines,
  paid,
  busy,
  onConfirmLine,
  onAssign,
}: PreviewProps) {
  return (
    <>
      {GROUPS.map((group) => {
        const groupLines = lines.filter((line) => line.match === group.match);
        if (groupLines.length === 0) return null;
        return (
          <section
            key={group.match}
            className={styles.card}
            aria-labelledby={`group-${group.match}`}
          >
            <h2 id={`group-${group.match}`}>
              {group.title} <span className={styles.muted}>({groupLines.length})</span>
            </h2>
            <p className={styles.muted}>{group.hint}</p>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th>Deposited</th>
                    <th>Depositor</th>
                    <th className={styles.num}>Amount</th>
                    <th>Order</th>
                    <th />
                  </tr>
                </thead>
                <tbody>
                  {groupLines.map((line) => (
                    <tr key={line.line_id} aria-label={`Deposit from ${line.depositor}`}>
                      <td>{formatDateTime(line.occurred_at)}</td>
                      <td>
                        <strong>{line.depositor}</strong>
                      </td>
                      <td className={styles.num}>{formatWon(line.amount)}</td>
                      <td>{orderCell(line)}</td>
                      <td>
                        <LineAction
                          line={line}
                          paid={paid[line.line_id]}
                          busy={busy}
                          onConfirmLine={onConfirmLine}
                          onAssign={onAssign}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        );
      })}
    </>
  );
}
