import type { ShopSettings } from '@jangbogi/contracts/settings';
import {
  useFieldArray,
  useForm,
  type Control,
  type FieldErrors,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { notify } from '@/lib/toast';
import { useSaveSettings } from '../api/marketing';
import styles from './admin.module.css';
import { FormField } from '@/components/form-field';
import { applyFieldErrors } from './field-errors';
import { errorMessage, fieldMessagesOf } from '@/lib/error-message';

const TEXT_FIELDS: { name: Path<ShopSettings>; label: string; wide?: boolean }[] = [
  { name: 'shop_name', label: 'Shop name' },
  { name: 'shop_name_kr', label: 'Shop name (Korean)' },
  { name: 'phone', label: 'Phone' },
  { name: 'whatsapp', label: 'WhatsApp' },
  { name: 'email', label: 'Email' },
  { name: 'opening_hours', label: 'Opening hours' },
  { name: 'support_hours', label: 'Customer support hours' },
  { name: 'bank_name', label: 'Bank name' },
  { name: 'account_title', label: 'Account holder' },
  { name: 'account_number', label: 'Account number' },
  { name: 'business_registration', label: 'Business registration' },
  { name: 'address', label: 'Address', wide: true },
  { name: 'free_shipping_notice', label: 'Free shipping notice', wide: true },
];
const SOCIAL = ['instagram', 'facebook', 'youtube', 'kakao'] as const;
/** Words the server's messages about a field with the label the form shows for it. */
const FIELD_LABELS: Record<string, string> = Object.fromEntries(
  TEXT_FIELDS.map(({ name, label }) => [name, label]),
);
const POLICIES = [
  { name: 'privacy_policy', label: 'Privacy policy' },
  // Shown on the return policy page and in every product page's refund tab.
  { name: 'return_policy', label: 'Return and refund policy' },
] as const;
type PolicyName = (typeof POLICIES)[number]['name'];

/** A nested error message by dotted path, e.g. privacy_policy.sections.0.heading. */
function errorAt(errors: FieldErrors<ShopSettings>, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return (node as { message?: string } | undefined)?.message;
}

function PolicyFields({
  name,
  label,
  control,
  register,
  errors,
}: {
  name: PolicyName;
  label: string;
  control: Control<ShopSettings>;
  register: UseFormRegister<ShopSettings>;
  errors: FieldErrors<ShopSettings>;
}) {
  const sections = useFieldArray({ control, name: `${name}.sections` });
  return (
    <fieldset className={styles.card}>
      <legend>
        <strong>{label}</strong>
      </legend>
      <div className={styles.formGrid}>
        <FormField density="compact" label="Title" error={errorAt(errors, `${name}.title`)}>
          <input className={styles.input} {...register(`${name}.title`)} />
        </FormField>
        <FormField
          density="compact"
          label="Effective date"
          error={errorAt(errors, `${name}.effective_date`)}
        >
          <input className={styles.input} type="date" {...register(`${name}.effective_date`)} />
        </FormField>
        {sections.fields.map((field, index) => (
          <div key={field.id} className={styles.wide} style={{ display: 'grid', gap: 6 }}>
            <FormField
              density="compact"
              label={`Section ${index + 1} heading`}
              error={errorAt(errors, `${name}.sections.${index}.heading`)}
            >
              <input className={styles.input} {...register(`${name}.sections.${index}.heading`)} />
            </FormField>
            <FormField
              density="compact"
              label={`Section ${index + 1} text`}
              error={errorAt(errors, `${name}.sections.${index}.body`)}
            >
              <textarea
                className={styles.input}
                rows={3}
                {...register(`${name}.sections.${index}.body`)}
              />
            </FormField>
            <div>
              <button
                type="button"
                className={styles.button}
                disabled={sections.fields.length <= 1}
                onClick={() => sections.remove(index)}
              >
                Remove section
              </button>
            </div>
          </div>
        ))}
      </div>
      <p>
        <button
          type="button"
          className={styles.button}
          onClick={() => sections.append({ heading: '', body: '' })}
        >
          Add section
        </button>
      </p>
    </fieldset>
  );
}

export function SettingsForm({ settings }: { settings: ShopSettings }) {
  const save = useSaveSettings();
  const { register, control, handleSubmit, setError, reset, formState } = useForm<ShopSettings>({
    defaultValues: settings,
  });
  const { errors, isSubmitting, isDirty } = formState;

  const submit = handleSubmit(async (values) => {
    const socialLinks = Object.fromEntries(
      SOCIAL.map((key) => [
        key,
        values.social_links[key]?.trim() ? values.social_links[key].trim() : null,
      ]),
    ) as ShopSettings['social_links'];
    try {
      const saved = await save.mutateAsync({ ...values, social_links: socialLinks });
      reset(saved);
      notify('success', 'Settings saved. The shop shows them now.');
    } catch (error) {
      if (!applyFieldErrors<Path<ShopSettings>>(fieldMessagesOf(error), setError, FIELD_LABELS)) {
        setError('root', { message: errorMessage(error) });
      } else {
        setError('root', { message: 'Some fields need fixing; see the messages below them.' });
      }
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <section className={styles.card}>
        <h2>Shop</h2>
        <div className={styles.formGrid}>
          {TEXT_FIELDS.map(({ name, label, wide }) => (
            <FormField
              density="compact"
              key={name}
              label={label}
              error={errorAt(errors, name)}
              className={wide ? styles.wide : undefined}
            >
              <input className={styles.input} {...register(name)} />
            </FormField>
          ))}
          {SOCIAL.map((key) => (
            <FormField
              density="compact"
              key={key}
              label={`${key[0]?.toUpperCase()}${key.slice(1)} link`}
              error={errorAt(errors, `social_links.${key}`)}
            >
              <input
                className={styles.input}
                type="url"
                placeholder="https://"
                {...register(`social_links.${key}`)}
              />
            </FormField>
          ))}
        </div>
      </section>
      {POLICIES.map(({ name, label }) => (
        <PolicyFields
          key={name}
          name={name}
          label={label}
          control={control}
          register={register}
          errors={errors}
        />
      ))}
      {errors.root && (
        <p role="alert" className={styles.error}>
          {errors.root.message}
        </p>
      )}
      <p>
        <button type="submit" className={styles.primary} disabled={isSubmitting || !isDirty}>
          {isSubmitting ? 'Saving...' : 'Save settings'}
        </button>
      </p>
    </form>
  );
}
