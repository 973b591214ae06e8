import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { LoadingOverlay } from '@/components/loading-overlay';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/config/paths';
import { useLoginUser } from '@/features/account/api/auth';
import { FormMessage, PasswordField, TextField } from '@/components/form-field';
import styles from '@/features/account/components/forms.module.css';
import type { LoginLocationState } from '@/features/account/components/require-user';
import { useSession } from '@/lib/session-context';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { AppLink } from '@/components/app-link';
import { requiredText } from '@/lib/form-rules';

export const LOGIN_REDIRECT_MS = 2000;

interface LoginForm {
  email: string;
  password: string;
}

/** Only same-site paths are followed after login. */
const safeReturnPath = (from: unknown) =>
  typeof from === 'string' &&
  from.startsWith('/') &&
  !from.startsWith('//') &&
  from !== paths.login.getHref()
    ? from
    : paths.home.getHref();

export function LoginRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const { login } = useSession();
  const state = (location.state ?? {}) as LoginLocationState;
  const returnTo = safeReturnPath(state.from);
  const { mutate, isPending, error, isSuccess } = useLoginUser();
  const [succeeded, setSucceeded] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginForm>({ defaultValues: { email: '', password: '' } });

  const shownMessage = useRef<string | null>(null);
  useEffect(() => {
    if (state.message && shownMessage.current !== state.message) {
      shownMessage.current = state.message;
      notify('info', state.message);
    }
  }, [state.message]);

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => void navigate(returnTo, { replace: true }), LOGIN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [succeeded, navigate, returnTo]);

  const failure = error ? errorMessage(error, 'Login failed. Please try again.') : null;

  const onSubmit = (values: LoginForm) =>
    mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: ({ token, user }) => {
          login(token, user);
          setSucceeded(true);
          notify('success', 'Login successful!');
        },
        onError: (failed) =>
          notify('error', errorMessage(failed, 'Login failed. Please try again.')),
      },
    );

  return (
    <div className={`container page ${styles.authPage}`}>
      <PageMeta title="Login" description="Log in to your Jangbogi account." />
      <section className={`card ${styles.authCard}`} aria-labelledby="login-title">
        <h1 id="login-title">Login</h1>
        <p className={styles.lead}>Welcome back! Log in to see your orders and check out faster.</p>
        <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
          {failure && !isPending && <FormMessage kind="error">{failure}</FormMessage>}
          {isSuccess && <FormMessage kind="success">Login successful! Redirecting...</FormMessage>}
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...register('email', requiredText('Email'))}
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...register('password', { required: 'Password is required' })}
          />
          <button
            type="submit"
            className={`btn btn-primary ${styles.submit}`}
            disabled={isPending || succeeded}
          >
            Login
          </button>
        </form>
        <div className={styles.links}>
          <AppLink to={paths.forgotPassword.getHref()}>Forgot password?</AppLink>
          <AppLink to={paths.register.getHref()}>Don&apos;t have an account? Register</AppLink>
        </div>
      </section>
      <LoadingOverlay visible={isPending} text="Authenticating..." />
    </div>
  );
}
