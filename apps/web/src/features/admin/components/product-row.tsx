import type { AdminProduct, ProductPatchBody } from '@jangbogi/contracts/admin-catalog';
import type { MessageId } from '@lingui/core';
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
import { useFormat, useNames, useT } from '@/i18n/use-i18n';
import { KoreanNameBeside, TeamName } from './team-name';

type Flag = 'is_on_sale' | 'is_featured' | 'is_highlighted';
const FLAGS: { name: Flag; label: MessageId }[] = [
  { name: 'is_on_sale', label: 'admin.products.onSale' },
  { name: 'is_featured', label: 'admin.products.featured' },
  { name: 'is_highlighted', label: 'admin.products.highlighted' },
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
  const t = useT();
  const format = useFormat();
  const name = useNames().local(product);
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
  const errors = readableFieldErrors(
    fieldMessagesOf(update.error),
    {
      sell_price: t('admin.products.priceLabel'),
      sale_price: t('admin.products.salePriceLabel'),
    },
    t,
  );
  const otherError =
    update.isError && Object.keys(errors).length === 0 ? errorMessage(update.error) : null;

  const save = (patch: ProductPatchBody) => {
    update.mutate(
      { id: product._id, changes: patch },
      { onSuccess: () => notify('success', t('admin.products.saved', { name })) },
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
        aria-label={t('admin.products.fieldOf', { field: label, name })}
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
    <tr aria-label={name} style={product.archived ? { opacity: 0.6 } : undefined}>
      {onSelect && (
        <td>
          <input
            type="checkbox"
            aria-label={t('admin.products.select', { name })}
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
      {/* Room for the name on a phone, where the table scrolls sideways. */}
      <td style={{ minWidth: 160 }}>
        <AppLink to={paths.adminProduct.getHref(product._id)}>
          <TeamName item={product} />
        </AppLink>
        <KoreanNameBeside item={product} className={styles.muted} />
        {product.archived && <div className={styles.muted}>{t('admin.products.archivedMark')}</div>}
      </td>
      <td>
        <StockAdjust product={product} />
      </td>
      <td>{numberInput(t('admin.products.priceLabel'), sellPrice, setSellPrice, 'sell_price')}</td>
      <td>
        {numberInput(t('admin.products.salePriceLabel'), salePrice, setSalePrice, 'sale_price')}
        {product.compare_price !== null && (
          <div className={styles.muted}>
            {t('admin.products.was', { price: format.won(product.compare_price) })}
          </div>
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
              {t(label)}
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
            {update.isPending ? t('admin.settings.saving') : t('admin.products.save')}
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
