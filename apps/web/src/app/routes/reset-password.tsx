import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { AuthPage } from '@/features/account/components/auth-page';
import { paths } from '@/config/paths';
import { useResetPassword } from '@/features/account/api/auth';
import { FormMessage, PasswordField } from '@/components/form-field';
import styles from '@/features/account/components/forms.module.css';
import { ApiError } from '@/lib/api-client';
import { useT } from '@/i18n/use-i18n';
import { useErrorMessage } from '@/lib/use-error-message';
import { notify } from '@/lib/toast';
import { AppLink } from '@/components/app-link';
import { useSession } from '@/lib/session-context';
import type { MessageId } from '@lingui/core';

export const RESET_REDIRECT_MS = 2000;
// The same rule as the API's (contracts/users.ts); copied so zod stays out of the bundle.
const PASSWORD_MIN_LENGTH = 6;

/** The words of the page: a forgotten password's reset, or a guest account's first password. */
const WORDS = {
  reset: {
    title: 'reset.title',
    lead: 'reset.lead',
    metaTitle: 'reset.metaTitle',
    metaDescription: 'reset.metaDescription',
    submit: 'reset.submit',
    submitting: 'reset.submitting',
    done: 'reset.done',
    failed: 'reset.failed',
  },
  set: {
    title: 'setPassword.title',
    lead: 'setPassword.lead',
    metaTitle: 'setPassword.title',
    metaDescription: 'setPassword.metaDescription',
    submit: 'setPassword.submit',
    submitting: 'setPassword.submitting',
    done: 'setPassword.done',
    failed: 'setPassword.failed',
  },
} as const satisfies Record<string, Record<string, MessageId>>;

export function ResetPasswordRoute() {
  return <PasswordLinkPage mode="reset" />;
}

/**
 * The page of the link a guest order's email carries: the shopper sets the account's password and
 * is signed in, with the order under My Orders.
 */
export function SetPasswordRoute() {
  return <PasswordLinkPage mode="set" />;
}

function PasswordLinkPage({ mode }: { mode: keyof typeof WORDS }) {
  const words = WORDS[mode];
  const t = useT();
  const { login } = useSession();
  const errorText = useErrorMessage();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { mutate, isPending, error, data } = useResetPassword();
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ password: string }>({ defaultValues: { password: '' } });

  const hasToken = token.trim() !== '';
  // A link that is unknown, used or expired (400/404) cannot work on a retry: the form stays off.
  const deadLink = error instanceof ApiError && (error.status === 400 || error.status === 404);
  const disabled = !hasToken || deadLink || done;

  // Both links sign the shopper in; a reset goes on to the login page as it always has, a new
  // account to its orders.
  const next = mode === 'set' ? paths.myOrders.getHref() : paths.login.getHref();
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate(next), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate, next]);

  const onSubmit = ({ password }: { password: string }) =>
    mutate(
      { token, password },
      {
        onSuccess: (answer) => {
          if (mode === 'set') login(answer.token, answer.user);
          setDone(true);
          notify('success', t(words.done));
        },
        onError: (failed) => notify('error', errorText(failed, t(words.failed))),
      },
    );

  return (
    <AuthPage
      id="reset"
      title={t(words.title)}
      lead={t(words.lead, { min: PASSWORD_MIN_LENGTH })}
      meta={{ title: t(words.metaTitle), description: t(words.metaDescription) }}
      links={
        <>
          <AppLink to={paths.forgotPassword.getHref()}>{t('reset.newLink')}</AppLink>
          <AppLink to={paths.login.getHref()}>{t('forgot.backToLogin')}</AppLink>
        </>
      }
    >
      <form method="post" className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
        {!hasToken && <FormMessage kind="error">{t('reset.missingToken')}</FormMessage>}
        {error && !isPending && (
          <FormMessage kind="error">{errorText(error, t(words.failed))}</FormMessage>
        )}
        {done && data && <FormMessage kind="success">{t(words.done)}</FormMessage>}
        <fieldset disabled={disabled} className="plain-fieldset">
          <PasswordField
            label={t('field.newPassword')}
            autoComplete="new-password"
            required
            error={errors.password?.message}
            {...register('password', {
              required: t('validation.passwordMin'),
              minLength: { value: PASSWORD_MIN_LENGTH, message: t('validation.passwordMin') },
            })}
          />
        </fieldset>
        <button
          type="submit"
          className={`btn btn-primary ${styles.submit}`}
          disabled={disabled || isPending}
        >
          {isPending ? t(words.submitting) : t(words.submit)}
        </button>
      </form>
    </AuthPage>
  );
}
