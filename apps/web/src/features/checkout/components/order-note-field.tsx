import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, fieldInputClass } from '@/components/form-field';

interface OrderNoteFieldProps {
  field: UseFormRegisterReturn;
  label?: string;
  /** null for none (the older form shows none). */
  placeholder?: string | null;
}

/** The shopper's optional note to the shop, sent as the order's `note`. */
export function OrderNoteField({
  field,
  label = 'Order Notes',
  placeholder = 'Notes about your order, e.g. delivery instructions',
}: OrderNoteFieldProps) {
  return (
    <FormField id="note" label={label} optional>
      <textarea className={fieldInputClass} placeholder={placeholder ?? undefined} {...field} />
    </FormField>
  );
}

/** A note as the order takes it: trimmed, and none rather than an empty one. */
export const orderNote = (note: string) => note.trim() || undefined;
