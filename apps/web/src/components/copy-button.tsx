import { useEffect, useRef, useState, type RefObject } from 'react';
import { useT } from '@/i18n/use-i18n';

type CopyState = 'idle' | 'copied' | 'selected';

/** Puts the element's text in the selection, so the shopper can copy it by hand. */
function selectText(element: HTMLElement | null) {
  const selection = element ? window.getSelection() : null;
  if (!element || !selection) return false;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
  return true;
}

/**
 * Copies `value` with the Clipboard API and says so ("Copied"). Where the API is missing (an
 * insecure origin, an old browser) or refuses, the shown text is selected instead, with a hint to
 * copy it by hand.
 */
export function CopyButton({
  value,
  label,
  sourceRef,
  className,
}: {
  value: string;
  /** What is copied, for screen readers: "Copy account number". */
  label: string;
  /** The element showing the value, selected when the clipboard cannot be used. */
  sourceRef: RefObject<HTMLElement | null>;
  className?: string;
}) {
  const t = useT();
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (next: CopyState) => {
    setState(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), 2500);
  };

  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(value);
      show('copied');
    } catch {
      show(selectText(sourceRef.current) ? 'selected' : 'idle');
    }
  };

  return (
    <>
      <button type="button" className={className} aria-label={label} onClick={() => void copy()}>
        {t('copy.button')}
      </button>
      <span role="status" aria-live="polite" data-copy-state={state}>
        {state === 'copied' ? t('copy.copied') : state === 'selected' ? t('copy.selected') : ''}
      </span>
    </>
  );
}
