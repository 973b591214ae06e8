import type { PromoCreateInput } from '@jangbogi/contracts/admin-promos';
import { koreanDayRange } from '@jangbogi/contracts/korea-time';
import type { MessageId } from '@lingui/core';
import { useForm, type Path } from 'react-hook-form';
import { useT } from '@/i18n/use-i18n';
import { notify } from '@/lib/toast';
import { useCreatePromo } from '../api/marketing';
import styles from './admin.module.css';
import { FormField } from '@/components/form-field';
import { applyFieldErrors } from './field-errors';
import { errorMessage, fieldMessagesOf } from '@/lib/error-message';

/** Numbers stay as typed until submit, so an empty box is empty (never NaN) and can be told apart. */
interface PromoValues {
  code: string;
  type: 'percent' | 'flat';
  value: string;
  min_order: string;
  starts_at: string;
  ends_at: string;
  usage_limit: string;
  per_customer_limit: string;
}

/** The fields' names, also used to word the server's messages about each field. */
const LABELS: Record<keyof PromoValues, MessageId> = {
  code: 'admin.promoForm.code',
  type: 'admin.promoForm.type',
  value: 'admin.promoForm.value',
  min_order: 'admin.promoForm.minOrder',
  starts_at: 'admin.promoForm.startDate',
  ends_at: 'admin.promoForm.endDate',
  usage_limit: 'admin.promoForm.usageLimit',
  per_customer_limit: 'admin.promoForm.perCustomer',
};

const WHOLE_NUMBER = /^\d+$/;
const digitsOf = (text: string) => text.trim().replaceAll(',', '');
/** A typed number; what is not a whole number is left to the check below or to the server. */
const toNumber = (text: string) => Number(digitsOf(text));
const toOptionalNumber = (text: string) => (digitsOf(text) === '' ? null : toNumber(text));
/** A picked date is a Korean calendar day; the promo runs from its first second to its last. */
const koreanStart = (day: string) => (day ? koreanDayRange(day).start.toISOString() : null);
const koreanEnd = (day: string) =>
  day ? new Date(koreanDayRange(day).end.getTime() - 1000).toISOString() : null;

export function PromoForm() {
  const t = useT();
  const create = useCreatePromo();
  const labels = Object.fromEntries(
    Object.entries(LABELS).map(([field, id]) => [field, t(id)]),
  ) as Record<keyof PromoValues, string>;
  /** A whole number or nothing; the message names the field as the form does. */
  const optionalWholeNumber = (field: keyof PromoValues) => (text: string) =>
    digitsOf(text) === '' ||
    WHOLE_NUMBER.test(digitsOf(text)) ||
    t('admin.field.wholeNumber', { name: labels[field] });
  const { register, handleSubmit, setError, reset, formState } = useForm<PromoValues>({
    defaultValues: {
      code: '',
      type: 'percent',
      value: '',
      min_order: '0',
      starts_at: '',
      ends_at: '',
      usage_limit: '',
      per_customer_limit: '',
    },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    const body: PromoCreateInput = {
      code: values.code.trim().toUpperCase(),
      type: values.type,
      value: toNumber(values.value),
      min_order: digitsOf(values.min_order) === '' ? 0 : toNumber(values.min_order),
      starts_at: koreanStart(values.starts_at),
      ends_at: koreanEnd(values.ends_at),
      usage_limit: toOptionalNumber(values.usage_limit),
      per_customer_limit: toOptionalNumber(values.per_customer_limit),
    };
    try {
      await create.mutateAsync(body);
      notify('success', t('admin.promoForm.created', { code: body.code }));
      reset();
    } catch (error) {
      if (!applyFieldErrors<Path<PromoValues>>(fieldMessagesOf(error), setError, labels, t)) {
        setError('root', { message: errorMessage(error, t('admin.loadFailed')) });
      }
    }
  });

  return (
    <form className={styles.card} noValidate onSubmit={submit}>
      <h2>{t('admin.promoForm.title')}</h2>
      <div className={styles.formGrid}>
        <FormField density="compact" label={labels.code} error={errors.code?.message}>
          <input
            className={styles.input}
            {...register('code')}
            placeholder={t('admin.promoForm.codePlaceholder')}
          />
        </FormField>
        <FormField density="compact" label={labels.type} error={errors.type?.message}>
          <select className={styles.input} {...register('type')}>
            <option value="percent">{t('admin.promoForm.percent')}</option>
            <option value="flat">{t('admin.promoForm.flat')}</option>
          </select>
        </FormField>
        <FormField
          density="compact"
          label={t('admin.promoForm.valuePercentOrWon')}
          error={errors.value?.message}
        >
          <input
            className={styles.input}
            inputMode="numeric"
            {...register('value', {
              validate: (text) =>
                digitsOf(text) === ''
                  ? t('admin.field.required', { name: labels.value })
                  : optionalWholeNumber('value')(text),
            })}
          />
        </FormField>
        <FormField
          density="compact"
          label={t('admin.promoForm.minOrderWon')}
          error={errors.min_order?.message}
        >
          <input
            className={styles.input}
            inputMode="numeric"
            {...register('min_order', { validate: optionalWholeNumber('min_order') })}
          />
        </FormField>
        <FormField
          density="compact"
          label={t('admin.promoForm.startDateOptional')}
          error={errors.starts_at?.message}
        >
          <input className={styles.input} type="date" {...register('starts_at')} />
        </FormField>
        <FormField
          density="compact"
          label={t('admin.promoForm.endDateOptional')}
          error={errors.ends_at?.message}
        >
          <input className={styles.input} type="date" {...register('ends_at')} />
        </FormField>
        <FormField
          density="compact"
          label={t('admin.promoForm.usageLimitOptional')}
          error={errors.usage_limit?.message}
        >
          <input
            className={styles.input}
            inputMode="numeric"
            {...register('usage_limit', { validate: optionalWholeNumber('usage_limit') })}
          />
        </FormField>
        <FormField
          density="compact"
          label={t('admin.promoForm.perCustomerOptional')}
          error={errors.per_customer_limit?.message}
        >
          <input
            className={styles.input}
            inputMode="numeric"
            {...register('per_customer_limit', {
              validate: optionalWholeNumber('per_customer_limit'),
            })}
          />
        </FormField>
      </div>
      {errors.root && (
        <p role="alert" className={styles.error}>
          {errors.root.message}
        </p>
      )}
      <p>
        <button type="submit" className={styles.primary} disabled={isSubmitting}>
          {t('admin.promoForm.submit')}
        </button>
      </p>
    </form>
  );
}
