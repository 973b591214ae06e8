import { formatDeliveryDay } from '@jangbogi/contracts/format';
import type { DeliveryDay } from '@jangbogi/contracts/delivery';
import { useQueryClient } from '@tanstack/react-query';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { useLocale, useT } from '@/i18n/use-i18n';
import type { Locale } from '@/i18n/locales';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { deliveryDayKeys, useDeliveryDays } from '../api/delivery-days';
import styles from './checkout.module.css';

/** How many days a shopper chooses from. */
const DAYS_SHOWN = 7;

/** A calendar date as the shopper reads it everywhere: "Wed, Nov 25" / "11월 25일 (수)". */
export const deliveryDayLabel = (date: string, locale: Locale): string =>
  formatDeliveryDay(date, locale);

/** Below this many free slots a day says how many are left; more is the shop's business. */
export const FEW_SLOTS_LEFT = 5;

interface DeliveryDayPickerProps {
  field: UseFormRegisterReturn;
  error?: string | undefined;
}

/** The next week's delivery days as radio buttons; a full day cannot be chosen. */
export function DeliveryDayPicker({ field, error }: DeliveryDayPickerProps) {
  const t = useT();
  const locale = useLocale();
  const { data, isError } = useDeliveryDays();
  const days: DeliveryDay[] = data?.days.slice(0, DAYS_SHOWN) ?? [];

  return (
    <section className={`card ${styles.panel}`} aria-labelledby="delivery-day-title">
      <h2 id="delivery-day-title">{t('deliveryDay.title')}</h2>
      <FormField label={t('deliveryDay.label')} labelHidden error={error}>
        {(control) => (
          <div
            role="radiogroup"
            aria-labelledby="delivery-day-title"
            aria-invalid={control['aria-invalid']}
            aria-describedby={control['aria-describedby']}
            className={styles.dayGrid}
            id={control.id}
          >
            {days.map((day) => {
              const full = day.remaining === 0;
              return (
                <label
                  key={day.date}
                  className={`${styles.dayOption} ${full ? styles.dayFull : ''}`}
                  data-testid="delivery-day"
                >
                  <input type="radio" value={day.date} disabled={full} {...field} />
                  <span className={styles.dayName}>{deliveryDayLabel(day.date, locale)}</span>
                  {full ? (
                    <span className={styles.dayRoom}>{t('deliveryDay.full')}</span>
                  ) : (
                    day.remaining <= FEW_SLOTS_LEFT && (
                      <span className={styles.dayRoom}>
                        {t('deliveryDay.left', { count: day.remaining })}
                      </span>
                    )
                  )}
                </label>
              );
            })}
          </div>
        )}
      </FormField>
      {!data && (
        <p className={styles.hint}>
          {isError ? t('deliveryDay.loadFailed') : t('deliveryDay.loading')}
        </p>
      )}
      {data && days.length === 0 && <p className={styles.hint}>{t('deliveryDay.none')}</p>}
    </section>
  );
}

const nextFreeDayOf = (details: unknown): string | null => {
  if (typeof details !== 'object' || details === null || !('next_free_day' in details)) return null;
  const next = details.next_free_day;
  return typeof next === 'string' ? next : null;
};

/**
 * What a checkout does when the chosen day filled up or is no longer offered (409): say so,
 * choose the next free day for the shopper, and fetch the days again. True when it was that.
 */
export function useDeliveryDayConflict(choose: (date: string) => void) {
  const t = useT();
  const locale = useLocale();
  const queryClient = useQueryClient();
  return (error: unknown): boolean => {
    if (!(error instanceof ApiError)) return false;
    if (error.code !== 'DELIVERY_DAY_FULL' && error.code !== 'DELIVERY_DAY_UNAVAILABLE')
      return false;
    void queryClient.invalidateQueries({ queryKey: deliveryDayKeys.all });
    const next = nextFreeDayOf(error.details);
    if (next) choose(next);
    notify(
      'error',
      next
        ? t('deliveryDay.fullChoseNext', { day: deliveryDayLabel(next, locale) })
        : error.code === 'DELIVERY_DAY_FULL'
          ? t('deliveryDay.fullChooseAnother')
          : t('deliveryDay.unavailable'),
    );
    return true;
  };
}
