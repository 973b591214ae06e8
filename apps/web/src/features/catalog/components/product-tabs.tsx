import type { ProductDetail } from '@jangbogi/contracts/catalog';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocale, useT } from '@/i18n/use-i18n';
import { localWeight } from '@/i18n/names';
import { PolicySections } from '@/components/policy-sections';
import { useShopSettings } from '../api/get-settings';
import { ProductNoticeTable } from './product-notice-table';
import styles from './product-tabs.module.css';

const TABS = ['product.tabDescription', 'product.tabAdditional', 'product.tabRefund'] as const;

function RefundPolicy() {
  const t = useT();
  const locale = useLocale();
  const { data, isPending } = useShopSettings();
  if (isPending) return <p>{t('common.loading')}</p>;
  if (!data) return <p>{t('product.refundUnavailable')}</p>;
  // The same text as the return policy page in the page's language: one source for what a
  // shopper may return (ADR 0020).
  const policy = locale === 'ko' ? data.return_policy_ko : data.return_policy;
  return (
    <PolicySections
      policy={policy}
      delivery={data.delivery}
      messenger={data.messenger.kind}
      headingLevel={3}
    />
  );
}

/** Description, additional information and refund policy, as an accessible tab set. */
export function ProductTabs({ product }: { product: ProductDetail }) {
  const t = useT();
  const locale = useLocale();
  // The Korean page reads the Korean description; the English one, the English.
  const description = (locale === 'ko' && product.description_kr?.trim()) || product.description;
  const [active, setActive] = useState(0);
  const id = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
    let next: number | undefined;
    if (event.key in moves) next = (active + (moves[event.key] ?? 0) + TABS.length) % TABS.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = TABS.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div
        role="tablist"
        aria-label={t('product.tabsLabel')}
        className={styles.list}
        onKeyDown={onKeyDown}
      >
        {TABS.map((label, index) => (
          <button
            key={label}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === active}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === active ? 0 : -1}
            className={styles.tab}
            onClick={() => setActive(index)}
          >
            {t(label)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel-${active}`}
        aria-labelledby={`${id}-tab-${active}`}
        className={styles.panel}
        tabIndex={0}
      >
        {active === 0 && (
          <p data-product-data="">{description?.trim() || t('product.noDescription')}</p>
        )}
        {active === 1 && (
          <table className={styles.info}>
            <tbody>
              <tr>
                <th scope="row">{t('product.weight')}</th>
                <td data-product-data="">
                  {localWeight(product, locale) || t('common.notAvailable')}
                </td>
              </tr>
              <tr>
                <th scope="row">{t('product.brand')}</th>
                <td data-product-data="">{product.brand || t('common.notAvailable')}</td>
              </tr>
              <tr>
                <th scope="row">{t('product.origin')}</th>
                <td data-product-data="" lang="ko">
                  {product.origin || t('common.notAvailable')}
                </td>
              </tr>
            </tbody>
          </table>
        )}
        {active === 1 && <ProductNoticeTable notice={product.notice} />}
        {active === 2 && <RefundPolicy />}
      </div>
    </div>
  );
}
