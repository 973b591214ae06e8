// The deposits of an uploaded statement, grouped by how they match unpaid transfer orders.
import type {
  CandidateReason,
  DepositMatch,
  StatementLine,
} from '@jangbogi/contracts/admin-transfers';
import type { MessageId } from '@lingui/core';
import { useState } from 'react';
import { useFormat, useT } from '@/i18n/use-i18n';
import { paths } from '@/config/paths';
import styles from './admin.module.css';
import { AppLink } from '@/components/app-link';

const GROUPS: { match: DepositMatch; title: MessageId; hint: MessageId }[] = [
  {
    match: 'exact',
    title: 'admin.statement.group.exact',
    hint: 'admin.statement.group.exactHint',
  },
  {
    match: 'ambiguous',
    title: 'admin.statement.group.ambiguous',
    hint: 'admin.statement.group.ambiguousHint',
  },
  { match: 'near', title: 'admin.statement.group.near', hint: 'admin.statement.group.nearHint' },
  { match: 'none', title: 'admin.statement.group.none', hint: 'admin.statement.group.noneHint' },
  {
    match: 'duplicate',
    title: 'admin.statement.group.duplicate',
    hint: 'admin.statement.group.duplicateHint',
  },
];

export const REASON_LABELS: Record<CandidateReason, MessageId> = {
  exact: 'admin.statement.reason.exact',
  partial_payment: 'admin.statement.reason.partial_payment',
  over_payment: 'admin.statement.reason.over_payment',
  similar_name: 'admin.statement.reason.similar_name',
  romanised_name: 'admin.statement.reason.romanised_name',
  already_proposed: 'admin.statement.reason.already_proposed',
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
  const t = useT();
  const format = useFormat();
  const [orderId, setOrderId] = useState(line.candidates[0]?.order_id ?? '');
  return (
    <div className={styles.actions}>
      <select
        className={styles.input}
        value={orderId}
        aria-label={t('admin.statement.orderFor', { depositor: line.depositor })}
        onChange={(e) => setOrderId(e.target.value)}
      >
        {line.candidates.map((c) => (
          <option key={c.order_id} value={c.order_id}>
            {c.order_number} · {c.depositor_name} · {format.won(c.amount_due)} ·{' '}
            {t(REASON_LABELS[c.reason])}
          </option>
        ))}
      </select>
      <button
        type="button"
        className={styles.button}
        disabled={busy || !orderId}
        onClick={() => onAssign(line, orderId)}
      >
        {t('admin.statement.payThisOrder')}
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
  const t = useT();
  if (paid)
    return (
      <span
        className={`${styles.badge} ${styles['payment-paid']}`}
        title={t('admin.statement.orderPaid', { orderNumber: paid })}
      >
        {t('admin.statement.paid')}
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
        {t('admin.action.confirm_payment')}
      </button>
    );
  }
  if (line.match === 'ambiguous' || line.match === 'near')
    return <CandidatePicker line={line} busy={busy} onAssign={onAssign} />;
  return null;
}

function OrderCell({ line }: { line: StatementLine }) {
  const t = useT();
  const format = useFormat();
  if (line.order_id && line.order_number)
    return <AppLink to={paths.adminOrder.getHref(line.order_id)}>{line.order_number}</AppLink>;
  if (line.candidates.length > 0) {
    return (
      <ul className={styles.candidates}>
        {line.candidates.map((c) => (
          <li key={c.order_id}>
            <AppLink to={paths.adminOrder.getHref(c.order_id)}>{c.order_number}</AppLink>{' '}
            {c.depositor_name}, {format.won(c.amount_due)}{' '}
            <span className={styles.muted}>({t(REASON_LABELS[c.reason])})</span>
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
  const t = useT();
  const format = useFormat();
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
              {t(group.title)} <span className={styles.muted}>({groupLines.length})</span>
            </h2>
            <p className={styles.muted}>{t(group.hint)}</p>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th>{t('admin.statement.column.deposited')}</th>
                    <th>{t('admin.statement.column.depositor')}</th>
                    <th className={styles.num}>{t('admin.statement.column.amount')}</th>
                    <th>{t('admin.statement.column.order')}</th>
                    <th />
                  </tr>
                </thead>
                <tbody>
                  {groupLines.map((line) => (
                    <tr
                      key={line.line_id}
                      aria-label={t('admin.statement.depositFrom', { depositor: line.depositor })}
                    >
                      <td>{format.dateTime(line.occurred_at)}</td>
                      <td>
                        <strong>{line.depositor}</strong>
                      </td>
                      <td className={styles.num}>{format.won(line.amount)}</td>
                      <td>
                        <OrderCell line={line} />
                      </td>
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
