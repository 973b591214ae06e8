import type { MessageId } from '@lingui/core';
import { useParams } from 'react-router-dom';
import { AuthPage } from '@/features/account/components/auth-page';
import styles from '@/features/account/components/forms.module.css';
import {
  useFollowStockAlertLink,
  type StockAlertLinkAction,
} from '@/features/catalog/api/stock-alert-links';
import { FormMessage } from '@/components/form-field';
import { AppLink } from '@/components/app-link';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-i18n';
import { useErrorMessage } from '@/lib/use-error-message';

const WORDS: Record<
  StockAlertLinkAction,
  Record<'title' | 'lead' | 'button' | 'working' | 'done', MessageId>
> = {
  confirm: {
    title: 'stockAlertLink.confirmTitle',
    lead: 'stockAlertLink.confirmLead',
    button: 'stockAlertLink.confirmButton',
    working: 'stockAlertLink.confirming',
    done: 'stockAlertLink.confirmed',
  },
  unsubscribe: {
    title: 'stockAlertLink.unsubscribeTitle',
    lead: 'stockAlertLink.unsubscribeLead',
    button: 'stockAlertLink.unsubscribeButton',
    working: 'stockAlertLink.unsubscribing',
    done: 'stockAlertLink.unsubscribed',
  },
};

/**
 * The page behind a back-in-stock email's link: confirm the email, or unsubscribe. One click on
 * its button does it; opening the page does nothing, so a mail scanner that follows links
 * neither confirms nor unsubscribes anyone.
 */
function StockAlertLinkPage({ action }: { action: StockAlertLinkAction }) {
  const t = useT();
  const messageOf = useErrorMessage();
  const { token = '' } = useParams();
  const { mutate, isPending, isSuccess, error, data } = useFollowStockAlertLink(action);
  const words = WORDS[action];

  return (
    <AuthPage
      id={`stock-alert-${action}`}
      title={t(words.title)}
      lead={t(words.lead)}
      meta={{ title: t(words.title), description: t(words.lead) }}
    >
      <div className={styles.form}>
        {error && !isPending && (
          <FormMessage kind="error">{messageOf(error, t('stockAlertLink.failed'))}</FormMessage>
        )}
        {isSuccess ? (
          <>
            <FormMessage kind="success">{t(words.done, { email: data.email })}</FormMessage>
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
            {isPending ? t(words.working) : t(words.button)}
          </button>
        )}
      </div>
    </AuthPage>
  );
}

export const StockAlertConfirmRoute = () => <StockAlertLinkPage action="confirm" />;
export const StockAlertUnsubscribeRoute = () => <StockAlertLinkPage action="unsubscribe" />;
