import type { ImportCounts, ImportPreview } from '@jangbogi/contracts/admin-catalogue-import';
import { useState, type FormEvent } from 'react';
import { AppLink } from '@/components/app-link';
import { FormField } from '@/components/form-field';
import { paths } from '@/config/paths';
import {
  useApplyCatalogueImport,
  useDownloadCatalogueFile,
  usePreviewCatalogueImport,
  type CatalogueFileFormat,
} from '@/features/admin/api/catalogue-import';
import styles from '@/features/admin/components/admin.module.css';
import { ImportPreviewTable } from '@/features/admin/components/import-preview';
import { useLocale, useT } from '@/i18n/use-i18n';
import { errorMessage } from '@/lib/error-message';

const SHEET_TYPES =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function Downloads() {
  const t = useT();
  const locale = useLocale();
  const download = useDownloadCatalogueFile();
  const button = (kind: 'template' | 'export', format: CatalogueFileFormat) => (
    <button
      type="button"
      className={styles.button}
      disabled={download.isPending}
      onClick={() => download.mutate({ kind, format, language: locale })}
    >
      {t(kind === 'template' ? 'admin.productImport.template' : 'admin.productImport.export', {
        format: format.toUpperCase(),
      })}
    </button>
  );
  return (
    <>
      <div className={styles.actions}>
        {button('template', 'xlsx')}
        {button('template', 'csv')}
        {button('export', 'xlsx')}
        {button('export', 'csv')}
      </div>
      {download.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(download.error)}
        </p>
      )}
    </>
  );
}

function Progress({ done, total }: { done: number; total: number }) {
  const t = useT();
  const label = t('admin.productImport.progress', { done, total });
  return (
    <div>
      <progress
        className={styles.progress}
        value={done}
        max={Math.max(total, 1)}
        aria-label={label}
      />
      <p className={styles.muted}>{label}</p>
    </div>
  );
}

export default function ProductImportRoute() {
  const t = useT();
  const locale = useLocale();
  const [sheet, setSheet] = useState<File | null>(null);
  const [images, setImages] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [result, setResult] = useState<ImportCounts | null>(null);
  const [progress, setProgress] = useState({ done: 0, total: 0 });
  const read = usePreviewCatalogueImport();
  const apply = useApplyCatalogueImport((done, total) => setProgress({ done, total }));
  const toApply = preview ? preview.counts.new + preview.counts.changed : 0;

  const onPreview = (event: FormEvent) => {
    event.preventDefault();
    if (!sheet) return;
    setResult(null);
    read.mutate({ sheet, images }, { onSuccess: setPreview });
  };
  const onApply = () => {
    if (!sheet) return;
    setProgress({ done: 0, total: toApply });
    apply.mutate(
      { upload: { sheet, images }, language: locale },
      {
        onSuccess: (counts) => {
          setResult(counts);
          setPreview(null);
        },
      },
    );
  };

  return (
    <>
      <div className={styles.pageHead}>
        <h1>{t('admin.productImport.title')}</h1>
        <AppLink to={paths.admin.getHref('products')}>
          {t('admin.productImport.backToProducts')}
        </AppLink>
      </div>
      <div className={styles.card}>
        <p className={styles.muted}>{t('admin.productImport.intro')}</p>
        <Downloads />
      </div>
      <form className={styles.card} onSubmit={onPreview}>
        <div className={styles.formGrid}>
          <FormField density="compact" label={t('admin.productImport.sheet')}>
            <input
              type="file"
              accept={SHEET_TYPES}
              onChange={(e) => {
                setSheet(e.target.files?.[0] ?? null);
                setPreview(null);
              }}
            />
          </FormField>
          <FormField density="compact" label={t('admin.productImport.images')} optional>
            <input
              type="file"
              accept=".zip,application/zip"
              onChange={(e) => {
                setImages(e.target.files?.[0] ?? null);
                setPreview(null);
              }}
            />
          </FormField>
        </div>
        <div className={`${styles.actions} ${styles.submitRow}`}>
          <button type="submit" className={styles.primary} disabled={!sheet || read.isPending}>
            {read.isPending ? t('admin.productImport.reading') : t('admin.productImport.preview')}
          </button>
        </div>
      </form>
      {(read.isError || apply.isError) && (
        <p role="alert" className={styles.error}>
          {errorMessage(read.error ?? apply.error)}
        </p>
      )}
      {result && (
        <p role="status" className={styles.card}>
          {t('admin.productImport.done', result)}{' '}
          <AppLink to={paths.admin.getHref('products')}>
            {t('admin.productImport.seeProducts')}
          </AppLink>
        </p>
      )}
      {preview && (
        <section className={styles.card}>
          <div className={styles.pageHead}>
            <h2>{preview.file_name}</h2>
            <button
              type="button"
              className={styles.primary}
              disabled={toApply === 0 || apply.isPending}
              onClick={onApply}
            >
              {t('admin.productImport.apply', { count: toApply })}
            </button>
          </div>
          {apply.isPending && <Progress {...progress} />}
          <ImportPreviewTable preview={preview} />
        </section>
      )}
    </>
  );
}
