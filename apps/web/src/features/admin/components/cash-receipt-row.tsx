import type { AdminCashReceipt } from '@jangbogi/contracts/cash-receipts';
import { AppLink } from '@/components/app-link';
import { paths } from '@/config/paths';
import { useFormat, useT } from '@/i18n/use-i18n';
import { ApprovalNumberForm } from './approval-number-form';
import styles from './admin.module.css';
import { formatReceiptIdentifier } from './receipt-identifier';

const KIND_LABELS = {
  issue: 'admin.receipts.kind.issue',
  cancel: 'admin.receipts.kind.cancel',
} as const;
const PURPOSE_LABELS = {
  income_deduction: 'admin.receipts.purpose.income_deduction',
  expense_proof: 'admin.receipts.purpose.expense_proof',
} as const;
const STATUS_LABELS = {
  due: 'admin.receipts.status.due',
  issued: 'admin.receipts.status.issued',
  void: 'admin.receipts.status.void',
} as const;

/** One receipt the shop owes or has issued; a due one takes its approval number in place. */
export function CashReceiptRow({ receipt }: { receipt: AdminCashReceipt }) {
  const t = useT();
  const format = useFormat();
  const overdue = receipt.status === 'due' && receipt.overdue;
  return (
    <tr className={overdue ? styles.overdue : undefined}>
      <td>
        <AppLink to={paths.adminOrder.getHref(receipt.order_id)}>{receipt.order_number}</AppLink>
      </td>
      <td>
        {t(KIND_LABELS[receipt.kind])}
        {receipt.original_approval_number && (
          <div className={styles.muted} data-testid="original-approval-number">
            {t('admin.receipts.originalApproval', { number: receipt.original_approval_number })}
          </div>
        )}
      </td>
      <td>{t(PURPOSE_LABELS[receipt.purpose])}</td>
      <td>
        {formatReceiptIdentifier(receipt.purpose, receipt.identifier)}
        {!receipt.requested && <div className={styles.muted}>{t('admin.receipts.selfIssued')}</div>}
      </td>
      <td className={styles.num}>{format.won(receipt.amount)}</td>
      <td>{receipt.due_date}</td>
      <td>
        <span className={`${styles.badge} ${overdue ? styles.overdue : ''}`}>
          {overdue ? t('admin.receipts.status.overdue') : t(STATUS_LABELS[receipt.status])}
        </span>
      </td>
      <td>
        {receipt.status === 'due' ? (
          <ApprovalNumberForm id={receipt._id} orderNumber={receipt.order_number} />
        ) : (
          <>
            {receipt.approval_number}
            {receipt.issued_at && (
              <div className={styles.muted}>
                {t('admin.receipts.issuedAt', { date: format.dateTime(receipt.issued_at) })}
              </div>
            )}
          </>
        )}
      </td>
    </tr>
  );
}
