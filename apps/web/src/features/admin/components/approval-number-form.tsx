import { useState, type FormEvent } from 'react';
import { useT } from '@/i18n/use-i18n';
import { notify } from '@/lib/toast';
import { useErrorMessage } from '@/lib/use-error-message';
import { useRecordCashReceipt } from '../api/cash-receipts';
import styles from './admin.module.css';

/** The approval number Hometax gave for one receipt; recording it marks the receipt issued. */
export function ApprovalNumberForm({ id, orderNumber }: { id: string; orderNumber: string }) {
  const t = useT();
  const messageOf = useErrorMessage();
  const record = useRecordCashReceipt();
  const [approvalNumber, setApprovalNumber] = useState('');
  const label = t('admin.receipts.approvalFor', { orderNumber });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!approvalNumber.trim()) return;
    record.mutate(
      { id, approvalNumber: approvalNumber.trim() },
      { onSuccess: () => notify('success', t('admin.receipts.recorded', { orderNumber })) },
    );
  };

  return (
    <form className={styles.inlineForm} onSubmit={submit}>
      <input
        className={styles.input}
        aria-label={label}
        value={approvalNumber}
        onChange={(event) => setApprovalNumber(event.target.value)}
        autoComplete="off"
        size={14}
      />
      <button
        type="submit"
        className={styles.button}
        disabled={record.isPending || !approvalNumber.trim()}
      >
        {record.isPending ? t('admin.receipts.recording') : t('admin.receipts.record')}
      </button>
      {record.isError && (
        <p role="alert" className={styles.fieldError}>
          {messageOf(record.error, t('admin.receipts.recordFailed'))}
        </p>
      )}
    </form>
  );
}
