import type { Address } from '@jangbogi/contracts/addresses';
import styles from './addresses.module.css';

interface AddressCardProps {
  address: Address;
  busy: boolean;
  onEdit: (address: Address) => void;
  onDelete: (address: Address) => void;
  onSetDefault: (address: Address) => void;
}

export function AddressCard({ address, busy, onEdit, onDelete, onSetDefault }: AddressCardProps) {
  const isDefault = address.is_default_shipping;
  return (
    <li
      className={`card ${styles.addressCard} ${isDefault ? styles.isDefault : ''}`}
      aria-label={address.full_name}
    >
      <div className={styles.cardHead}>
        <h2>{address.full_name}</h2>
        {isDefault && (
          <span className={styles.defaultBadge}>
            <span aria-hidden="true">★</span> Default
          </span>
        )}
      </div>
      <address className={styles.lines}>
        {address.street}
        <br />
        {address.city}, {address.state} {address.postal_code}
        <br />
        {address.country}
        <br />
        {address.phone}
      </address>
      <div className={styles.cardActions}>
        <button
          type="button"
          className="btn btn-outline"
          disabled={busy}
          onClick={() => onEdit(address)}
        >
          Edit
        </button>
        <button
          type="button"
          className="btn btn-outline"
          disabled={busy}
          onClick={() => onSetDefault(address)}
        >
          Set Default
        </button>
        <button
          type="button"
          className={`btn ${styles.danger}`}
          disabled={busy}
          onClick={() => onDelete(address)}
        >
          Delete
        </button>
      </div>
    </li>
  );
}
