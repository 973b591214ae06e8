import { NET_UNITS, weighedPrice } from '@jangbogi/contracts/unit-price';
import {
  useWatch,
  type Control,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { useFormat, useT } from '@/i18n/use-i18n';
import styles from './admin.module.css';

/** The product form's values for the unit price and weighing (unit-price.ts). */
export interface UnitFieldValues extends FieldValues {
  net_quantity?: number | null;
  net_unit?: (typeof NET_UNITS)[number] | null;
  pack_count?: number;
  sold_by_weight?: boolean;
  price_per_kg?: number | null;
  estimated_grams?: number | null;
}

const toOptionalNumber = (v: unknown) => (v === '' || v === null ? null : Number(v));
const toOptionalUnit = (v: unknown) => (v === '' || v === null ? null : v);

interface UnitFieldsProps<T extends UnitFieldValues> {
  register: UseFormRegister<T>;
  control: Control<T>;
  errors: FieldErrors<T>;
}

/**
 * Net quantity, unit and pack count ("120g x 5" is 120, g, 5), from which every page shows the
 * unit price; and selling by weight, where the price is the price per kg at the estimated weight.
 */
export function UnitPriceFields<T extends UnitFieldValues>({
  register,
  control,
  errors,
}: UnitFieldsProps<T>) {
  const t = useT();
  const { won } = useFormat();
  const field = (name: keyof UnitFieldValues) => name as Path<T>;
  const message = (name: keyof UnitFieldValues) =>
    (errors[name] as { message?: string } | undefined)?.message;
  const [weighed, perKg, grams] = useWatch({
    control,
    name: [field('sold_by_weight'), field('price_per_kg'), field('estimated_grams')],
  }) as [boolean | undefined, number | null | undefined, number | null | undefined];
  return (
    <fieldset className={`${styles.wide} ${styles.formGrid}`}>
      <legend>{t('admin.product.unitPrice')}</legend>
      <FormField
        density="compact"
        label={t('admin.product.netQuantity')}
        hint={t('admin.product.netQuantityHint')}
        error={message('net_quantity')}
      >
        <input
          className={styles.input}
          inputMode="decimal"
          {...register(field('net_quantity'), { setValueAs: toOptionalNumber })}
        />
      </FormField>
      <FormField density="compact" label={t('admin.product.netUnit')} error={message('net_unit')}>
        <select
          className={styles.input}
          {...register(field('net_unit'), { setValueAs: toOptionalUnit })}
        >
          <option value="">{t('admin.product.netUnitNone')}</option>
          {NET_UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {unit}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        density="compact"
        label={t('admin.product.packCount')}
        error={message('pack_count')}
      >
        <input
          className={styles.input}
          inputMode="numeric"
          {...register(field('pack_count'), { valueAsNumber: true })}
        />
      </FormField>
      <label className={`${styles.check} ${styles.wide}`}>
        <input type="checkbox" {...register(field('sold_by_weight'))} />{' '}
        {t('admin.product.soldByWeight')}
      </label>
      {weighed && (
        <>
          <FormField
            density="compact"
            label={t('admin.product.pricePerKg')}
            error={message('price_per_kg')}
          >
            <input
              className={styles.input}
              inputMode="numeric"
              {...register(field('price_per_kg'), { setValueAs: toOptionalNumber })}
            />
          </FormField>
          <FormField
            density="compact"
            label={t('admin.product.estimatedGrams')}
            error={message('estimated_grams')}
          >
            <input
              className={styles.input}
              inputMode="numeric"
              {...register(field('estimated_grams'), { setValueAs: toOptionalNumber })}
            />
          </FormField>
          {perKg && grams ? (
            <p className={styles.wide}>
              {t('admin.product.weighedPriceHint', { price: won(weighedPrice(perKg, grams)) })}
            </p>
          ) : null}
        </>
      )}
    </fieldset>
  );
}
