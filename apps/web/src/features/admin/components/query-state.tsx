import { signOutAdmin } from '../api/admin-session';
import styles from './admin.module.css';
import { isAccessError } from './format';
import { errorMessage } from '@/lib/error-message';

/** What a screen shows while its data loads or after it failed to load. */
export function QueryState({ error, isLoading }: { error: unknown; isLoading: boolean }) {
  if (error) {
    return (
      <div role="alert" className={styles.error}>
        <p>{errorMessage(error)}</p>
        {isAccessError(error) && (
          <button type="button" className={styles.button} onClick={signOutAdmin}>
            Sign in again
          </button>
        )}
      </div>
    );
  }
  if (isLoading) return <p className={styles.muted}>Loading...</p>;
  return null;
}
