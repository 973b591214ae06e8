import type { MessageId } from '@lingui/core';
import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { useT } from '@/i18n/use-i18n';
import styles from './admin.module.css';
import { errorAt, type SettingsFormValues } from './settings-values';

interface SectionProps {
  register: UseFormRegister<SettingsFormValues>;
  errors: FieldErrors<SettingsFormValues>;
}

const WEEKDAYS: MessageId[] = [
  'admin.settings.weekday.0',
  'admin.settings.weekday.1',
  'admin.settings.weekday.2',
  'admin.settings.weekday.3',
  'admin.settings.weekday.4',
  'admin.settings.weekday.5',
  'admin.settings.weekday.6',
];

/** When groceries can arrive: the days checkout offers. */
export function DeliveryFields({ register, errors }: SectionProps) {
  const t = useT();
  const weekdaysError = errorAt(errors, 'delivery.closed_weekdays');
  return (
    <section className={styles.card}>
      <h2>{t('admin.settings.delivery')}</h2>
      <div className={styles.formGrid}>
        <FormField
          density="compact"
          label={t('admin.settings.cutoffTime')}
          hint={t('admin.settings.cutoffTimeHint')}
          error={errorAt(errors, 'delivery.cutoff_time')}
        >
          <input className={styles.input} type="time" {...register('delivery.cutoff_time')} />
        </FormField>
        <FormField
          density="compact"
          label={t('admin.settings.dailyCapacity')}
          error={errorAt(errors, 'delivery.daily_capacity')}
        >
          <input
            className={styles.input}
            type="number"
            min={1}
            step={1}
            {...register('delivery.daily_capacity', { valueAsNumber: true })}
          />
        </FormField>
        <FormField
          density="compact"
          label={t('admin.settings.minimumOrder')}
          hint={t('admin.settings.minimumOrderHint')}
          error={errorAt(errors, 'minimum_order_amount')}
        >
          <input
            className={styles.input}
            type="number"
            min={0}
            step={1000}
            {...register('minimum_order_amount', { valueAsNumber: true })}
          />
        </FormField>
        <fieldset
          className={styles.wide}
          aria-invalid={weekdaysError ? true : undefined}
          aria-describedby={weekdaysError ? 'closed-weekdays-error' : undefined}
        >
          <legend>{t('admin.settings.closedWeekdays')}</legend>
          <div className={styles.actions}>
            {WEEKDAYS.map((label, day) => (
              <label key={label} className={styles.check}>
                <input
                  type="checkbox"
                  value={String(day)}
                  {...register('delivery.closed_weekdays')}
                />
                {t(label)}
              </label>
            ))}
          </div>
          {weekdaysError && (
            <p id="closed-weekdays-error" className={styles.fieldError}>
              {weekdaysError}
            </p>
          )}
        </fieldset>
        <FormField
          density="compact"
          className={styles.wide}
          label={t('admin.settings.holidays')}
          hint={t('admin.settings.holidaysHint')}
          error={errorAt(errors, 'delivery.holidays')}
        >
          <textarea
            className={styles.input}
            rows={4}
            placeholder="2026-12-25"
            {...register('delivery.holidays')}
          />
        </FormField>
      </div>
    </section>
  );
}

const BUSINESS_FIELDS: { name: Path<SettingsFormValues>; label: MessageId }[] = [
  { name: 'business.company_name', label: 'admin.settings.business.companyName' },
  { name: 'business.company_name_ko', label: 'admin.settings.business.companyNameKo' },
  { name: 'business.representative', label: 'admin.settings.business.representative' },
  { name: 'business.mail_order_number', label: 'admin.settings.business.mailOrderNumber' },
  { name: 'business.privacy_officer', label: 'admin.settings.business.privacyOfficer' },
  { name: 'business.privacy_contact', label: 'admin.settings.business.privacyContact' },
  { name: 'business.hosting_provider', label: 'admin.settings.business.hostingProvider' },
  {
    name: 'business.buyer_protection_provider',
    label: 'admin.settings.business.buyerProtectionProvider',
  },
  {
    name: 'business.buyer_protection_number',
    label: 'admin.settings.business.buyerProtectionNumber',
  },
];

/** What the E-Commerce Act asks every page's footer to show. */
export function BusinessFields({ register, errors }: SectionProps) {
  const t = useT();
  return (
    <section className={styles.card}>
      <h2>{t('admin.settings.business')}</h2>
      <p className={styles.muted}>{t('admin.settings.businessIntro')}</p>
      <div className={styles.formGrid}>
        {BUSINESS_FIELDS.map(({ name, label }) => (
          <FormField density="compact" key={name} label={t(label)} error={errorAt(errors, name)}>
            <input className={styles.input} {...register(name)} />
          </FormField>
        ))}
      </div>
    </section>
  );
}

/** Server messages name fields by their path; these are the labels the form shows for them. */
export const businessFieldLabels = (t: (id: MessageId) => string) =>
  Object.fromEntries(BUSINESS_FIELDS.map(({ name, label }) => [name, t(label)]));
