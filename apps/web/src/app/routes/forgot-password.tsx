import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/config/paths';
import { useRequestPasswordReset } from '@/features/account/api/auth';
import { FormMessage, TextField } from '@/components/form-field';
import styles from '@/features/account/components/forms.module.css';
import type { LoginLocationState } from '@/features/account/components/require-user';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { AppLink } from '@/components/app-link';
import { requiredText } from '@/lib/form-rules';

export const FORGOT_REDIRECT_MS = 3000;
const FAILURE = 'Failed to send reset link. Please try again.';

export function ForgotPasswordRoute() {
  const navigate = useNavigate();
  const { mutate, isPending, error, data } = useRequestPasswordReset();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ email: string }>({ defaultValues: { email: '' } });

  useEffect(() => {
    if (!sent) return;
    const state: LoginLocationState = { message: 'Please check your email for reset instructions' };
    const timer = setTimeout(
      () => void navigate(paths.login.getHref(), { state }),
      FORGOT_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [sent, navigate]);

  const onSubmit = ({ email }: { email: string }) =>
    mutate(
      { email: email.trim() },
      {
        onSuccess: (response) => {
          setSent(true);
          notify('success', response.message);
        },
        onError: (failed) => notify('error', errorMessage(failed, FAILURE)),
      },
    );

  return (
    <div className={`container page ${styles.authPage}`}>
      <PageMeta title="Forgot password" description="Reset your Jangbogi password." />
      <section className={`card ${styles.authCard}`} aria-labelledby="forgot-title">
        <h1 id="forgot-title">Forgot Password</h1>
        <p className={styles.lead}>
          Enter your email and we will send you a link to set a new password.
        </p>
        <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
          {error && !isPending && (
            <FormMessage kind="error">{errorMessage(error, FAILURE)}</FormMessage>
          )}
          {sent && data && <FormMessage kind="success">{data.message}</FormMessage>}
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...register('email', requiredText('Email'))}
          />
          <button
            type="submit"
            className={`btn btn-primary ${styles.submit}`}
            disabled={isPending || sent}
          >
            {isPending ? 'Sending...' : 'Send Reset Link'}
          </button>
        </form>
        <div className={styles.links}>
          <AppLink to={paths.login.getHref()}>Back to Login</AppLink>
        </div>
      </section>
    </div>
  );
}
