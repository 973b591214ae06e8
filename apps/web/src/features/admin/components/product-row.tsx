import type { AdminProduct, ProductPatchBody } from '@jangbogi/contracts/admin-catalog';
import { formatWon } from '@jangbogi/contracts/money';
import { useId, useState } from 'react';
import { notify } from '@/lib/toast';
import { SafeImage } from '@/components/safe-image';
import { paths } from '@/config/paths';
import { useSetArchived, useUpdateProduct } from '../api/catalog';
import { ArchiveButton } from './archive-button';
import styles from './admin.module.css';
import { readableFieldErrors } from './field-errors';
import { errorMessage, fieldMessagesOf } from '@/lib/error-message';
import { StockAdjust } from './stock-adjust';
import { AppLink } from '@/components/app-link';

type Flag = 'is_on_sale' | 'is_featured' | 'is_highlighted';
const FLAGS: { name: Flag; label: string }[] = [
  { name: 'is_on_sale', label: 'On sale' },
  { name: 'is_featured', label: 'Featured' },
  { name: 'is_highlighted', label: 'Highlighted' },
];

/** Empty means "no sale price"; anything else must be a whole number (the server says if not). */
const parseWon = (text: string): number | null =>
  text.trim() === '' ? null : Number(text.replaceAll(',', ''));

/**
 * One product in the list: prices edited in place and saved per row, flags toggled at once, and
 * stock changed by a delta with a reason (never by saving back the figure shown).
 */
export function ProductRow({
  product,
  selected,
  onSelect,
}: {
  product: AdminProduct;
  /** With onSelect, a checkbox picks the row for a bulk edit. */
  selected?: boolean;
  onSelect?: (selected: boolean) => void;
}) {
  const [sellPrice, setSellPrice] = useState(String(product.sell_price));
  const [salePrice, setSalePrice] = useState(
    product.sale_price === null ? '' : String(product.sale_price),
  );
  const update = useUpdateProduct();
  const archive = useSetArchived();

  const changes: ProductPatchBody = {};
  if (sellPrice !== String(product.sell_price))
    changes.sell_price = parseWon(sellPrice) ?? Number.NaN;
  if (parseWon(salePrice) !== product.sale_price) changes.sale_price = parseWon(salePrice);
  const dirty = Object.keys(changes).length > 0;
  const id = useId();
  const errors = readableFieldErrors(fieldMessagesOf(update.error), {
    sell_price: 'Price',
    sale_price: 'Sale price',
  });
  const otherError =
    update.isError && Object.keys(errors).length === 0 ? errorMessage(update.error) : null;

  const save = (patch: ProductPatchBody) => {
    update.mutate(
      { id: product._id, changes: patch },
      { onSuccess: () => notify('success', `Saved ${product.name}`) },
    );
  };

  const numberInput = (
    label: string,
    value: string,
    onChange: (v: string) => void,
    field: string,
  ) => (
    <>
      <input
        className={styles.input}
        inputMode="numeric"
        aria-label={`${label} of ${product.name}`}
        aria-invalid={Boolean(errors[field])}
        aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        style={{ width: 100 }}
      />
      {errors[field] && (
        <p id={`${id}-${field}-error`} className={styles.fieldError}>
          {errors[field].join(' ')}
        </p>
      )}
    </>
  );

  return (
    <tr aria-label={product.name} style={product.archived ? { opacity: 0.6 } : undefined}>
      {onSelect && (
        <td>
          <input
            type="checkbox"
            aria-label={`Select ${product.name}`}
            checked={selected ?? false}
            onChange={(event) => onSelect(event.target.checked)}
          />
        </td>
      )}
      <td style={{ width: 64 }}>
        <SafeImage
          src={product.images.find((image) => image.is_main)?.url ?? product.images[0]?.url}
          alt=""
          className={styles.thumb}
        />
      </td>
      <td>
        <AppLink to={paths.adminProduct.getHref(product._id)}>{product.name}</AppLink>
        <div className={styles.muted}>
          {product.name_kr}
          {product.archived && ' · archived'}
        </div>
      </td>
      <td>
        <StockAdjust product={product} />
      </td>
      <td>{numberInput('Price', sellPrice, setSellPrice, 'sell_price')}</td>
      <td>
        {numberInput('Sale price', salePrice, setSalePrice, 'sale_price')}
        {product.compare_price !== null && (
          <div className={styles.muted}>was {formatWon(product.compare_price)}</div>
        )}
      </td>
      <td>
        <div style={{ display: 'grid', gap: 2 }}>
          {FLAGS.map(({ name, label }) => (
            <label key={name} className={styles.check}>
              <input
                type="checkbox"
                checked={product[name]}
                disabled={update.isPending}
                onChange={(event) => save({ [name]: event.target.checked })}
              />
              {label}
            </label>
          ))}
        </div>
      </td>
      <td>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.primary}
            disabled={!dirty || update.isPending}
            onClick={() => save(changes)}
          >
            {update.isPending ? 'Saving...' : 'Save'}
          </button>
          <ArchiveButton product={product} archive={archive} />
        </div>
        {(otherError ?? errors._ ?? errors[''] ?? archive.error) && (
          <p role="alert" className={styles.fieldError}>
            {otherError ?? errors._?.[0] ?? errors['']?.[0] ?? errorMessage(archive.error)}
          </p>
        )}
      </td>
    </tr>
  );
}
