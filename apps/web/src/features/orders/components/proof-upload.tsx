import { useId, useState } from 'react';
import { useT } from '@/i18n/use-i18n';
import { notify } from '@/lib/toast';
import { ApiError } from '@/lib/api-client';
import { useUploadProof } from '../api/upload-proof';
import styles from './orders.module.css';

/** The server explains refusals (not an image, too large, already paid); other failures get the generic text. */
function uploadErrorMessage(error: unknown, failed: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  return failed;
}

export function ProofUpload({ orderId }: { orderId: string }) {
  const t = useT();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadProof(orderId);

  const submit = () => {
    if (!file) {
      setProblem(t('proof.noFile'));
      notify('warning', t('proof.noFile'));
      return;
    }
    setProblem(null);
    upload.mutate(file, {
      onSuccess: () => notify('success', t('proof.uploaded')),
      onError: (error) => {
        const message = uploadErrorMessage(error, t('proof.failed'));
        setProblem(message);
        notify('error', message);
      },
    });
  };

  return (
    <section className={styles.upload} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>{t('proof.title')}</h2>
      {upload.isSuccess ? (
        <>
          <p className={styles.ok} role="status">
            {t('proof.uploaded')}
          </p>
          {/* A private, short-lived link: fine to show right after the upload. */}
          <img className={styles.proofPreview} src={upload.data.url} alt={t('proof.alt')} />
        </>
      ) : (
        <>
          <div className={styles.uploadRow}>
            <label htmlFor={inputId} className="visually-hidden">
              {t('proof.fileLabel')}
            </label>
            <input
              id={inputId}
              type="file"
              accept="image/*"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setProblem(null);
              }}
              disabled={upload.isPending}
            />
            <button
              type="button"
              className="btn btn-primary"
              onClick={submit}
              disabled={upload.isPending}
            >
              {upload.isPending ? t('proof.uploading') : t('proof.submit')}
            </button>
          </div>
          {upload.isPending && (
            <progress
              className={styles.progress}
              max={100}
              value={upload.progress}
              aria-label={t('proof.progress')}
            >
              {upload.progress}%
            </progress>
          )}
          {problem && (
            <p className={styles.error} role="alert">
              {problem}
            </p>
          )}
        </>
      )}
    </section>
  );
}
