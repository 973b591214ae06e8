import type { MessageId } from '@lingui/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { AppLink } from '@/components/app-link';
import { FormMessage } from '@/components/form-field';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-i18n';
import { useErrorMessage } from '@/lib/use-error-message';
import { AuthPage } from './auth-page';
import styles from './forms.module.css';

/** The page's texts; `done` is told the link's `{email}`. */
export type SignedLinkWords = Record<
  'title' | 'lead' | 'button' | 'working' | 'done' | 'failed',
  MessageId
>;

interface SignedLinkPageProps {
  id: string;
  words: SignedLinkWords;
  /** Follows the link of the route's `:token`: the endpoint answers the link's email. */
  follow: UseMutationResult<{ email: string }, unknown, string>;
}

/**
 * The page behind a signed link in an email (a back-in-stock confirmation, an unsubscribe): one
 * click on its button does what the link says, without signing in. Opening the page does nothing,
 * so a mail scanner that follows links confirms or unsubscribes no one.
 */
export function SignedLinkPage({ id, words, follow }: SignedLinkPageProps) {
  const t = useT();
  const messageOf = useErrorMessage();
  const { token = '' } = useParams();
  const { mutate, isPending, isSuccess, error, data } = follow;
  const title = t(words.title);
  const lead = t(words.lead);

  return (
    <AuthPage id={id} title={title} lead={lead} meta={{ title, description: lead }}>
      <div className={styles.form}>
        {error !== null && !isPending && (
          <FormMessage kind="error">{messageOf(error, t(words.failed))}</FormMessage>
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
