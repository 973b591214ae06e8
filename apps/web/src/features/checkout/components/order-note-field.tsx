import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, fieldInputClass } from '@/components/form-field';
import { useT } from '@/i18n/use-i18n';

interface OrderNoteFieldProps {
  field: UseFormRegisterReturn;
  /** The label (translated); 'Order Notes' by default. */
  label?: string;
  /** Whether to show the example placeholder (the older form shows none). */
  withPlaceholder?: boolean;
}

/** The shopper's optional note to the shop, sent as the order's `note`. */
export function OrderNoteField({ field, label, withPlaceholder = true }: OrderNoteFieldProps) {
  const t = useT();
  return (
    <FormField id="note" label={label ?? t('checkout.orderNotes')} optional>
      <textarea
        className={fieldInputClass}
        placeholder={withPlaceholder ? t('checkout.orderNotesPlaceholder') : undefined}
        {...field}
      />
    </FormField>
  );
}

/** A note as the order takes it: trimmed, and none rather than an empty one. */
export const orderNote = (note: string) => note.trim() || undefined;
