import { useParams } from 'react-router-dom';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/config/paths';
import { useConfirmEmail } from '@/features/account/api/email-confirmation';
import { FormMessage } from '@/components/form-field';
import styles from '@/features/account/components/forms.module.css';
import { useSession } from '@/lib/session-context';
import { errorMessage } from '@/lib/error-message';
import { AppLink } from '@/components/app-link';

const FAILURE = 'Could not confirm your email. Please try again.';

/**
 * The page behind the link mailed at registration. It confirms on a click rather than on load,
 * so a mail scanner that opens links confirms nothing.
 */
export function VerifyEmailRoute() {
  const { token = '' } = useParams();
  const { user } = useSession();
  const { mutate, isPending, isSuccess, error, data } = useConfirmEmail();

  return (
    <div className={`container page ${styles.authPage}`}>
      <PageMeta
        title="Confirm your email"
        description="Confirm the email address of your Jangbogi account."
      />
      <section className={`card ${styles.authCard}`} aria-labelledby="verify-title">
        <h1 id="verify-title">Confirm Your Email</h1>
        <p className={styles.lead}>
          Confirming shows that this address is yours. Orders you placed as a guest with it then
          appear under My Orders.
        </p>
        <div className={styles.form}>
          {error && !isPending && (
            <FormMessage kind="error">{errorMessage(error, FAILURE)}</FormMessage>
          )}
          {isSuccess && <FormMessage kind="success">{data.message}</FormMessage>}
          {isSuccess ? (
            <AppLink
              className={`btn btn-primary ${styles.submit}`}
              to={user ? paths.myOrders.getHref() : paths.login.getHref()}
            >
              {user ? 'See My Orders' : 'Login'}
            </AppLink>
          ) : (
            <button
              type="button"
              className={`btn btn-primary ${styles.submit}`}
              disabled={isPending || error !== null}
              onClick={() => mutate(token)}
            >
              {isPending ? 'Confirming...' : 'Confirm My Email'}
            </button>
          )}
        </div>
        {error && (
          <div className={styles.links}>
            <AppLink to={user ? paths.myOrders.getHref() : paths.login.getHref()}>
              {user ? 'Ask for a new link from My Orders' : 'Log in to ask for a new link'}
            </AppLink>
          </div>
        )}
      </section>
    </div>
  );
}
