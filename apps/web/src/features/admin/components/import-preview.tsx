// The rows of an uploaded product sheet: refused ones first with their reasons, then the new
// and changed ones with what changes. Unchanged rows are only counted.
import type {
  ImportPreview,
  ImportPreviewRow,
  ImportRowStatus,
} from '@jangbogi/contracts/admin-catalogue-import';
import { useT } from '@/i18n/use-i18n';
import styles from './admin.module.css';

/** A sheet may hold 20,000 rows; a table of that many would freeze the page. */
export const ROWS_SHOWN = 200;

const ORDER: Record<ImportRowStatus, number> = { refused: 0, new: 1, changed: 2, unchanged: 3 };

function Details({ row }: { row: ImportPreviewRow }) {
  if (row.status === 'refused')
    return (
      <ul className={styles.reasons}>
        {row.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    );
  if (row.status === 'new') return null;
  return (
    <ul className={styles.reasons}>
      {row.changes.map((change) => (
        <li key={change.column}>
          <strong>{change.header}</strong> {change.from || '—'} → {change.to || '—'}
        </li>
      ))}
    </ul>
  );
}

export function ImportPreviewTable({ preview }: { preview: ImportPreview }) {
  const t = useT();
  const rows = [...preview.rows].sort((a, b) => ORDER[a.status] - ORDER[b.status] || a.row - b.row);
  const statusLabel: Record<ImportRowStatus, string> = {
    new: t('admin.productImport.status.new'),
    changed: t('admin.productImport.status.changed'),
    unchanged: t('admin.productImport.status.unchanged'),
    refused: t('admin.productImport.status.refused'),
  };
  return (
    <>
      <p aria-label={t('admin.productImport.countsLabel')}>
        {t('admin.productImport.counts', preview.counts)}
      </p>
      {preview.ignored_columns.length > 0 && (
        <p className={styles.muted}>
          {t('admin.productImport.ignoredColumns', { columns: preview.ignored_columns.join(', ') })}
        </p>
      )}
      {rows.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th className={styles.num}>{t('admin.productImport.row')}</th>
                <th>{t('admin.productImport.sku')}</th>
                <th>{t('admin.productImport.name')}</th>
                <th>{t('admin.productImport.status')}</th>
                <th>{t('admin.productImport.details')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.slice(0, ROWS_SHOWN).map((row) => (
                <tr key={row.row} data-status={row.status}>
                  <td className={styles.num}>{row.row}</td>
                  <td>{row.sku}</td>
                  <td>{row.name}</td>
                  <td>
                    <span className={styles.badge} data-tone={row.status}>
                      {statusLabel[row.status]}
                    </span>
                  </td>
                  <td>
                    <Details row={row} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {rows.length > ROWS_SHOWN && (
        <p className={styles.muted}>
          {t('admin.productImport.moreRows', { count: rows.length - ROWS_SHOWN })}
        </p>
      )}
    </>
  );
}
