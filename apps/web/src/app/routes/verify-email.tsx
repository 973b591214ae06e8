import { useParams } from 'react-router-dom';
import { AuthPage } from '@/features/account/components/auth-page';
import { paths } from '@/config/paths';
import { useConfirmEmail } from '@/features/account/api/email-confirmation';
import { FormMessage } from '@/components/form-field';
import styles from '@/features/account/components/forms.module.css';
import { useSession } from '@/lib/session-context';
import { useT } from '@/i18n/use-i18n';
import { useErrorMessage } from '@/lib/use-error-message';
import { AppLink } from '@/components/app-link';

/**
 * The page behind the link mailed at registration. It confirms on a click rather than on load,
 * so a mail scanner that opens links confirms nothing.
 */
export function VerifyEmailRoute() {
  const t = useT();
  const messageOf = useErrorMessage();
  const { token = '' } = useParams();
  const { user } = useSession();
  const { mutate, isPending, isSuccess, error, data } = useConfirmEmail();

  return (
    <AuthPage
      id="verify"
      title={t('verifyEmail.heading')}
      lead={t('verifyEmail.lead')}
      meta={{ title: t('verifyEmail.title'), description: t('verifyEmail.description') }}
      links={
        error && (
          <AppLink to={user ? paths.myOrders.getHref() : paths.login.getHref()}>
            {user ? t('verifyEmail.newLinkFromOrders') : t('verifyEmail.loginForNewLink')}
          </AppLink>
        )
      }
    >
      <div className={styles.form}>
        {error && !isPending && (
          <FormMessage kind="error">{messageOf(error, t('verifyEmail.failed'))}</FormMessage>
        )}
        {isSuccess && <FormMessage kind="success">{data.message}</FormMessage>}
        {isSuccess ? (
          <AppLink
            className={`btn btn-primary ${styles.submit}`}
            to={user ? paths.myOrders.getHref() : paths.login.getHref()}
          >
            {user ? t('verifyEmail.seeOrders') : t('layout.login')}
          </AppLink>
        ) : (
          <button
            type="button"
            className={`btn btn-primary ${styles.submit}`}
            disabled={isPending || error !== null}
            onClick={() => mutate(token)}
          >
            {isPending ? t('verifyEmail.confirming') : t('verifyEmail.confirm')}
          </button>
        )}
      </div>
    </AuthPage>
  );
}
