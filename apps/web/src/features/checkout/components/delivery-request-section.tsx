import {
  DELIVERY_PLACES,
  DELIVERY_NOTE_MAX,
  ENTRANCE_CODE_MAX,
  ENTRANCE_KINDS,
  type EntranceKind,
} from '@jangbogi/contracts/delivery-request';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField, fieldInputClass } from '@/components/form-field';
import { useT } from '@/i18n/use-i18n';
import { DELIVERY_PLACE_LABELS, ENTRANCE_LABELS } from '@/features/orders/components/labels';
import styles from './checkout.module.css';
import type { CheckoutValues, rulesIn } from './checkout-values';
import { OrderNoteField } from './order-note-field';

interface DeliveryRequestSectionProps {
  entranceKind: EntranceKind;
  register: UseFormRegister<CheckoutValues>;
  rules: ReturnType<typeof rulesIn>;
  errors: FieldErrors<CheckoutValues>;
}

/** 배송 요청사항: where to leave the box, how to get into the building, a note for the courier. */
export function DeliveryRequestSection({
  entranceKind,
  register,
  rules,
  errors,
}: DeliveryRequestSectionProps) {
  const t = useT();
  return (
    <section className={`card ${styles.panel}`} aria-labelledby="request-title">
      <h2 id="request-title">{t('deliveryRequest.title')}</h2>
      <fieldset className={styles.receipt}>
        <legend>{t('deliveryRequest.place')}</legend>
        <div className={styles.choices}>
          {DELIVERY_PLACES.map((place) => (
            <label key={place} className={styles.checkbox}>
              <input
                type="radio"
                value={place}
                {...register('delivery_place', { deps: ['delivery_note'] })}
              />{' '}
              {t(DELIVERY_PLACE_LABELS[place])}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.receipt}>
        <legend>{t('deliveryRequest.entrance')}</legend>
        <div className={styles.choices}>
          {ENTRANCE_KINDS.map((kind) => (
            <label key={kind} className={styles.checkbox}>
              <input
                type="radio"
                value={kind}
                {...register('entrance_kind', { deps: ['entrance_code'] })}
              />{' '}
              {t(ENTRANCE_LABELS[kind])}
            </label>
          ))}
        </div>
        {entranceKind === 'code' && (
          <FormField
            id="entrance_code"
            label={t('deliveryRequest.entranceCode')}
            hint={t('deliveryRequest.entranceCodeHint')}
            error={errors.entrance_code?.message}
          >
            <input
              className={fieldInputClass}
              autoComplete="off"
              maxLength={ENTRANCE_CODE_MAX}
              placeholder="#1234*"
              {...register('entrance_code', rules.entrance_code)}
            />
          </FormField>
        )}
      </fieldset>
      <FormField
        id="delivery_note"
        label={t('deliveryRequest.note')}
        optional
        error={errors.delivery_note?.message}
      >
        <input
          className={fieldInputClass}
          maxLength={DELIVERY_NOTE_MAX}
          placeholder={t('deliveryRequest.notePlaceholder')}
          {...register('delivery_note', rules.delivery_note)}
        />
      </FormField>
      <OrderNoteField field={register('note')} />
    </section>
  );
}
