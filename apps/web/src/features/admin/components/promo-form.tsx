import type { PromoCreateBody } from '@jangbogi/contracts/admin-catalog';
import { useForm, type Path } from 'react-hook-form';
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

/** The form's labels, also used to word the server's messages about each field. */
const LABELS: Record<keyof PromoValues, string> = {
  code: 'Code',
  type: 'Type',
  value: 'Value',
  min_order: 'Minimum order',
  starts_at: 'Start date',
  ends_at: 'End date',
  usage_limit: 'Total uses',
  per_customer_limit: 'Uses per customer',
};

const WHOLE_NUMBER = /^\d+$/;
const digitsOf = (text: string) => text.trim().replaceAll(',', '');
/** A typed number; what is not a whole number is left to the check below or to the server. */
const toNumber = (text: string) => Number(digitsOf(text));
const toOptionalNumber = (text: string) => (digitsOf(text) === '' ? null : toNumber(text));
/** A date picked in the form is a Korean calendar day; the promo starts at its first minute. */
const koreanStart = (day: string) => (day ? `${day}T00:00:00+09:00` : null);
const koreanEnd = (day: string) => (day ? `${day}T23:59:59+09:00` : null);

export function PromoForm() {
  const create = useCreatePromo();
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
    const body: Partial<PromoCreateBody> = {
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
      notify('success', `Promo ${body.code} created`);
      reset();
    } catch (error) {
      if (!applyFieldErrors<Path<PromoValues>>(fieldMessagesOf(error), setError, LABELS)) {
        setError('root', { message: errorMessage(error) });
      }
    }
  });

  return (
    <form className={styles.card} noValidate onSubmit={submit}>
      <h2>New promo code</h2>
      <div className={styles.formGrid}>
        <FormField density="compact" label="Code" error={errors.code?.message}>
          <input className={styles.input} {...register('code')} placeholder="e.g. SPRING10" />
        </FormField>
        <FormField density="compact" label="Type" error={errors.type?.message}>
          <select className={styles.input} {...register('type')}>
            <option value="percent">Percent off</option>
            <option value="flat">Won off</option>
          </select>
        </FormField>
        <FormField density="compact" label="Value (% or ₩)" error={errors.value?.message}>
          <input
            className={styles.input}
            inputMode="numeric"
            {...register('value', {
              validate: (text) =>
                digitsOf(text) === ''
                  ? `${LABELS.value} is required`
                  : WHOLE_NUMBER.test(digitsOf(text)) || `${LABELS.value} must be a whole number`,
            })}
          />
        </FormField>
        <FormField density="compact" label="Minimum order (₩)" error={errors.min_order?.message}>
          <input
            className={styles.input}
            inputMode="numeric"
            {...register('min_order', {
              validate: (text) =>
                digitsOf(text) === '' ||
                WHOLE_NUMBER.test(digitsOf(text)) ||
                `${LABELS.min_order} must be a whole number`,
            })}
          />
        </FormField>
        <FormField
          density="compact"
          label="Start date (optional)"
          error={errors.starts_at?.message}
        >
          <input className={styles.input} type="date" {...register('starts_at')} />
        </FormField>
        <FormField density="compact" label="End date (optional)" error={errors.ends_at?.message}>
          <input className={styles.input} type="date" {...register('ends_at')} />
        </FormField>
        <FormField
          density="compact"
          label="Total uses (optional)"
          error={errors.usage_limit?.message}
        >
          <input
            className={styles.input}
            inputMode="numeric"
            {...register('usage_limit', {
              validate: (text) =>
                digitsOf(text) === '' ||
                WHOLE_NUMBER.test(digitsOf(text)) ||
                `${LABELS.usage_limit} must be a whole number`,
            })}
          />
        </FormField>
        <FormField
          density="compact"
          label="Uses per customer (optional)"
          error={errors.per_customer_limit?.message}
        >
          <input
            className={styles.input}
            inputMode="numeric"
            {...register('per_customer_limit', {
              validate: (text) =>
                digitsOf(text) === '' ||
                WHOLE_NUMBER.test(digitsOf(text)) ||
                `${LABELS.per_customer_limit} must be a whole number`,
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
          Create promo
        </button>
      </p>
    </form>
  );
}
