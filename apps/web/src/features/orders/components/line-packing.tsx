// What went into the box for one line, once the order is packed: packed, substituted (대체됨),
// short (품절 환불) or weighed, with what the line now costs.
import { formatCount } from '@jangbogi/contracts/format';
import type { OrderLine } from '@jangbogi/contracts/orders';
import { useFormat, useNames, useT } from '@/i18n/use-i18n';
import styles from './orders.module.css';

export function LinePacking({ line }: { line: OrderLine }) {
  const t = useT();
  const { won } = useFormat();
  const names = useNames();
  const packing = line.packing;
  if (!packing) return null;
  const notes: string[] = [];
  if (packing.substitute) {
    notes.push(
      t('orders.line.substituted', {
        name: names.local(packing.substitute),
        quantity: packing.packed_quantity,
      }),
    );
  }
  if (packing.short_quantity > 0)
    notes.push(t('orders.line.short', { quantity: packing.short_quantity }));
  if (packing.grams !== null)
    notes.push(t('orders.line.weighed', { grams: formatCount(packing.grams) }));
  if (notes.length === 0) notes.push(t('orders.line.packed'));
  return (
    <span className={styles.packing} data-outcome={packing.outcome}>
      {notes.join(' · ')}
      {packing.line_total !== line.line_total &&
        ` · ${t('orders.line.finalTotal', { total: won(packing.line_total) })}`}
    </span>
  );
}
