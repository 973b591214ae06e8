import type { Address } from '@jangbogi/contracts/addresses';
import { useLocale, useT } from '@/i18n/use-i18n';
import styles from './addresses.module.css';

interface AddressCardProps {
  address: Address;
  busy: boolean;
  onEdit: (address: Address) => void;
  onDelete: (address: Address) => void;
  onSetDefault: (address: Address) => void;
}

export function AddressCard({ address, busy, onEdit, onDelete, onSetDefault }: AddressCardProps) {
  const t = useT();
  const locale = useLocale();
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
            <span aria-hidden="true">★</span> {t('addresses.default')}
          </span>
        )}
      </div>
      {/* Korean order on /ko: (우편번호) 주소 상세주소, no country; the English order elsewhere. */}
      <address className={styles.lines}>
        {locale === 'ko' ? (
          <>
            ({address.postal_code}) {address.street}
            {address.address_detail && (
              <>
                <br />
                {address.address_detail}
              </>
            )}
          </>
        ) : (
          <>
            {address.street}
            {address.address_detail && `, ${address.address_detail}`}
            <br />
            {address.city}, {address.state} {address.postal_code}
            <br />
            {address.country}
          </>
        )}
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
          {t('addresses.edit')}
        </button>
        <button
          type="button"
          className="btn btn-outline"
          disabled={busy}
          onClick={() => onSetDefault(address)}
        >
          {t('addresses.setDefault')}
        </button>
        <button
          type="button"
          className={`btn ${styles.danger}`}
          disabled={busy}
          onClick={() => onDelete(address)}
        >
          {t('addresses.delete')}
        </button>
      </div>
    </li>
  );
}
