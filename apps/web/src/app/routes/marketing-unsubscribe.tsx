import { useParams } from 'react-router-dom';
import { useUnsubscribeFromMarketing } from '@/features/account/api/marketing-unsubscribe';
import { AuthPage } from '@/features/account/components/auth-page';
import styles from '@/features/account/components/forms.module.css';
import { FormMessage } from '@/components/form-field';
import { AppLink } from '@/components/app-link';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-i18n';
import { useErrorMessage } from '@/lib/use-error-message';

/**
 * The page behind a marketing email's unsubscribe link: one click on its button ends the consent,
 * without signing in. Opening the page does nothing, so a mail scanner that follows links
 * unsubscribes no one.
 */
export function MarketingUnsubscribeRoute() {
  const t = useT();
  const messageOf = useErrorMessage();
  const { token = '' } = useParams();
  const { mutate, isPending, isSuccess, error, data } = useUnsubscribeFromMarketing();
  const title = t('marketingUnsubscribe.title');
  const lead = t('marketingUnsubscribe.lead');

  return (
    <AuthPage
      id="marketing-unsubscribe"
      title={title}
      lead={lead}
      meta={{ title, description: lead }}
    >
      <div className={styles.form}>
        {error && !isPending && (
          <FormMessage kind="error">
            {messageOf(error, t('marketingUnsubscribe.failed'))}
          </FormMessage>
        )}
        {isSuccess ? (
          <>
            <FormMessage kind="success">
              {t('marketingUnsubscribe.done', { email: data.email })}
            </FormMessage>
            <AppLink className={`btn btn-primary ${styles.submit}`} to={paths.shop.getHref()}>
              {t('stockAlertLink.toShop')}
            </AppLink>
          </>
        ) : (
          <button
            type="button"
            className={`btn btn-primary ${styles.submit}`}
            disabled={isPending || error !== null}
            onClick={() => mutate(token)}
          >
            {isPending ? t('marketingUnsubscribe.working') : t('marketingUnsubscribe.button')}
          </button>
        )}
      </div>
    </AuthPage>
  );
}
