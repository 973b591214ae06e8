// Under a line of the back office's order page and of a packed order on the packing screen: the
// shopper's choice before packing, and once packed what went into the box (packed, short,
// substituted with what, weighed) and what it took off the line.
import { formatCount } from '@jangbogi/contracts/format';
import type { LinePacking } from '@jangbogi/contracts/packing';
import type { SubstitutionChoice } from '@jangbogi/contracts/users';
import { useFormat, useNames, useT } from '@/i18n/use-i18n';
import styles from './admin.module.css';

interface Line {
  /** The price of each unit ordered. */
  unit_price: number;
  substitution?: SubstitutionChoice | undefined;
  packing?: LinePacking | null | undefined;
}

export function LinePackingNote({ line, paid }: { line: Line; paid: boolean }) {
  const t = useT();
  const { won } = useFormat();
  const names = useNames();
  const packing = line.packing;
  if (!packing) {
    if (!line.substitution) return null;
    return (
      <div className={styles.muted}>
        {line.substitution === 'allow'
          ? t('admin.packing.allowsSubstitute')
          : t('admin.packing.wantsRefund')}
      </div>
    );
  }
  const notes: string[] = [];
  if (packing.substitute)
    notes.push(
      t('admin.order.packing.substituted', {
        name: names.local(packing.substitute),
        quantity: packing.packed_quantity,
        price: won(packing.unit_price),
      }),
    );
  else if (packing.short_quantity > 0)
    notes.push(
      t('admin.order.packing.short', {
        count: packing.short_quantity,
        ordered: packing.packed_quantity + packing.short_quantity,
      }),
    );
  if (packing.grams !== null)
    notes.push(t('admin.order.packing.weighed', { grams: formatCount(packing.grams) }));
  if (notes.length === 0) notes.push(t('admin.order.packing.packed'));
  // What the line came to less than ordered: refunded when paid, owed less otherwise.
  const ordered = line.unit_price * (packing.packed_quantity + packing.short_quantity);
  const less = ordered - packing.line_total;
  if (less > 0)
    notes.push(
      paid
        ? t('admin.order.packing.refund', { amount: won(less) })
        : t('admin.order.packing.owesLess', { amount: won(less) }),
    );
  return (
    <div data-packing-outcome={packing.outcome}>
      <strong>{notes.join(' · ')}</strong>
    </div>
  );
}
