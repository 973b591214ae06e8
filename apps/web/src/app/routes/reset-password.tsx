import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/config/paths';
import { useResetPassword } from '@/features/account/api/auth';
import { FormMessage, PasswordField } from '@/components/form-field';
import styles from '@/features/account/components/forms.module.css';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { AppLink } from '@/components/app-link';

export const RESET_REDIRECT_MS = 2000;
// The same rule as the API's (contracts/users.ts); copied so zod stays out of the bundle.
const PASSWORD_MIN_LENGTH = 6;
const PASSWORD_MIN_MESSAGE = 'Password must be at least 6 characters long';
const MISSING_TOKEN = 'Invalid or missing reset token. Please request a new password reset link.';
const FAILURE = 'Failed to reset password. Please try again.';

export function ResetPasswordRoute() {
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
        onSuccess: (response) => {
          setDone(true);
          notify('success', response.message);
        },
        onError: (failed) => notify('error', errorMessage(failed, FAILURE)),
      },
    );

  return (
    <div className={`container page ${styles.authPage}`}>
      <PageMeta
        title="Reset password"
        description="Choose a new password for your Jangbogi account."
      />
      <section className={`card ${styles.authCard}`} aria-labelledby="reset-title">
        <h1 id="reset-title">Reset Password</h1>
        <p className={styles.lead}>
          Choose a new password of at least {PASSWORD_MIN_LENGTH} characters.
        </p>
        <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
          {!hasToken && <FormMessage kind="error">{MISSING_TOKEN}</FormMessage>}
          {error && !isPending && (
            <FormMessage kind="error">{errorMessage(error, FAILURE)}</FormMessage>
          )}
          {done && data && <FormMessage kind="success">{data.message}</FormMessage>}
          <fieldset disabled={disabled} className="plain-fieldset">
            <PasswordField
              label="New Password"
              autoComplete="new-password"
              required
              error={errors.password?.message}
              {...register('password', {
                required: PASSWORD_MIN_MESSAGE,
                minLength: { value: PASSWORD_MIN_LENGTH, message: PASSWORD_MIN_MESSAGE },
              })}
            />
          </fieldset>
          <button
            type="submit"
            className={`btn btn-primary ${styles.submit}`}
            disabled={disabled || isPending}
          >
            {isPending ? 'Resetting...' : 'Reset Password'}
          </button>
        </form>
        <div className={styles.links}>
          <AppLink to={paths.forgotPassword.getHref()}>Request New Reset Link</AppLink>
          <AppLink to={paths.login.getHref()}>Back to Login</AppLink>
        </div>
      </section>
    </div>
  );
}
