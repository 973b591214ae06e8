import { POLICY_FACT_NAMES } from '@jangbogi/contracts/policy-facts';
import type { ShopSettings } from '@jangbogi/contracts/settings';
import type { MessageId } from '@lingui/core';
import {
  useFieldArray,
  useForm,
  type Control,
  type FieldErrors,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { useT } from '@/i18n/use-i18n';
import { notify } from '@/lib/toast';
import { useSaveSettings } from '../api/marketing';
import styles from './admin.module.css';
import { FormField } from '@/components/form-field';
import { applyFieldErrors } from './field-errors';
import { errorMessage, fieldMessagesOf } from '@/lib/error-message';
import { BusinessFields, DeliveryFields, businessFieldLabels } from './settings-delivery-fields';
import { RemoteAreaFields } from './settings-remote-areas';
import {
  errorAt,
  toFormFieldErrors,
  toFormValues,
  toSettings,
  type SettingsFormValues,
} from './settings-values';

const TEXT_FIELDS: { name: Path<SettingsFormValues>; label: MessageId; wide?: boolean }[] = [
  { name: 'shop_name', label: 'admin.settings.shopName' },
  { name: 'shop_name_kr', label: 'admin.settings.shopNameKr' },
  { name: 'phone', label: 'admin.settings.phone' },
  { name: 'whatsapp', label: 'admin.settings.whatsapp' },
  { name: 'email', label: 'admin.settings.email' },
  { name: 'opening_hours', label: 'admin.settings.openingHours' },
  { name: 'opening_hours_ko', label: 'admin.settings.openingHoursKo' },
  { name: 'support_hours', label: 'admin.settings.supportHours' },
  { name: 'support_hours_ko', label: 'admin.settings.supportHoursKo' },
  { name: 'bank_name', label: 'admin.settings.bankName' },
  { name: 'bank_name_ko', label: 'admin.settings.bankNameKo' },
  { name: 'account_title', label: 'admin.settings.accountTitle' },
  { name: 'account_title_ko', label: 'admin.settings.accountTitleKo' },
  { name: 'account_number', label: 'admin.settings.accountNumber' },
  { name: 'business_registration', label: 'admin.settings.businessRegistration' },
  { name: 'address', label: 'admin.settings.address', wide: true },
  { name: 'address_ko', label: 'admin.settings.addressKo', wide: true },
  { name: 'free_shipping_notice', label: 'admin.settings.freeShippingNotice', wide: true },
];
const SOCIAL = ['instagram', 'facebook', 'youtube', 'kakao'] as const;
const DELIVERY_LABELS: Record<string, MessageId> = {
  'delivery.cutoff_time': 'admin.settings.cutoffTime',
  'delivery.daily_capacity': 'admin.settings.dailyCapacity',
  'delivery.closed_weekdays': 'admin.settings.closedWeekdays',
  'delivery.holidays': 'admin.settings.holidays',
  minimum_order_amount: 'admin.settings.minimumOrder',
};
// Each policy in both languages: the English pages show the first, the Korean (/ko) the second.
const POLICIES = [
  { name: 'privacy_policy', label: 'admin.settings.privacyPolicy' },
  { name: 'privacy_policy_ko', label: 'admin.settings.privacyPolicyKo' },
  // Shown on the return policy page and in every product page's refund tab.
  { name: 'return_policy', label: 'admin.settings.returnPolicy' },
  { name: 'return_policy_ko', label: 'admin.settings.returnPolicyKo' },
] as const;
type PolicyName = (typeof POLICIES)[number]['name'];

function PolicyFields({
  name,
  label,
  control,
  register,
  errors,
}: {
  name: PolicyName;
  label: string;
  control: Control<SettingsFormValues>;
  register: UseFormRegister<SettingsFormValues>;
  errors: FieldErrors<SettingsFormValues>;
}) {
  const t = useT();
  const sections = useFieldArray({ control, name: `${name}.sections` });
  return (
    <fieldset className={styles.card}>
      <legend>
        <strong>{label}</strong>
      </legend>
      <p className={styles.muted}>
        {t('admin.settings.policyFacts', {
          names: POLICY_FACT_NAMES.map((fact) => `{${fact}}`).join(', '),
        })}
      </p>
      <div className={styles.formGrid}>
        <FormField
          density="compact"
          label={t('admin.settings.policyTitle')}
          error={errorAt(errors, `${name}.title`)}
        >
          <input className={styles.input} {...register(`${name}.title`)} />
        </FormField>
        <FormField
          density="compact"
          label={t('admin.settings.effectiveDate')}
          error={errorAt(errors, `${name}.effective_date`)}
        >
          <input className={styles.input} type="date" {...register(`${name}.effective_date`)} />
        </FormField>
        {sections.fields.map((field, index) => (
          <div key={field.id} className={styles.wide} style={{ display: 'grid', gap: 6 }}>
            <FormField
              density="compact"
              label={t('admin.settings.sectionHeading', { number: index + 1 })}
              error={errorAt(errors, `${name}.sections.${index}.heading`)}
            >
              <input className={styles.input} {...register(`${name}.sections.${index}.heading`)} />
            </FormField>
            <FormField
              density="compact"
              label={t('admin.settings.sectionText', { number: index + 1 })}
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
                {t('admin.settings.removeSection')}
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
          {t('admin.settings.addSection')}
        </button>
      </p>
    </fieldset>
  );
}

export function SettingsForm({ settings }: { settings: ShopSettings }) {
  const t = useT();
  const save = useSaveSettings();
  const { register, control, handleSubmit, setError, reset, formState } =
    useForm<SettingsFormValues>({ defaultValues: toFormValues(settings) });
  const { errors, isSubmitting, isDirty } = formState;

  const submit = handleSubmit(async (values) => {
    const socialLinks = Object.fromEntries(
      SOCIAL.map((key) => [
        key,
        values.social_links[key]?.trim() ? values.social_links[key].trim() : null,
      ]),
    ) as ShopSettings['social_links'];
    try {
      const saved = await save.mutateAsync(toSettings({ ...values, social_links: socialLinks }));
      reset(toFormValues(saved));
      notify('success', t('admin.settings.saved'));
    } catch (error) {
      // Server messages about a field use the words of the label the form shows for it.
      const labels = {
        ...Object.fromEntries(TEXT_FIELDS.map(({ name, label }) => [name, t(label)])),
        ...Object.fromEntries(Object.entries(DELIVERY_LABELS).map(([name, id]) => [name, t(id)])),
        ...businessFieldLabels(t),
      };
      const fieldErrors = toFormFieldErrors(fieldMessagesOf(error));
      if (!applyFieldErrors<Path<SettingsFormValues>>(fieldErrors, setError, labels, t)) {
        setError('root', { message: errorMessage(error, t('admin.loadFailed')) });
      } else {
        setError('root', { message: t('admin.settings.fixFields') });
      }
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <section className={styles.card}>
        <h2>{t('admin.settings.shop')}</h2>
        <div className={styles.formGrid}>
          {TEXT_FIELDS.map(({ name, label, wide }) => (
            <FormField
              density="compact"
              key={name}
              label={t(label)}
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
              label={t('admin.settings.socialLink', {
                network: `${key[0]?.toUpperCase()}${key.slice(1)}`,
              })}
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
      <DeliveryFields register={register} errors={errors} />
      <RemoteAreaFields control={control} register={register} errors={errors} />
      <BusinessFields register={register} errors={errors} />
      {POLICIES.map(({ name, label }) => (
        <PolicyFields
          key={name}
          name={name}
          label={t(label)}
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
          {isSubmitting ? t('admin.settings.saving') : t('admin.settings.save')}
        </button>
      </p>
    </form>
  );
}
