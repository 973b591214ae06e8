import type { AdminProduct, ProductCreateBody } from '@jangbogi/contracts/admin-catalog';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { useCategories } from '../api/catalog';
import styles from './admin.module.css';
import { FormField } from '@/components/form-field';
import { applyFieldErrors } from './field-errors';
import { ProductInformationFields, useInformationFieldLabels } from './product-information-fields';
import { UnitPriceFields } from './product-unit-fields';
import { errorMessage, fieldMessagesOf } from '@/lib/error-message';
import { useNames, useT } from '@/i18n/use-i18n';

/**
 * A new product's fields; an edit leaves out the stock, which only moves by deltas (StockAdjust).
 * The search keywords are one box of comma-separated words while they are edited.
 */
export type ProductValues = Omit<ProductCreateBody, 'stock_quantity' | 'search_keywords'> & {
  stock_quantity?: number;
  search_keywords: string;
};

/** What the form sends: the keywords as the list the API takes. */
export type ProductBody = Omit<ProductValues, 'search_keywords'> & { search_keywords: string[] };

/** Comma-separated words (the full-width ，、 of a Korean keyboard too), trimmed, empty ones dropped. */
const keywordsOf = (text: string) =>
  [...new Set(text.split(/[,，、]/).map((word) => word.trim()))].filter(Boolean);

const emptyProduct: ProductValues = {
  sku: '',
  name: '',
  name_kr: '',
  brand: '',
  brand_kr: '',
  search_keywords: '',
  weight: '',
  weight_kr: '',
  description: '',
  description_kr: '',
  origin: '',
  storage: 'room',
  tax_type: 'taxed',
  notice: {},
  sell_price: Number.NaN,
  sale_price: null,
  compare_price: null,
  is_on_sale: false,
  is_featured: false,
  is_highlighted: false,
  stock_quantity: 0,
  subcategory_id: '',
  net_quantity: null,
  net_unit: null,
  pack_count: 1,
  sold_by_weight: false,
  price_per_kg: null,
  estimated_grams: null,
};

const valuesOf = (p: AdminProduct): ProductValues => ({
  sku: p.sku ?? '',
  name: p.name,
  name_kr: p.name_kr,
  brand: p.brand ?? '',
  brand_kr: p.brand_kr ?? '',
  search_keywords: p.search_keywords.join(', '),
  weight: p.weight ?? '',
  weight_kr: p.weight_kr ?? '',
  description: p.description ?? '',
  description_kr: p.description_kr ?? '',
  origin: p.origin ?? '',
  storage: p.storage,
  tax_type: p.tax_type,
  notice: p.notice,
  sell_price: p.sell_price,
  sale_price: p.sale_price,
  compare_price: p.compare_price,
  is_on_sale: p.is_on_sale,
  is_featured: p.is_featured,
  is_highlighted: p.is_highlighted,
  subcategory_id: p.subcategory_id,
  net_quantity: p.net_quantity,
  net_unit: p.net_unit,
  pack_count: p.pack_count,
  sold_by_weight: p.sold_by_weight,
  price_per_kg: p.price_per_kg,
  estimated_grams: p.estimated_grams,
});

const toNumber = (v: unknown) => (v === '' || v === null ? Number.NaN : Number(v));
const toOptionalNumber = (v: unknown) => (v === '' || v === null ? null : Number(v));

interface ProductFormProps {
  product?: AdminProduct;
  submitLabel: string;
  onSubmit: (values: ProductBody) => Promise<unknown>;
}

/** Create or edit a product; the server's validation messages land on their fields. */
export function ProductForm({ product, submitLabel, onSubmit }: ProductFormProps) {
  const t = useT();
  const names = useNames();
  const informationLabels = useInformationFieldLabels();
  const categories = useCategories();
  const { register, handleSubmit, setError, formState, control } = useForm<ProductValues>({
    defaultValues: product ? valuesOf(product) : emptyProduct,
  });
  const { errors, isSubmitting } = formState;
  // The notice a product carries is its category's kind.
  const subcategoryId = useWatch({ control, name: 'subcategory_id' });
  const kind = categories.data?.find((category) =>
    category.subcategories.some((sub) => sub._id === subcategoryId),
  )?.notice_kind;

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit({
        ...values,
        sku: values.sku?.trim() || null,
        brand: values.brand || null,
        brand_kr: values.brand_kr || null,
        search_keywords: keywordsOf(values.search_keywords),
        weight: values.weight || null,
        weight_kr: values.weight_kr || null,
        description: values.description || null,
        description_kr: values.description_kr || null,
        origin: values.origin || null,
      });
    } catch (error) {
      const matched = applyFieldErrors<Path<ProductValues>>(
        fieldMessagesOf(error),
        setError,
        informationLabels,
        t,
      );
      if (!matched) setError('root', { message: errorMessage(error) });
    }
  });

  return (
    <form className={styles.card} noValidate onSubmit={submit}>
      <div className={styles.formGrid}>
        <FormField density="compact" label={t('admin.product.sku')} error={errors.sku?.message}>
          <input
            className={styles.input}
            {...register('sku')}
            placeholder={t('admin.product.skuPlaceholder')}
          />
        </FormField>
        <FormField density="compact" label={t('admin.product.nameEn')} error={errors.name?.message}>
          <input
            className={styles.input}
            {...register('name', {
              required: t('admin.field.required', { name: t('admin.product.nameEn') }),
            })}
          />
        </FormField>
        <FormField
          density="compact"
          label={t('admin.product.nameKo')}
          error={errors.name_kr?.message}
        >
          <input
            className={styles.input}
            {...register('name_kr', {
              required: t('admin.field.required', { name: t('admin.product.nameKo') }),
            })}
          />
        </FormField>
        <FormField density="compact" label={t('admin.product.brand')} error={errors.brand?.message}>
          <input className={styles.input} {...register('brand')} />
        </FormField>
        <FormField
          density="compact"
          label={t('admin.product.brandKr')}
          error={errors.brand_kr?.message}
        >
          <input className={styles.input} lang="ko" {...register('brand_kr')} placeholder="농심" />
        </FormField>
        <FormField
          density="compact"
          label={t('admin.product.weight')}
          error={errors.weight?.message}
        >
          <input
            className={styles.input}
            {...register('weight')}
            placeholder={t('admin.product.weightPlaceholder')}
          />
        </FormField>
        <FormField
          density="compact"
          label={t('admin.productInfo.weightKr')}
          error={errors.weight_kr?.message}
        >
          <input
            className={styles.input}
            lang="ko"
            {...register('weight_kr')}
            placeholder="1통, 10개입"
          />
        </FormField>
        <FormField
          density="compact"
          label={t('admin.product.subcategory')}
          error={errors.subcategory_id?.message}
        >
          {/* Drawn again when the list arrives: a select keeps the value it was drawn with only if
              that option exists then, and a page opened from its address has no list yet. */}
          <select
            key={categories.data ? 'listed' : 'waiting'}
            className={styles.input}
            {...register('subcategory_id', { required: t('admin.product.chooseSubcategory') })}
          >
            <option value="">{t('admin.product.choose')}</option>
            {categories.data?.map((category) => (
              <optgroup key={category._id} label={names.local(category)}>
                {/* Archived ones are offered only to the product already filed there. */}
                {category.subcategories
                  .filter(
                    (sub) =>
                      !(sub.archived || category.archived) || sub._id === product?.subcategory_id,
                  )
                  .map((sub) => (
                    <option key={sub._id} value={sub._id}>
                      {names.local(sub)}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
        </FormField>
        {!product && (
          <FormField
            density="compact"
            label={t('admin.product.openingStock')}
            error={errors.stock_quantity?.message}
          >
            <input
              className={styles.input}
              inputMode="numeric"
              {...register('stock_quantity', { setValueAs: toNumber })}
            />
          </FormField>
        )}
        <FormField
          density="compact"
          label={t('admin.product.sellPrice')}
          error={errors.sell_price?.message}
        >
          <input
            className={styles.input}
            inputMode="numeric"
            {...register('sell_price', { setValueAs: toNumber })}
          />
        </FormField>
        <FormField
          density="compact"
          label={t('admin.product.salePrice')}
          error={errors.sale_price?.message}
        >
          <input
            className={styles.input}
            inputMode="numeric"
            {...register('sale_price', { setValueAs: toOptionalNumber })}
          />
        </FormField>
        <FormField
          density="compact"
          label={t('admin.product.comparePrice')}
          error={errors.compare_price?.message}
        >
          <input
            className={styles.input}
            inputMode="numeric"
            {...register('compare_price', { setValueAs: toOptionalNumber })}
          />
        </FormField>
        <FormField
          density="compact"
          label={t('admin.product.searchKeywords')}
          hint={t('admin.product.searchKeywordsHint')}
          error={errors.search_keywords?.message}
          className={styles.wide}
        >
          <input
            className={styles.input}
            {...register('search_keywords')}
            placeholder={t('admin.product.searchKeywordsPlaceholder')}
          />
        </FormField>
        <FormField
          density="compact"
          label={t('admin.product.description')}
          error={errors.description?.message}
          className={styles.wide}
        >
          <textarea className={styles.input} {...register('description')} rows={4} />
        </FormField>
        <UnitPriceFields register={register} control={control} errors={errors} />
        <ProductInformationFields
          kind={kind}
          register={register}
          control={control}
          errors={errors}
        />
        <div className={`${styles.actions} ${styles.wide}`}>
          <label className={styles.check}>
            <input type="checkbox" {...register('is_on_sale')} /> {t('admin.products.onSale')}
          </label>
          <label className={styles.check}>
            <input type="checkbox" {...register('is_featured')} /> {t('admin.products.featured')}
          </label>
          <label className={styles.check}>
            <input type="checkbox" {...register('is_highlighted')} />{' '}
            {t('admin.products.highlighted')}
          </label>
        </div>
      </div>
      {errors.root && (
        <p role="alert" className={styles.error}>
          {errors.root.message}
        </p>
      )}
      <p>
        <button type="submit" className={styles.primary} disabled={isSubmitting}>
          {isSubmitting ? t('admin.settings.saving') : submitLabel}
        </button>
      </p>
    </form>
  );
}
