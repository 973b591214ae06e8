import { useResendConfirmation } from '../api/email-confirmation';
import { useMe } from '../api/profile';
import styles from './email-confirmation-notice.module.css';
import { errorMessage } from '@/lib/error-message';

/**
 * Shown to a logged-in user whose email is not confirmed yet: orders placed as a guest with that
 * address stay out of the account until the emailed link is followed (ADR 0008).
 */
export function EmailConfirmationNotice() {
  const { data: me } = useMe();
  const { mutate, isPending, isSuccess, error, data } = useResendConfirmation();
  if (!me || me.emailVerified) return null;
  return (
    <section className={styles.notice} aria-labelledby="confirm-email-title">
      <h2 id="confirm-email-title">Confirm your email</h2>
      <p>
        Orders you placed as a guest with {me.email} appear here once you open the confirmation link
        we emailed to that address.
      </p>
      {isSuccess ? (
        <p role="status">{data.message}</p>
      ) : (
        <button
          type="button"
          className="btn btn-outline"
          disabled={isPending}
          onClick={() => mutate()}
        >
          {isPending ? 'Sending...' : 'Send a new link'}
        </button>
      )}
      {error && !isPending && (
        <p role="alert">{errorMessage(error, 'Could not send the link. Please try again.')}</p>
      )}
    </section>
  );
}
