import type { PromoCreateBody } from '@jangbogi/contracts/admin-catalog';
import { useForm, type Path } from 'react-hook-form';
import { notify } from '@/lib/toast';
import { useCreatePromo } from '../api/marketing';
import styles from './admin.module.css';
import { FormField } from '@/components/form-field';
import { applyFieldErrors } from './field-errors';
import { errorMessage, fieldErrorsOf } from './format';

interface PromoValues {
  code: string;
  type: 'percent' | 'flat';
  value: number;
  min_order: number;
  starts_at: string;
  ends_at: string;
  usage_limit: number | null;
  per_customer_limit: number | null;
}

const toNumber = (v: unknown) => (v === '' ? Number.NaN : Number(v));
const toOptionalNumber = (v: unknown) => (v === '' || v === null ? null : Number(v));
/** A date picked in the form is a Korean calendar day; the promo starts at its first minute. */
const koreanStart = (day: string) => (day ? `${day}T00:00:00+09:00` : null);
const koreanEnd = (day: string) => (day ? `${day}T23:59:59+09:00` : null);

export function PromoForm() {
  const create = useCreatePromo();
  const { register, handleSubmit, setError, reset, formState } = useForm<PromoValues>({
    defaultValues: {
      code: '',
      type: 'percent',
      value: Number.NaN,
      min_order: 0,
      starts_at: '',
      ends_at: '',
      usage_limit: null,
      per_customer_limit: null,
    },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    const body: Partial<PromoCreateBody> = {
      ...values,
      code: values.code.trim().toUpperCase(),
      starts_at: koreanStart(values.starts_at),
      ends_at: koreanEnd(values.ends_at),
    };
    try {
      await create.mutateAsync(body);
      notify('success', `Promo ${body.code} created`);
      reset();
    } catch (error) {
      if (!applyFieldErrors<Path<PromoValues>>(fieldErrorsOf(error), setError)) {
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
            {...register('value', { setValueAs: toNumber })}
          />
        </FormField>
        <FormField density="compact" label="Minimum order (₩)" error={errors.min_order?.message}>
          <input
            className={styles.input}
            inputMode="numeric"
            {...register('min_order', { setValueAs: toNumber })}
          />
        </FormField>
        <FormField density="compact" label="Starts (optional)" error={errors.starts_at?.message}>
          <input className={styles.input} type="date" {...register('starts_at')} />
        </FormField>
        <FormField density="compact" label="Ends (optional)" error={errors.ends_at?.message}>
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
            {...register('usage_limit', { setValueAs: toOptionalNumber })}
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
            {...register('per_customer_limit', { setValueAs: toOptionalNumber })}
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
