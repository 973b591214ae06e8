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
import { useT } from '@/i18n/use-i18n';
import { useErrorMessage } from '@/lib/use-error-message';
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
  const t = useT();
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
      <option value="">
        {optional ? t('admin.import.mapping.inDateColumn') : t('admin.import.mapping.chooseColumn')}
      </option>
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
      <h2>{t('admin.import.mapping.title')}</h2>
      <p className={styles.muted}>{t('admin.import.mapping.intro')}</p>
      <div className={styles.formGrid}>
        <FormField density="compact" label={t('admin.import.mapping.bank')}>
          <input
            className={styles.input}
            value={mapping.bank}
            onChange={(e) => set('bank')(e.target.value)}
            required
            maxLength={60}
          />
        </FormField>
        <FormField density="compact" label={t('admin.import.mapping.date')}>
          {select('date_column')}
        </FormField>
        <FormField density="compact" label={t('admin.import.mapping.time')}>
          {select('time_column', true)}
        </FormField>
        <FormField density="compact" label={t('admin.import.mapping.depositor')}>
          {select('depositor_column')}
        </FormField>
        <FormField density="compact" label={t('admin.import.mapping.amount')}>
          {select('amount_column')}
        </FormField>
      </div>
      <button type="submit" className={styles.primary} disabled={busy}>
        {t('admin.import.mapping.submit')}
      </button>
    </form>
  );
}

export default function TransferImportRoute() {
  const t = useT();
  const messageOf = useErrorMessage();
  const failure = (error: unknown) => messageOf(error, t('admin.loadFailed'));
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
        <h1>{t('admin.import.title')}</h1>
        <AppLink to={paths.admin.getHref('transfers')}>{t('admin.import.back')}</AppLink>
      </div>
      <form className={styles.card} onSubmit={onSubmit}>
        <p className={styles.muted}>{t('admin.import.intro')}</p>
        <div className={styles.actions}>
          <input
            type="file"
            aria-label={t('admin.import.file')}
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          <button type="submit" className={styles.primary} disabled={!file || upload.isPending}>
            {upload.isPending ? t('admin.import.reading') : t('admin.import.preview')}
          </button>
        </div>
      </form>
      {upload.isError && !mappingColumns && (
        <p role="alert" className={styles.error}>
          {failure(upload.error)}
        </p>
      )}
      {mappingColumns && (
        <>
          <p role="alert" className={styles.error}>
            {failure(upload.error)}
          </p>
          <MappingForm columns={mappingColumns} onSubmit={read} busy={upload.isPending} />
        </>
      )}
      {confirm.isError && (
        <p role="alert" className={styles.error}>
          {failure(confirm.error)}
        </p>
      )}
      {preview && (
        <>
          <div className={styles.pageHead}>
            <span>
              <strong>{bankLabel(preview.bank)}</strong> · {preview.file_name} ·{' '}
              {t('admin.import.deposits', { count: preview.lines.length })}
              {preview.ignored_rows > 0 && (
                <span className={styles.muted}>
                  {' '}
                  {t('admin.import.skipped', { count: preview.ignored_rows })}
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
                ? t('admin.import.confirmAll', { count: openExact.length })
                : t('admin.import.allConfirmed')}
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
