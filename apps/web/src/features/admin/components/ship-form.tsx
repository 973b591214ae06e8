import { courierLabels, couriers, type Courier } from '@jangbogi/contracts/shipping';
import { useState } from 'react';
import type { ShipmentInput } from '../api/orders';
import styles from './admin.module.css';
import { FormField } from '@/components/form-field';

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
  const [courier, setCourier] = useState<Courier | ''>('');
  const [trackingNumber, setTrackingNumber] = useState('');
  return (
    <form
      className={styles.card}
      aria-label="Ship the order"
      onSubmit={(e) => {
        e.preventDefault();
        if (courier && trackingNumber.trim())
          onShip({ courier, tracking_number: trackingNumber.trim() });
      }}
    >
      <div className={styles.formGrid}>
        <FormField density="compact" label="Courier">
          <select
            className={styles.input}
            value={courier}
            required
            onChange={(e) => setCourier(e.target.value as Courier | '')}
          >
            <option value="">Choose the courier</option>
            {couriers.map((c) => (
              <option key={c} value={c}>
                {courierLabels[c]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField density="compact" label="Tracking number">
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
          Mark shipped
        </button>
        <button type="button" className={styles.button} onClick={onCancel}>
          Not yet
        </button>
      </div>
    </form>
  );
}
