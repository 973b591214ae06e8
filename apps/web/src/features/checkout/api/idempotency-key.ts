import { useCallback, useRef } from 'react';

function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only in secure contexts (https, localhost); a LAN address over http lacks it.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One Idempotency-Key per checkout attempt: submitting the same order again (a double click, a
 * retry after a timeout) reuses the key so the server returns the first order; changing the order
 * (other address, payment or promo) is a new attempt with a new key.
 */
export function useIdempotencyKey() {
  const current = useRef<{ fingerprint: string; key: string } | null>(null);
  const keyFor = useCallback((request: unknown): string => {
    const fingerprint = JSON.stringify(request);
    if (current.current?.fingerprint !== fingerprint)
      current.current = { fingerprint, key: randomKey() };
    return current.current.key;
  }, []);
  // An attempt that ended without an order to keep (a payment let go): the same order placed
  // again is a new attempt, which the server must not answer with the order it let go.
  const forget = useCallback(() => {
    current.current = null;
  }, []);
  return { keyFor, forget };
}
