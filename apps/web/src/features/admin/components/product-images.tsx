import type { AdminProduct } from '@jangbogi/contracts/admin-catalog';
import { useRef } from 'react';
import {
  useArrangeProductImages,
  useDeleteProductImage,
  useUploadProductImage,
} from '../api/catalog';
import styles from './admin.module.css';
import { errorMessage } from '@/lib/error-message';

/** The product's pictures: upload (JPEG, PNG, WebP or GIF, 5 MB), choose the main one, delete. */
export function ProductImages({ product }: { product: AdminProduct }) {
  const upload = useUploadProductImage();
  const arrange = useArrangeProductImages();
  const remove = useDeleteProductImage();
  const fileInput = useRef<HTMLInputElement>(null);
  const failure = upload.error ?? arrange.error ?? remove.error;

  return (
    <section className={styles.card}>
      <h2>Images</h2>
      <div className={styles.actions} style={{ marginBottom: 12 }}>
        {product.images.map((image) => (
          <figure
            key={image._id}
            style={{ margin: 0, display: 'grid', gap: 6, justifyItems: 'start' }}
          >
            <a href={image.url} target="_blank" rel="noreferrer">
              <img src={image.url} alt={`${product.name} image`} className={styles.proof} />
            </a>
            <figcaption className={styles.actions}>
              {image.is_main ? (
                <span className={styles.badge}>Main image</span>
              ) : (
                <button
                  type="button"
                  className={styles.button}
                  disabled={arrange.isPending}
                  onClick={() => arrange.mutate({ id: product._id, mainImageId: image._id })}
                >
                  Make main
                </button>
              )}
              <button
                type="button"
                className={styles.danger}
                disabled={remove.isPending}
                onClick={() => remove.mutate({ id: product._id, imageId: image._id })}
              >
                Delete
              </button>
            </figcaption>
          </figure>
        ))}
        {product.images.length === 0 && <p className={styles.muted}>No images yet.</p>}
      </div>
      <label className={styles.field}>
        Upload an image (JPEG, PNG, WebP or GIF, up to 5 MB)
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
      {upload.isPending && <p className={styles.muted}>Uploading...</p>}
      {failure && (
        <p role="alert" className={styles.error}>
          {errorMessage(failure)}
        </p>
      )}
    </section>
  );
}
