import { useEffect, useRef, useState } from 'react';
import { useT } from '@/i18n/use-i18n';
import { loadDaumPostcode, type DaumGlobal, type DaumPostcodeResult } from '@/lib/daum-postcode';
import styles from './postcode-search.module.css';

type SearchState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'open'; daum: DaumGlobal }
  | { kind: 'unavailable' };

interface PostcodeSearchProps {
  /** Called with the address the shopper picked; the form fills its fields from it. */
  onFound: (result: DaumPostcodeResult) => void;
}

/**
 * "Find postcode": opens the Kakao postcode search in a layer over the page (it fits a 390 px
 * screen, where a popup window would not). When the search cannot load, a calm note says to type
 * the address; the fields stay editable either way.
 */
export function PostcodeSearch({ onFound }: PostcodeSearchProps) {
  const t = useT();
  const [state, setState] = useState<SearchState>({ kind: 'idle' });
  const dialogRef = useRef<HTMLDialogElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  // The widget keeps the callback it was made with; this ref gives it the latest onFound.
  const onFoundRef = useRef(onFound);
  useEffect(() => {
    onFoundRef.current = onFound;
  });

  const open = () => {
    setState({ kind: 'loading' });
    loadDaumPostcode().then(
      (daum) => setState({ kind: 'open', daum }),
      (error: unknown) => {
        console.warn('The postcode search could not load', error);
        setState({ kind: 'unavailable' });
      },
    );
  };
  const close = () => setState({ kind: 'idle' });

  useEffect(() => {
    if (state.kind !== 'open') return;
    const dialog = dialogRef.current;
    const frame = frameRef.current;
    if (!dialog || !frame) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    new state.daum.Postcode({
      width: '100%',
      height: '100%',
      oncomplete: (result) => {
        setState({ kind: 'idle' });
        onFoundRef.current(result);
      },
    }).embed(frame);
  }, [state]);

  return (
    <div className={styles.search}>
      <button
        type="button"
        className="btn btn-outline"
        onClick={open}
        disabled={state.kind === 'loading'}
        aria-busy={state.kind === 'loading'}
      >
        {state.kind === 'loading' ? t('postcode.loading') : t('postcode.find')}
      </button>
      {state.kind === 'unavailable' && (
        <p className={styles.unavailable} role="status">
          {t('postcode.unavailable')}
        </p>
      )}
      {state.kind === 'open' && (
        <dialog
          ref={dialogRef}
          className={styles.layer}
          aria-labelledby="postcode-search-title"
          onCancel={(event) => {
            event.preventDefault();
            close();
          }}
        >
          <div className={styles.head}>
            <h2 id="postcode-search-title">{t('postcode.title')}</h2>
            <button
              type="button"
              className={styles.close}
              aria-label={t('postcode.close')}
              onClick={close}
            >
              ×
            </button>
          </div>
          <div ref={frameRef} className={styles.frame} data-testid="postcode-frame" />
        </dialog>
      )}
    </div>
  );
}
