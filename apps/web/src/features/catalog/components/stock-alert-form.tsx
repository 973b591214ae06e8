import { useState, type FormEvent } from 'react';
import { FormField, FormMessage, fieldInputClass } from '@/components/form-field';
import { useT } from '@/i18n/use-i18n';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session-context';
import { notify } from '@/lib/toast';
import { useHydrated } from '@/lib/use-hydrated';
import { useErrorMessage } from '@/lib/use-error-message';
import { useRequestStockAlert } from '../api/request-stock-alert';
import styles from './stock-alert-form.module.css';

// The same quick check as the contact form's; the server checks the address strictly. zod stays
// out of the product page's bundle.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * "Notify me when it's back" on a sold-out product: a guest gives an email, a logged-in shopper
 * just asks (the shop writes to the account's email). An email is alerted only once its owner
 * has confirmed it through the link mailed to it (a verified account's needs none).
 */
export function StockAlertForm({ productId }: { productId: string }) {
  const t = useT();
  const errorText = useErrorMessage();
  // The server renders every page as a guest's: a logged-in shopper's session applies once hydrated.
  const hydrated = useHydrated();
  const { user: sessionUser } = useSession();
  const user = hydrated ? sessionUser : null;
  const request = useRequestStockAlert(productId);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();

  if (request.data) {
    return (
      <div className={styles.done}>
        <FormMessage kind="success">
          {request.data.confirmed
            ? t('stockAlert.waiting', { email: request.data.email })
            : t('stockAlert.confirmSent', { email: request.data.email })}
        </FormMessage>
      </div>
    );
  }

  const send = (body: { email?: string }) =>
    request.mutate(body, {
      onError: (error) => {
        // The product came back meanwhile: the page refetches it and swaps this form for Add to
        // Cart, so the news goes in a toast that outlives the form.
        if (error instanceof ApiError && error.code === 'IN_STOCK')
          notify('success', t('stockAlert.inStock'));
      },
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (user) {
      send({});
      return;
    }
    const address = email.trim();
    if (!EMAIL_PATTERN.test(address)) {
      setEmailError(t('stockAlert.emailInvalid'));
      return;
    }
    setEmailError(undefined);
    send({ email: address });
  };

  const failure = request.error;
  const backInStock = failure instanceof ApiError && failure.code === 'IN_STOCK';
  return (
    <form
      method="post"
      className={styles.alert}
      onSubmit={submit}
      noValidate
      aria-label={t('stockAlert.title')}
    >
      <p className={styles.lead}>{t('stockAlert.lead')}</p>
      {!user && (
        <FormField label={t('stockAlert.email')} error={emailError} required>
          <input
            className={fieldInputClass}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </FormField>
      )}
      {failure && (
        <FormMessage kind={backInStock ? 'info' : 'error'}>
          {backInStock ? t('stockAlert.inStock') : errorText(failure, t('stockAlert.failed'))}
        </FormMessage>
      )}
      <button type="submit" className="btn btn-primary" disabled={request.isPending}>
        {request.isPending ? t('stockAlert.sending') : t('stockAlert.button')}
      </button>
    </form>
  );
}
