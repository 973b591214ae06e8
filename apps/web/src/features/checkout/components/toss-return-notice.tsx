import { useLocation } from 'react-router-dom';
import { useT } from '@/i18n/use-i18n';
import { useHydrated } from '@/lib/use-hydrated';
import styles from './checkout.module.css';

/** Toss's fail code for a shopper who closed its payment window or pressed cancel. */
const CANCELLED = 'PAY_PROCESS_CANCELED';

interface TossReturnState {
  tossReturn: 'cancelled' | 'failed';
}

/** The navigation state the fail page hands the cart: why the shopper is back. */
export const tossReturnState = (code: string): TossReturnState => ({
  tossReturn: code === CANCELLED ? 'cancelled' : 'failed',
});

function isTossReturnState(value: unknown): value is TossReturnState {
  return (
    typeof value === 'object' &&
    value !== null &&
    'tossReturn' in value &&
    (value.tossReturn === 'cancelled' || value.tossReturn === 'failed')
  );
}

/**
 * The calm word at the top of the cart for a shopper back from Toss without paying: nothing was
 * charged and the cart is as they left it.
 */
export function TossReturnNotice() {
  const t = useT();
  const state: unknown = useLocation().state;
  // History state is the browser's alone: read after hydration so the server's HTML matches.
  const hydrated = useHydrated();
  if (!hydrated || !isTossReturnState(state)) return null;
  return (
    <p className={styles.tossNotice} role="status" data-testid="toss-return">
      {t(state.tossReturn === 'cancelled' ? 'tossReturn.cancelled' : 'tossReturn.failed')}
    </p>
  );
}
