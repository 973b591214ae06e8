import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/config/paths';
import { useRequestPasswordReset } from '@/features/account/api/auth';
import { FormMessage, TextField } from '@/components/form-field';
import styles from '@/features/account/components/forms.module.css';
import type { LoginLocationState } from '@/features/account/components/require-user';
import { useT } from '@/i18n/use-i18n';
import { useErrorMessage } from '@/lib/use-error-message';
import { notify } from '@/lib/toast';
import { AppLink } from '@/components/app-link';
import { requiredText } from '@/lib/form-rules';

export const FORGOT_REDIRECT_MS = 3000;

export function ForgotPasswordRoute() {
  const t = useT();
  const errorText = useErrorMessage();
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
    <div className={`container page ${styles.authPage}`}>
      <PageMeta title={t('forgot.metaTitle')} description={t('forgot.metaDescription')} />
      <section className={`card ${styles.authCard}`} aria-labelledby="forgot-title">
        <h1 id="forgot-title">{t('forgot.title')}</h1>
        <p className={styles.lead}>{t('forgot.lead')}</p>
        <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
          {error && !isPending && (
            <FormMessage kind="error">{errorText(error, t('forgot.failed'))}</FormMessage>
          )}
          {sent && data && <FormMessage kind="success">{t('forgot.sent')}</FormMessage>}
          <TextField
            label={t('field.email')}
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...register('email', requiredText(t('validation.emailRequired')))}
          />
          <button
            type="submit"
            className={`btn btn-primary ${styles.submit}`}
            disabled={isPending || sent}
          >
            {isPending ? t('forgot.sending') : t('forgot.submit')}
          </button>
        </form>
        <div className={styles.links}>
          <AppLink to={paths.login.getHref()}>{t('forgot.backToLogin')}</AppLink>
        </div>
      </section>
    </div>
  );
}
