import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { LoadingOverlay } from '@/components/loading-overlay';
import { paths } from '@/config/paths';
import { useLoginUser } from '@/features/account/api/auth';
import { FormMessage } from '@/components/form-field';
import { AccountPasswordField, EmailField } from '@/features/account/components/account-fields';
import { AuthPage } from '@/features/account/components/auth-page';
import styles from '@/features/account/components/forms.module.css';
import type { LoginLocationState } from '@/features/account/components/require-user';
import { useSession } from '@/lib/session-context';
import { useT } from '@/i18n/use-i18n';
import { useErrorMessage } from '@/lib/use-error-message';
import { notify } from '@/lib/toast';
import { AppLink } from '@/components/app-link';

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
  const t = useT();
  const errorText = useErrorMessage();
  const location = useLocation();
  const navigate = useNavigate();
  const { login } = useSession();
  const state = (location.state ?? {}) as LoginLocationState;
  const returnTo = safeReturnPath(state.from);
  const { mutate, isPending, error, isSuccess } = useLoginUser();
  const [succeeded, setSucceeded] = useState(false);
  const form = useForm<LoginForm>({ defaultValues: { email: '', password: '' } });

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

  const failure = error ? errorText(error, t('login.failed')) : null;

  const onSubmit = (values: LoginForm) =>
    mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: ({ token, user }) => {
          login(token, user);
          setSucceeded(true);
          notify('success', t('login.success'));
        },
        onError: (failed) => notify('error', errorText(failed, t('login.failed'))),
      },
    );

  return (
    <AuthPage
      id="login"
      title={t('login.title')}
      lead={t('login.lead')}
      meta={{ title: t('login.metaTitle'), description: t('login.metaDescription') }}
      links={
        <>
          <AppLink to={paths.forgotPassword.getHref()}>{t('login.forgot')}</AppLink>
          <AppLink to={paths.register.getHref()}>{t('login.noAccount')}</AppLink>
        </>
      }
      overlay={<LoadingOverlay visible={isPending} text={t('login.authenticating')} />}
    >
      <FormProvider {...form}>
        <form
          method="post"
          className={styles.form}
          onSubmit={form.handleSubmit(onSubmit)}
          noValidate
        >
          {failure && !isPending && <FormMessage kind="error">{failure}</FormMessage>}
          {isSuccess && <FormMessage kind="success">{t('login.redirecting')}</FormMessage>}
          <EmailField />
          <AccountPasswordField purpose="current" />
          <button
            type="submit"
            className={`btn btn-primary ${styles.submit}`}
            disabled={isPending || succeeded}
          >
            {t('login.submit')}
          </button>
        </form>
      </FormProvider>
    </AuthPage>
  );
}
