import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ReportDays } from '@/features/admin/api/search';
import styles from '@/features/admin/components/admin.module.css';
import { KeywordDialog } from '@/features/admin/components/keyword-dialog';
import { SearchReport } from '@/features/admin/components/search-report';
import { SynonymForm } from '@/features/admin/components/synonym-form';
import { SynonymList } from '@/features/admin/components/synonym-list';
import { useT } from '@/i18n/use-i18n';

/**
 * How the shop's search is tuned: the synonym list, and the report of what shoppers searched for
 * (the period in the address, ?days=30), whose rows start a synonym or a product keyword.
 */
export default function SearchRoute() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const days: ReportDays = params.get('days') === '30' ? 30 : 7;
  // The report's "Add synonym" starts the form again from its word (a new key remounts it).
  const [synonymStart, setSynonymStart] = useState({ term: '', times: 0 });
  const [keywordTerm, setKeywordTerm] = useState<string | null>(null);
  const addSynonym = (term: string) =>
    setSynonymStart((current) => ({ term, times: current.times + 1 }));

  return (
    <>
      <div className={styles.pageHead}>
        <h1>{t('admin.search.title')}</h1>
      </div>
      <p className={styles.muted}>{t('admin.search.intro')}</p>
      <section aria-labelledby="synonyms-title" className={styles.spaced}>
        <h2 id="synonyms-title">{t('admin.search.synonyms.title')}</h2>
        <SynonymList />
      </section>
      <SynonymForm
        key={`${synonymStart.term}-${synonymStart.times}`}
        initialTerm={synonymStart.term}
      />
      <SearchReport
        days={days}
        onDaysChange={(next) => setParams(next === 30 ? { days: '30' } : {})}
        onAddSynonym={addSynonym}
        onAddKeyword={setKeywordTerm}
      />
      {keywordTerm !== null && (
        <KeywordDialog term={keywordTerm} onClose={() => setKeywordTerm(null)} />
      )}
    </>
  );
}
