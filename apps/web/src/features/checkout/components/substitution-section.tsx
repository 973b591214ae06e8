import type { Cart } from '@jangbogi/contracts/cart';
import type { SubstitutionChoice } from '@jangbogi/contracts/users';
import type { UseFormRegister } from 'react-hook-form';
import { FormField, fieldInputClass } from '@/components/form-field';
import { useNames, useT } from '@/i18n/use-i18n';
import styles from './checkout.module.css';
import type { CheckoutValues } from './checkout-values';

interface SubstitutionSectionProps {
  lines: Cart['items'];
  /** What each line offers first: the account's setting, a refund for a guest. */
  initial: SubstitutionChoice;
  register: UseFormRegister<CheckoutValues>;
}

/** For each line, what the shop does if it is out on packing day: a similar product, or a refund. */
export function SubstitutionSection({ lines, initial, register }: SubstitutionSectionProps) {
  const t = useT();
  const names = useNames();
  return (
    <section className={`card ${styles.panel}`} aria-labelledby="substitution-title">
      <h2 id="substitution-title">{t('substitution.defaultLabel')}</h2>
      {lines.map(({ product_id: product }) => (
        <FormField
          key={product._id}
          id={`substitution-${product._id}`}
          label={t('substitution.lineLabel', { name: names.local(product) })}
          density="compact"
        >
          <select
            className={fieldInputClass}
            defaultValue={initial}
            {...register(`substitutions.${product._id}`)}
          >
            <option value="refund">{t('substitution.refund')}</option>
            <option value="allow">{t('substitution.allow')}</option>
          </select>
        </FormField>
      ))}
    </section>
  );
}
