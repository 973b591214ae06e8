import { couriers, type Courier } from '@jangbogi/contracts/shipping';
import type { MessageId } from '@lingui/core';
import { useState } from 'react';
import type { ShipmentInput } from '../api/orders';
import styles from './admin.module.css';
import { FormField } from '@/components/form-field';
import { useT } from '@/i18n/use-i18n';

// The contracts' courier names carry both languages for emails; the form shows the page's own.
const COURIER_NAMES: Record<Courier, MessageId> = {
  cj: 'admin.ship.courierName.cj',
  hanjin: 'admin.ship.courierName.hanjin',
  lotte: 'admin.ship.courierName.lotte',
  epost: 'admin.ship.courierName.epost',
  logen: 'admin.ship.courierName.logen',
  other: 'admin.ship.courierName.other',
};

/** Asks who carries the parcel and its waybill number before an order is marked shipped. */
export function ShipForm({
  busy,
  onShip,
  onCancel,
}: {
  busy: boolean;
  onShip: (shipment: ShipmentInput) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const [courier, setCourier] = useState<Courier | ''>('');
  const [trackingNumber, setTrackingNumber] = useState('');
  return (
    <form
      className={styles.card}
      aria-label={t('admin.ship.label')}
      onSubmit={(e) => {
        e.preventDefault();
        if (courier && trackingNumber.trim())
          onShip({ courier, tracking_number: trackingNumber.trim() });
      }}
    >
      <div className={styles.formGrid}>
        <FormField density="compact" label={t('admin.ship.courier')}>
          <select
            className={styles.input}
            value={courier}
            required
            onChange={(e) => setCourier(e.target.value as Courier | '')}
          >
            <option value="">{t('admin.ship.chooseCourier')}</option>
            {couriers.map((c) => (
              <option key={c} value={c}>
                {t(COURIER_NAMES[c])}
              </option>
            ))}
          </select>
        </FormField>
        <FormField density="compact" label={t('admin.ship.trackingNumber')}>
          <input
            className={styles.input}
            value={trackingNumber}
            required
            maxLength={40}
            inputMode="numeric"
            autoComplete="off"
            onChange={(e) => setTrackingNumber(e.target.value)}
          />
        </FormField>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={busy}>
          {t('admin.action.ship')}
        </button>
        <button type="button" className={styles.button} onClick={onCancel}>
          {t('admin.ship.notYet')}
        </button>
      </div>
    </form>
  );
}
