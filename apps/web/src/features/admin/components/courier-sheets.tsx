import { courierName } from '@jangbogi/contracts/shipping';
import {
  waybillCouriers,
  type TrackingImportResult,
  type WaybillCourier,
} from '@jangbogi/contracts/waybills';
import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/form-field';
import {
  useDownloadWaybills,
  useImportTracking,
  type SheetFormat,
} from '@/features/admin/api/courier-sheets';
import { useLocale, useT } from '@/i18n/use-i18n';
import { useErrorMessage } from '@/lib/use-error-message';
import styles from './admin.module.css';

function TrackingRows({ result }: { result: TrackingImportResult }) {
  const t = useT();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th>{t('admin.courierSheets.row')}</th>
            <th>{t('admin.courierSheets.order')}</th>
            <th>{t('admin.courierSheets.trackingNumber')}</th>
            <th>{t('admin.courierSheets.result')}</th>
          </tr>
        </thead>
        <tbody>
          {result.rows.map((row) => (
            <tr key={row.row}>
              <td>{row.row}</td>
              <td>{row.order_number}</td>
              <td>{row.tracking_number}</td>
              <td>
                {row.result === 'ship'
                  ? t(
                      result.applied
                        ? 'admin.courierSheets.shipped'
                        : 'admin.courierSheets.willShip',
                    )
                  : row.problem}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The couriers' bulk sheets for a delivery day: the packed orders as the courier's waybill sheet,
 * and its tracking numbers read back, previewed row by row before the orders are shipped.
 */
export function CourierSheets({ date }: { date: string }) {
  const t = useT();
  const locale = useLocale();
  const messageOf = useErrorMessage();
  const [courier, setCourier] = useState<WaybillCourier>('cj');
  const [format, setFormat] = useState<SheetFormat>('xlsx');
  const [file, setFile] = useState<File | null>(null);
  const download = useDownloadWaybills();
  const tracking = useImportTracking();
  const result = tracking.data;

  const read = (apply: boolean) => {
    if (file) tracking.mutate({ file, courier, apply });
  };
  const onPreview = (event: FormEvent) => {
    event.preventDefault();
    read(false);
  };

  return (
    <section className={styles.card} aria-labelledby="courier-sheets">
      <h2 id="courier-sheets">{t('admin.courierSheets.title')}</h2>
      <div className={styles.formGrid}>
        <FormField density="compact" label={t('admin.courierSheets.courier')}>
          <select
            className={styles.input}
            value={courier}
            onChange={(event) => {
              setCourier(event.target.value as WaybillCourier);
              tracking.reset();
            }}
          >
            {waybillCouriers.map((code) => (
              <option key={code} value={code}>
                {courierName(code, locale)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField density="compact" label={t('admin.courierSheets.format')}>
          <select
            className={styles.input}
            value={format}
            onChange={(event) => setFormat(event.target.value as SheetFormat)}
          >
            <option value="xlsx">{t('admin.courierSheets.xlsx')}</option>
            <option value="csv">{t('admin.courierSheets.csv')}</option>
          </select>
        </FormField>
      </div>
      <p className={styles.muted}>{t('admin.courierSheets.waybillsHint')}</p>
      <button
        type="button"
        className={styles.primary}
        disabled={!date || download.isPending}
        onClick={() => download.mutate({ date, courier, format })}
      >
        {t('admin.courierSheets.download')}
      </button>
      {download.error && (
        <p role="alert" className={styles.error}>
          {messageOf(download.error, t('admin.loadFailed'))}
        </p>
      )}

      <form onSubmit={onPreview} className={styles.subsection}>
        <h3>{t('admin.courierSheets.trackingTitle')}</h3>
        <p className={styles.muted}>{t('admin.courierSheets.trackingHint')}</p>
        <FormField density="compact" label={t('admin.courierSheets.trackingFile')}>
          <input
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              tracking.reset();
            }}
          />
        </FormField>
        <button type="submit" className={styles.primary} disabled={!file || tracking.isPending}>
          {tracking.isPending ? t('admin.import.reading') : t('admin.courierSheets.preview')}
        </button>
      </form>
      {tracking.error && (
        <p role="alert" className={styles.error}>
          {messageOf(tracking.error, t('admin.loadFailed'))}
        </p>
      )}
      {result && (
        <>
          <p role="status">
            {t(
              result.applied ? 'admin.courierSheets.appliedSummary' : 'admin.courierSheets.summary',
              {
                ship: result.counts.ship,
                refused: result.counts.refused,
              },
            )}
          </p>
          <TrackingRows result={result} />
          {!result.applied && result.counts.ship > 0 && (
            <button
              type="button"
              className={styles.primary}
              disabled={tracking.isPending}
              onClick={() => read(true)}
            >
              {t('admin.courierSheets.apply', { count: result.counts.ship })}
            </button>
          )}
        </>
      )}
    </section>
  );
}
