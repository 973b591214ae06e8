import { useId, useState } from 'react';
import { notify } from '@/lib/toast';
import { ApiError } from '@/lib/api-client';
import { useUploadProof } from '../api/upload-proof';
import styles from './orders.module.css';

export const PROOF_MESSAGES = {
  noFile: 'Please select an image to upload',
  uploaded: 'Payment proof uploaded successfully! We will confirm your payment shortly.',
  failed: 'Upload failed. Please try again.',
} as const;

/** The server explains refusals (not an image, too large, already paid); other failures get the generic text. */
function uploadErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  return PROOF_MESSAGES.failed;
}

export function ProofUpload({ orderId }: { orderId: string }) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadProof(orderId);

  const submit = () => {
    if (!file) {
      setProblem(PROOF_MESSAGES.noFile);
      notify('warning', PROOF_MESSAGES.noFile);
      return;
    }
    setProblem(null);
    upload.mutate(file, {
      onSuccess: () => notify('success', PROOF_MESSAGES.uploaded),
      onError: (error) => {
        const message = uploadErrorMessage(error);
        setProblem(message);
        notify('error', message);
      },
    });
  };

  return (
    <section className={styles.upload} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>Upload your transfer screenshot</h2>
      {upload.isSuccess ? (
        <>
          <p className={styles.ok} role="status">
            {PROOF_MESSAGES.uploaded}
          </p>
          {/* A private, short-lived link: fine to show right after the upload. */}
          <img
            className={styles.proofPreview}
            src={upload.data.url}
            alt="Your transfer screenshot"
          />
        </>
      ) : (
        <>
          <div className={styles.uploadRow}>
            <label htmlFor={inputId} className="visually-hidden">
              Transfer screenshot
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
              {upload.isPending ? 'Uploading…' : 'Upload'}
            </button>
          </div>
          {upload.isPending && (
            <progress
              className={styles.progress}
              max={100}
              value={upload.progress}
              aria-label="Upload progress"
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
