import type { AdminProduct } from '@jangbogi/contracts/admin-catalog';
import { useRef } from 'react';
import {
  useArrangeProductImages,
  useDeleteProductImage,
  useUploadProductImage,
} from '../api/catalog';
import styles from './admin.module.css';
import { useNames, useT } from '@/i18n/use-i18n';
import { useErrorMessage } from '@/lib/use-error-message';

/** The product's pictures: upload (JPEG, PNG, WebP or GIF, 5 MB), choose the main one, delete. */
export function ProductImages({ product }: { product: AdminProduct }) {
  const t = useT();
  const names = useNames();
  const messageOf = useErrorMessage();
  const upload = useUploadProductImage();
  const arrange = useArrangeProductImages();
  const remove = useDeleteProductImage();
  const fileInput = useRef<HTMLInputElement>(null);
  const failure = upload.error ?? arrange.error ?? remove.error;

  return (
    <section className={styles.card}>
      <h2>{t('admin.images.title')}</h2>
      <div className={styles.actions} style={{ marginBottom: 12 }}>
        {product.images.map((image) => (
          <figure
            key={image._id}
            style={{ margin: 0, display: 'grid', gap: 6, justifyItems: 'start' }}
          >
            <a href={image.url} target="_blank" rel="noreferrer">
              <img
                src={image.url}
                alt={t('admin.images.alt', { name: names.local(product) })}
                className={styles.proof}
              />
            </a>
            <figcaption className={styles.actions}>
              {image.is_main ? (
                <span className={styles.badge}>{t('admin.images.main')}</span>
              ) : (
                <button
                  type="button"
                  className={styles.button}
                  disabled={arrange.isPending}
                  onClick={() => arrange.mutate({ id: product._id, mainImageId: image._id })}
                >
                  {t('admin.images.makeMain')}
                </button>
              )}
              <button
                type="button"
                className={styles.danger}
                disabled={remove.isPending}
                onClick={() => remove.mutate({ id: product._id, imageId: image._id })}
              >
                {t('admin.images.delete')}
              </button>
            </figcaption>
          </figure>
        ))}
        {product.images.length === 0 && <p className={styles.muted}>{t('admin.images.empty')}</p>}
      </div>
      <label className={styles.field}>
        {t('admin.images.upload')}
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          disabled={upload.isPending}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            upload.mutate(
              { id: product._id, file },
              {
                onSettled: () => {
                  if (fileInput.current) fileInput.current.value = '';
                },
              },
            );
          }}
        />
      </label>
      {upload.isPending && <p className={styles.muted}>{t('admin.images.uploading')}</p>}
      {failure && (
        <p role="alert" className={styles.error}>
          {messageOf(failure, t('admin.loadFailed'))}
        </p>
      )}
    </section>
  );
}
