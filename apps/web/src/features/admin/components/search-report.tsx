import type { SearchReportRow } from '@jangbogi/contracts/admin-search';
import { useFormat, useT } from '@/i18n/use-i18n';
import { useSearchReport, type ReportDays } from '../api/search';
import { AdminTable } from './admin-table';
import styles from './admin.module.css';
import { QueryState } from './query-state';

interface SearchReportProps {
  days: ReportDays;
  onDaysChange: (days: ReportDays) => void;
  onAddSynonym: (query: string) => void;
  onAddKeyword: (query: string) => void;
}

const DAY_CHOICES: readonly ReportDays[] = [7, 30];

/**
 * What shoppers searched for over the last 7 or 30 days: the most searched texts, and those that
 * found nothing, each a click away from a synonym or a product keyword that would answer it.
 */
export function SearchReport({
  days,
  onDaysChange,
  onAddSynonym,
  onAddKeyword,
}: SearchReportProps) {
  const t = useT();
  const { data: report, error, isLoading } = useSearchReport(days);

  return (
    <section className={styles.card} aria-labelledby="search-report-title">
      <h2 id="search-report-title">{t('admin.search.report.title')}</h2>
      <div className={styles.tabs} role="group" aria-label={t('admin.search.report.period')}>
        {DAY_CHOICES.map((choice) => (
          <button
            key={choice}
            type="button"
            className={styles.button}
            aria-pressed={choice === days}
            onClick={() => onDaysChange(choice)}
          >
            {t('admin.search.report.days', { days: choice })}
          </button>
        ))}
      </div>
      <QueryState error={error} isLoading={isLoading} />
      {report && (
        <div>
          <ReportTable
            title={t('admin.search.report.top')}
            rows={report.top_searches}
            onAddSynonym={onAddSynonym}
            onAddKeyword={onAddKeyword}
          />
          <ReportTable
            title={t('admin.search.report.zero')}
            rows={report.zero_result_searches}
            onAddSynonym={onAddSynonym}
            onAddKeyword={onAddKeyword}
          />
        </div>
      )}
    </section>
  );
}

function ReportTable({
  title,
  rows,
  onAddSynonym,
  onAddKeyword,
}: {
  title: string;
  rows: readonly SearchReportRow[];
  onAddSynonym: (query: string) => void;
  onAddKeyword: (query: string) => void;
}) {
  const t = useT();
  const format = useFormat();
  return (
    <section aria-label={title}>
      <h3>{title}</h3>
      <AdminTable
        columns={[
          { label: t('admin.search.report.query') },
          { label: t('admin.search.report.searches'), numeric: true },
          { label: t('admin.search.report.clicks'), numeric: true },
          { label: t('admin.search.report.results'), numeric: true },
          { label: t('admin.search.report.last') },
          {},
        ]}
        rowCount={rows.length}
        emptyText={t('admin.search.report.empty')}
      >
        {rows.map((row) => (
          <tr key={row.query}>
            <td>
              {/* What shoppers typed, as they typed it: data the team works with, not its words. */}
              <strong data-team-text="">{row.query}</strong>
            </td>
            <td className={styles.num}>{row.searches}</td>
            <td className={styles.num}>{row.clicks}</td>
            <td className={styles.num}>{row.results}</td>
            <td>{format.dateTime(row.last_searched_at)}</td>
            <td>
              <div className={styles.rowActions}>
                <button
                  type="button"
                  className={styles.button}
                  aria-label={t('admin.search.report.addSynonymFor', { query: row.query })}
                  onClick={() => onAddSynonym(row.query)}
                >
                  {t('admin.search.report.addSynonym')}
                </button>
                <button
                  type="button"
                  className={styles.button}
                  aria-label={t('admin.search.report.addKeywordFor', { query: row.query })}
                  onClick={() => onAddKeyword(row.query)}
                >
                  {t('admin.search.report.addKeyword')}
                </button>
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}
