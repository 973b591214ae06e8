import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useRequestPasswordReset } from '@/features/account/api/auth';
import { FormMessage } from '@/components/form-field';
import { EmailField } from '@/features/account/components/account-fields';
import { AuthPage } from '@/features/account/components/auth-page';
import styles from '@/features/account/components/forms.module.css';
import type { LoginLocationState } from '@/features/account/components/require-user';
import { useT } from '@/i18n/use-i18n';
import { useErrorMessage } from '@/lib/use-error-message';
import { notify } from '@/lib/toast';
import { AppLink } from '@/components/app-link';

export const FORGOT_REDIRECT_MS = 3000;

export function ForgotPasswordRoute() {
  const t = useT();
  const errorText = useErrorMessage();
  const navigate = useNavigate();
  const { mutate, isPending, error, data } = useRequestPasswordReset();
  const [sent, setSent] = useState(false);
  const form = useForm<{ email: string }>({ defaultValues: { email: '' } });

  useEffect(() => {
    if (!sent) return;
    const state: LoginLocationState = { message: t('forgot.checkEmail') };
    const timer = setTimeout(
      () => void navigate(paths.login.getHref(), { state }),
      FORGOT_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [sent, navigate, t]);

  const onSubmit = ({ email }: { email: string }) =>
    mutate(
      { email: email.trim() },
      {
        onSuccess: () => {
          setSent(true);
          notify('success', t('forgot.sent'));
        },
        onError: (failed) => notify('error', errorText(failed, t('forgot.failed'))),
      },
    );

  return (
    <AuthPage
      id="forgot"
      title={t('forgot.title')}
      lead={t('forgot.lead')}
      meta={{ title: t('forgot.metaTitle'), description: t('forgot.metaDescription') }}
      links={<AppLink to={paths.login.getHref()}>{t('forgot.backToLogin')}</AppLink>}
    >
      <FormProvider {...form}>
        <form
          method="post"
          className={styles.form}
          onSubmit={form.handleSubmit(onSubmit)}
          noValidate
        >
          {error && !isPending && (
            <FormMessage kind="error">{errorText(error, t('forgot.failed'))}</FormMessage>
          )}
          {sent && data && <FormMessage kind="success">{t('forgot.sent')}</FormMessage>}
          <EmailField />
          <button
            type="submit"
            className={`btn btn-primary ${styles.submit}`}
            disabled={isPending || sent}
          >
            {isPending ? t('forgot.sending') : t('forgot.submit')}
          </button>
        </form>
      </FormProvider>
    </AuthPage>
  );
}
