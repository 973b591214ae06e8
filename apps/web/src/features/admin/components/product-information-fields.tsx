import {
  missingFoodInformation,
  NOTICE_FIELDS,
  STORAGE_TEMPERATURES,
  type NoticeKind,
  type StorageTemperature,
} from '@jangbogi/contracts/product-information';
import { taxTypes, type TaxType } from '@jangbogi/contracts/tax-split';
import type { MessageId } from '@lingui/core';
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { useLocale, useT } from '@/i18n/use-i18n';
import { noticeKindName } from './notice-kind-name';
import styles from './admin.module.css';
import type { ProductValues } from './product-form';

const STORAGE_LABELS: Record<StorageTemperature, MessageId> = {
  room: 'product.storageRoom',
  chilled: 'product.storageChilled',
  frozen: 'product.storageFrozen',
};
const TAX_TYPE_LABELS: Record<TaxType, MessageId> = {
  taxed: 'admin.productInfo.taxed',
  exempt: 'admin.productInfo.exempt',
};

/**
 * The server names notice fields `notice.<key>`; the form shows them by their label in the page's
 * language (English pages keep the English label, as before).
 */
export function useInformationFieldLabels(): Record<string, string> {
  const t = useT();
  const locale = useLocale();
  return {
    origin: t('admin.productInfo.originField'),
    ...Object.fromEntries(
      Object.values(NOTICE_FIELDS)
        .flat()
        .filter((f) => f.source === 'notice')
        .map((f): [string, string] => [`notice.${f.key}`, locale === 'ko' ? f.ko : f.en]),
    ),
  };
}

interface Props {
  kind: NoticeKind | undefined;
  register: UseFormRegister<ProductValues>;
  control: Control<ProductValues>;
  errors: FieldErrors<ProductValues>;
}

/** A missing field's name as the form labels it: `notice.producer` -> its notice label. */
function fieldLabel(field: string, kind: NoticeKind, t: ReturnType<typeof useT>): string {
  if (field === 'origin') return t('admin.productInfo.origin');
  if (field === 'weight') return t('admin.productInfo.weight');
  if (field === 'name_kr') return t('admin.productInfo.nameKr');
  const key = field.replace(/^notice\./, '');
  return NOTICE_FIELDS[kind].find((f) => f.key === key)?.ko ?? key;
}

/**
 * Origin, storage, the Korean description and the notice fields of the product's kind (from its
 * category). For food it says, as the team types, which fields are still missing to publish it.
 */
export function ProductInformationFields({ kind, register, control, errors }: Props) {
  const t = useT();
  const locale = useLocale();
  const [nameKr, weight, origin, notice] = useWatch({
    control,
    name: ['name_kr', 'weight', 'origin', 'notice'],
  });
  const missing = kind
    ? missingFoodInformation({ name_kr: nameKr, weight, origin, notice }, kind)
    : [];
  const noticeFields = kind ? NOTICE_FIELDS[kind].filter((f) => f.source === 'notice') : [];
  const isFood = kind === 'food' || kind === 'processed_food';

  return (
    <fieldset className={`${styles.wide} ${styles.infoFields}`}>
      <legend>{t('admin.productInfo.heading')}</legend>
      {missing.length > 0 && kind && (
        <p role="status" className={styles.missingInfo} data-testid="missing-information">
          {t('admin.productInfo.missing', {
            fields: missing.map((field) => fieldLabel(field, kind, t)).join(', '),
          })}
        </p>
      )}
      <div className={styles.formGrid}>
        <FormField
          density="compact"
          label={t('admin.productInfo.origin')}
          hint={t('admin.productInfo.originHint')}
          required={isFood}
          error={errors.origin?.message}
        >
          <input className={styles.input} lang="ko" {...register('origin')} />
        </FormField>
        <FormField
          density="compact"
          label={t('admin.productInfo.storage')}
          error={errors.storage?.message}
        >
          <select className={styles.input} {...register('storage')}>
            {STORAGE_TEMPERATURES.map((storage) => (
              <option key={storage} value={storage}>
                {t(STORAGE_LABELS[storage])}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          density="compact"
          label={t('admin.productInfo.taxType')}
          hint={t('admin.productInfo.taxTypeHint')}
          error={errors.tax_type?.message}
        >
          <select className={styles.input} {...register('tax_type')}>
            {taxTypes.map((type) => (
              <option key={type} value={type}>
                {t(TAX_TYPE_LABELS[type])}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          density="compact"
          label={t('admin.productInfo.descriptionKr')}
          error={errors.description_kr?.message}
          className={styles.wide}
        >
          <textarea className={styles.input} lang="ko" rows={3} {...register('description_kr')} />
        </FormField>
      </div>
      {kind ? (
        <fieldset className={styles.noticeFields}>
          <legend>
            {t('admin.productInfo.notice', {
              kind: noticeKindName(kind, locale),
            })}
          </legend>
          <div className={styles.formGrid}>
            {noticeFields.map((field) => (
              <FormField
                key={field.key}
                density="compact"
                // The notice's legal Korean label; English screens give its English beside it.
                label={locale === 'ko' ? field.ko : `${field.ko} · ${field.en}`}
                required={isFood && field.required}
                error={errors.notice?.[field.key]?.message}
              >
                <input className={styles.input} lang="ko" {...register(`notice.${field.key}`)} />
              </FormField>
            ))}
          </div>
        </fieldset>
      ) : (
        <p className={styles.muted}>{t('admin.productInfo.chooseSubcategory')}</p>
      )}
    </fieldset>
  );
}
