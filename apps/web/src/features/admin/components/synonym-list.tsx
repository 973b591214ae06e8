import type { Synonym } from '@jangbogi/contracts/admin-search';
import { useState } from 'react';
import { useFormat, useT } from '@/i18n/use-i18n';
import { useErrorMessage } from '@/lib/use-error-message';
import { useDeleteSynonym, useSynonyms } from '../api/search';
import { AdminTable } from './admin-table';
import styles from './admin.module.css';
import { ConfirmDialog } from './confirm-dialog';
import { QueryState } from './query-state';

/** A synonym as the team reads it: 요구르트 = 요거트 = yogurt, or 탄산 → 사이다, 콜라. */
export const synonymText = (synonym: Synonym) =>
  synonym.two_way ? synonym.terms.join(' = ') : `${synonym.from} → ${synonym.to.join(', ')}`;

/** The shop's synonyms, newest first as the API lists them, each with a delete button (asked twice). */
export function SynonymList() {
  const t = useT();
  const format = useFormat();
  const messageOf = useErrorMessage();
  const { data: synonyms, error, isLoading } = useSynonyms();
  const remove = useDeleteSynonym();
  const [deleting, setDeleting] = useState<Synonym | null>(null);

  return (
    <>
      <QueryState error={error} isLoading={isLoading} />
      {remove.isError && (
        <p role="alert" className={styles.error}>
          {messageOf(remove.error, t('admin.loadFailed'))}
        </p>
      )}
      {synonyms && (
        <AdminTable
          columns={[
            { label: t('admin.search.synonyms.words') },
            { label: t('admin.search.synonyms.kind') },
            { label: t('admin.search.synonyms.createdAt') },
            {},
          ]}
          rowCount={synonyms.length}
          emptyText={t('admin.search.synonyms.empty')}
        >
          {synonyms.map((synonym) => (
            <tr key={synonym._id}>
              {/* The team's words, in whatever language shoppers search with. */}
              <td data-team-text="">{synonymText(synonym)}</td>
              <td>
                {synonym.two_way
                  ? t('admin.search.synonyms.twoWay')
                  : t('admin.search.synonyms.oneWay')}
              </td>
              <td>{format.dateTime(synonym.created_at)}</td>
              <td>
                <button
                  type="button"
                  className={styles.danger}
                  disabled={remove.isPending}
                  aria-label={t('admin.search.synonyms.deleteOf', { words: synonymText(synonym) })}
                  onClick={() => setDeleting(synonym)}
                >
                  {t('admin.search.synonyms.delete')}
                </button>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      {deleting && (
        <ConfirmDialog
          title={t('admin.search.synonyms.deleteTitle')}
          confirmLabel={t('admin.search.synonyms.delete')}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            remove.mutate(deleting._id);
            setDeleting(null);
          }}
        >
          <span lang="ko">{synonymText(deleting)}</span>
        </ConfirmDialog>
      )}
    </>
  );
}
