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

export const RESET_REDIRECT_MS = 2000;
// The same rule as the API's (contracts/users.ts); copied so zod stays out of the bundle.
const PASSWORD_MIN_LENGTH = 6;

export function ResetPasswordRoute() {
  const t = useT();
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

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate(paths.login.getHref()), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = ({ password }: { password: string }) =>
    mutate(
      { token, password },
      {
        onSuccess: () => {
          setDone(true);
          notify('success', t('reset.done'));
        },
        onError: (failed) => notify('error', errorText(failed, t('reset.failed'))),
      },
    );

  return (
    <AuthPage
      id="reset"
      title={t('reset.title')}
      lead={t('reset.lead', { min: PASSWORD_MIN_LENGTH })}
      meta={{ title: t('reset.metaTitle'), description: t('reset.metaDescription') }}
      links={
        <>
          <AppLink to={paths.forgotPassword.getHref()}>{t('reset.newLink')}</AppLink>
          <AppLink to={paths.login.getHref()}>{t('forgot.backToLogin')}</AppLink>
        </>
      }
    >
      <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
        {!hasToken && <FormMessage kind="error">{t('reset.missingToken')}</FormMessage>}
        {error && !isPending && (
          <FormMessage kind="error">{errorText(error, t('reset.failed'))}</FormMessage>
        )}
        {done && data && <FormMessage kind="success">{t('reset.done')}</FormMessage>}
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
          {isPending ? t('reset.submitting') : t('reset.submit')}
        </button>
      </form>
    </AuthPage>
  );
}
