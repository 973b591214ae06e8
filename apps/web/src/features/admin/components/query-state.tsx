import { useT } from '@/i18n/use-i18n';
import { errorMessage } from '@/lib/error-message';
import { signOutAdmin } from '../api/admin-session';
import styles from './admin.module.css';
import { isAccessError } from './format';

/** What a screen shows while its data loads or after it failed to load. */
export function QueryState({ error, isLoading }: { error: unknown; isLoading: boolean }) {
  const t = useT();
  if (error) {
    return (
      <div role="alert" className={styles.error}>
        <p>{errorMessage(error, t('admin.loadFailed'))}</p>
        {isAccessError(error) && (
          <button type="button" className={styles.button} onClick={signOutAdmin}>
            {t('admin.signInAgain')}
          </button>
        )}
      </div>
    );
  }
  if (isLoading) return <p className={styles.muted}>{t('admin.loading')}</p>;
  return null;
}
