import type { ProductNotice } from '@jangbogi/contracts/product-information';
import { useLocale, useT } from '@/i18n/use-i18n';
import styles from './product-tabs.module.css';

/**
 * The product information notice (상품정보제공고시) as the FTC lists it: Korean labels on the Korean
 * page; on the English page the English label with the notice's own Korean wording beside it.
 */
export function ProductNoticeTable({ notice }: { notice: ProductNotice }) {
  const t = useT();
  const locale = useLocale();
  const title = locale === 'ko' ? notice.title_ko : notice.title_en;
  return (
    <table className={`${styles.info} ${styles.notice}`} data-testid="product-notice">
      <caption>{t('product.noticeTitle', { kind: title })}</caption>
      <tbody>
        {notice.items.map((item) => (
          <tr key={item.key}>
            <th scope="row">
              {locale === 'ko' ? (
                item.label_ko
              ) : (
                <>
                  {item.label_en}
                  <span className={styles.labelKo} lang="ko">
                    {item.label_ko}
                  </span>
                </>
              )}
            </th>
            <td data-product-data="" lang="ko">
              {item.value ?? t('product.noticeNotApplicable')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
