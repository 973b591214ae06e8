import { useEffect, useState } from 'react';

export const ADDED_FEEDBACK_MS = 1500;

interface AddToCartButtonProps {
  stock: number | null | undefined;
  /** Adds the product to the cart; the button shows 'Added' for 1.5 s once it resolves. */
  onAdd?: () => Promise<void> | void;
  className?: string;
  label?: string;
}

export function AddToCartButton({ stock, onAdd, className = 'btn btn-primary', label = 'Add to Cart' }: AddToCartButtonProps) {
  const [state, setState] = useState<'idle' | 'adding' | 'added'>('idle');
  const outOfStock = !stock || stock <= 0;

  useEffect(() => {
    if (state !== 'added') return;
    const timer = setTimeout(() => setState('idle'), ADDED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [state]);

  if (outOfStock) {
    return (
      <button type="button" className={className} disabled>
        Out of Stock
      </button>
    );
  }

  const handleClick = async () => {
    setState('adding');
    try {
      await onAdd?.();
      setState('added');
    } catch {
      // The caller reports the failure; the button just becomes usable again.
      setState('idle');
    }
  };

  return (
    <button type="button" className={className} onClick={handleClick} disabled={state === 'adding'} aria-live="polite">
      {state === 'added' ? '✓ Added' : label}
    </button>
  );
}
