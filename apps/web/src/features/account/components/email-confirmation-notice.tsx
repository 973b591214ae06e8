import { useResendConfirmation } from '../api/email-confirmation';
import { useMe } from '../api/profile';
import styles from './email-confirmation-notice.module.css';
import { useT } from '@/i18n/use-i18n';
import { useErrorMessage } from '@/lib/use-error-message';

/**
 * Shown to a logged-in user whose email is not confirmed yet: orders placed as a guest with that
 * address stay out of the account until the emailed link is followed (ADR 0008).
 */
export function EmailConfirmationNotice() {
  const t = useT();
  const errorText = useErrorMessage();
  const { data: me } = useMe();
  const { mutate, isPending, isSuccess, error, data } = useResendConfirmation();
  if (!me || me.emailVerified) return null;
  return (
    <section className={styles.notice} aria-labelledby="confirm-email-title">
      <h2 id="confirm-email-title">{t('emailConfirm.title')}</h2>
      <p>{t('emailConfirm.text', { email: me.email })}</p>
      {isSuccess ? (
        <p role="status">{data.message}</p>
      ) : (
        <button
          type="button"
          className="btn btn-outline"
          disabled={isPending}
          onClick={() => mutate()}
        >
          {isPending ? t('emailConfirm.sending') : t('emailConfirm.resend')}
        </button>
      )}
      {error && !isPending && <p role="alert">{errorText(error, t('emailConfirm.failed'))}</p>}
    </section>
  );
}
