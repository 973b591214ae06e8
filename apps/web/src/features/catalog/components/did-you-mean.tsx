import { AppLink } from '@/components/app-link';
import { paths, type SearchAddress } from '@/config/paths';
import { particleFor } from '@jangbogi/contracts/korean-particle';
import { useLocale, useT } from '@/i18n/use-i18n';
import styles from './search-page.module.css';

interface DidYouMeanProps {
  /** What the shopper typed, which found nothing. */
  typed: string;
  /** What was searched instead, whose results are shown. */
  correctedTo: string;
  address: SearchAddress;
}

/** "Did you mean 떡볶이?": the results are the correction's, and one link searches the text as typed. */
export function DidYouMean({ typed, correctedTo, address }: DidYouMeanProps) {
  const t = useT();
  const particle = particleFor(useLocale());
  return (
    <div className={styles.didYouMean} role="status">
      <p className={styles.didYouMeanQuestion}>
        {t('search.didYouMean', { term: particle(correctedTo, '을/를') })}
      </p>
      <p>
        {t('search.showingCorrected', { term: correctedTo })}{' '}
        <AppLink to={paths.search.getHref(typed, { ...address, page: undefined, literal: true })}>
          {t('search.searchInstead', { q: particle(`"${typed}"`, '으로/로') })}
        </AppLink>
      </p>
    </div>
  );
}
