import { bankLabel, UNKNOWN_LAYOUT } from '@jangbogi/contracts/admin-transfers';
import type {
  ColumnMappingFields,
  ConfirmStatementBody,
  StatementLine,
  StatementPreview,
} from '@jangbogi/contracts/admin-transfers';
import { useState, type FormEvent } from 'react';
import { paths } from '@/config/paths';
import { useConfirmStatement, useUploadStatement } from '@/features/admin/api/transfers';
import styles from '@/features/admin/components/admin.module.css';
import { errorMessage } from '@/lib/error-message';
import { FormField } from '@/components/form-field';
import { StatementPreviewTable } from '@/features/admin/components/statement-preview';
import { ApiError } from '@/lib/api-client';
import { AppLink } from '@/components/app-link';

const emptyMapping: ColumnMappingFields = {
  bank: '',
  date_column: '',
  time_column: '',
  depositor_column: '',
  amount_column: '',
};

/** The header columns the server found when it could not place the file. */
function unknownLayoutColumns(error: unknown): string[] | null {
  if (!(error instanceof ApiError) || error.code !== UNKNOWN_LAYOUT) return null;
  const { columns } = (error.details ?? {}) as { columns?: string[] };
  return columns ?? [];
}

function MappingForm({
  columns,
  onSubmit,
  busy,
}: {
  columns: string[];
  onSubmit: (mapping: ColumnMappingFields) => void;
  busy: boolean;
}) {
  const [mapping, setMapping] = useState(emptyMapping);
  const set = (name: keyof ColumnMappingFields) => (value: string) =>
    setMapping((m) => ({ ...m, [name]: value }));
  const select = (name: keyof ColumnMappingFields, optional = false) => (
    <select
      className={styles.input}
      value={mapping[name] ?? ''}
      onChange={(e) => set(name)(e.target.value)}
      required={!optional}
    >
      <option value="">{optional ? 'In the date column' : 'Choose a column'}</option>
      {columns.map((column) => (
        <option key={column} value={column}>
          {column}
        </option>
      ))}
    </select>
  );
  return (
    <form
      className={styles.card}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(mapping);
      }}
    >
      <h2>Map the columns of this bank</h2>
      <p className={styles.muted}>
        The mapping is saved under the bank name and used for its next statements.
      </p>
      <div className={styles.formGrid}>
        <FormField density="compact" label="Bank name">
          <input
            className={styles.input}
            value={mapping.bank}
            onChange={(e) => set('bank')(e.target.value)}
            required
            maxLength={60}
          />
        </FormField>
        <FormField density="compact" label="Date (or date and time)">
          {select('date_column')}
        </FormField>
        <FormField density="compact" label="Time">
          {select('time_column', true)}
        </FormField>
        <FormField density="compact" label="Depositor or memo">
          {select('depositor_column')}
        </FormField>
        <FormField density="compact" label="Deposit amount">
          {select('amount_column')}
        </FormField>
      </div>
      <button type="submit" className={styles.primary} disabled={busy}>
        Read the statement
      </button>
    </form>
  );
}

export default function TransferImportRoute() {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<StatementPreview | null>(null);
  const [paid, setPaid] = useState<Record<string, string>>({});
  const upload = useUploadStatement();
  const confirm = useConfirmStatement();
  const mappingColumns = unknownLayoutColumns(upload.error);

  const read = (mapping?: ColumnMappingFields) => {
    if (!file) return;
    setPaid({});
    upload.mutate({ file, mapping }, { onSuccess: setPreview });
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    read();
  };

  const settle = (
    body: ConfirmStatementBody,
    lines: StatementLine[],
    orderNumberOf: (line: StatementLine) => string | null,
  ) => {
    if (!preview) return;
    confirm.mutate(
      { statementId: preview.statement_id, body },
      {
        onSuccess: ({ paid: paidIds }) => {
          const settled: Record<string, string> = {};
          for (const line of lines) {
            const orderId =
              body.assign?.find((a) => a.line_id === line.line_id)?.order_id ?? line.order_id;
            const number = orderNumberOf(line);
            if (orderId && number && paidIds.includes(orderId)) settled[line.line_id] = number;
          }
          setPaid((before) => ({ ...before, ...settled }));
        },
      },
    );
  };
  const openExact =
    preview?.lines.filter((line) => line.match === 'exact' && !paid[line.line_id]) ?? [];

  return (
    <>
      <div className={styles.pageHead}>
        <h1>Import a bank statement</h1>
        <AppLink to={paths.admin.getHref('transfers')}>Back to transfers to review</AppLink>
      </div>
      <form className={styles.card} onSubmit={onSubmit}>
        <p className={styles.muted}>
          Upload the transaction list from internet banking (CSV or Excel .xlsx). KB Kookmin,
          Shinhan, Woori, Hana, NH, IBK, Kakao Bank and Toss Bank layouts are recognised. Nothing is
          paid until you confirm.
        </p>
        <div className={styles.actions}>
          <input
            type="file"
            aria-label="Statement file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          <button type="submit" className={styles.primary} disabled={!file || upload.isPending}>
            {upload.isPending ? 'Reading...' : 'Preview matches'}
          </button>
        </div>
      </form>
      {upload.isError && !mappingColumns && (
        <p role="alert" className={styles.error}>
          {errorMessage(upload.error)}
        </p>
      )}
      {mappingColumns && (
        <>
          <p role="alert" className={styles.error}>
            {errorMessage(upload.error)}
          </p>
          <MappingForm columns={mappingColumns} onSubmit={read} busy={upload.isPending} />
        </>
      )}
      {confirm.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(confirm.error)}
        </p>
      )}
      {preview && (
        <>
          <div className={styles.pageHead}>
            <span>
              <strong>{bankLabel(preview.bank)}</strong> · {preview.file_name} ·{' '}
              {preview.lines.length} deposits
              {preview.ignored_rows > 0 && (
                <span className={styles.muted}>
                  {' '}
                  ({preview.ignored_rows} {preview.ignored_rows === 1 ? 'row' : 'rows'} skipped:
                  withdrawals, zero amounts, totals)
                </span>
              )}
            </span>
            <button
              type="button"
              className={styles.primary}
              disabled={openExact.length === 0 || confirm.isPending}
              onClick={() =>
                settle(
                  { line_ids: openExact.map((l) => l.line_id) },
                  openExact,
                  (line) => line.order_number,
                )
              }
            >
              {openExact.length > 0
                ? `Confirm all ${openExact.length} exact matches`
                : 'All exact matches confirmed'}
            </button>
          </div>
          <StatementPreviewTable
            lines={preview.lines}
            paid={paid}
            busy={confirm.isPending}
            onConfirmLine={(line) =>
              settle({ line_ids: [line.line_id] }, [line], (l) => l.order_number)
            }
            onAssign={(line, orderId) =>
              settle(
                { assign: [{ line_id: line.line_id, order_id: orderId }] },
                [line],
                (l) => l.candidates.find((c) => c.order_id === orderId)?.order_number ?? null,
              )
            }
          />
        </>
      )}
    </>
  );
}
