import type { User } from '@jangbogi/contracts/users';
import { fullName } from '@jangbogi/contracts/person-name';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField, fieldInputClass } from '@/components/form-field';
import { NameParts } from '@/components/name-parts';
import { useT } from '@/i18n/use-i18n';
import styles from './checkout.module.css';
import type { CheckoutValues, rulesIn } from './checkout-values';

interface OrdererSectionProps {
  /** The signed-in shopper, whose account is the orderer; null for a guest, who types it. */
  user: User | null;
  register: UseFormRegister<CheckoutValues>;
  rules: ReturnType<typeof rulesIn>;
  errors: FieldErrors<CheckoutValues>;
}

/** 주문자: who orders, and where the confirmation and the account link go. */
export function OrdererSection({ user, register, rules, errors }: OrdererSectionProps) {
  const t = useT();
  return (
    <section className={`card ${styles.panel}`} aria-labelledby="orderer-title">
      <h2 id="orderer-title">{t('checkout.orderer')}</h2>
      {user ? (
        <dl className={styles.orderer}>
          <dt>{t('checkout.ordererName')}</dt>
          <dd>{fullName(user.firstName, user.lastName)}</dd>
          <dt>{t('checkout.phone')}</dt>
          <dd>{user.phoneNumber}</dd>
          <dt>{t('checkout.email')}</dt>
          <dd>{user.email}</dd>
        </dl>
      ) : (
        <>
          <div className={styles.row}>
            <NameParts
              given={
                <FormField
                  id="firstName"
                  label={t('checkout.firstName')}
                  error={errors.firstName?.message}
                >
                  <input
                    className={fieldInputClass}
                    autoComplete="given-name"
                    {...register('firstName', rules.firstName)}
                  />
                </FormField>
              }
              family={
                <FormField
                  id="lastName"
                  label={t('checkout.lastName')}
                  error={errors.lastName?.message}
                >
                  <input
                    className={fieldInputClass}
                    autoComplete="family-name"
                    {...register('lastName', rules.lastName)}
                  />
                </FormField>
              }
            />
          </div>
          <div className={styles.row}>
            <FormField id="phone" label={t('checkout.phone')} error={errors.phone?.message}>
              <input
                className={fieldInputClass}
                type="tel"
                autoComplete="tel"
                {...register('phone', rules.phone)}
              />
            </FormField>
            <FormField id="email" label={t('checkout.email')} error={errors.email?.message}>
              <input
                className={fieldInputClass}
                type="email"
                autoComplete="email"
                {...register('email', rules.email)}
              />
            </FormField>
          </div>
        </>
      )}
    </section>
  );
}
