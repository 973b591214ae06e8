import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/config/paths';
import { useRegisterUser } from '@/features/account/api/auth';
import { FormMessage, PasswordField, TextField } from '@/components/form-field';
import styles from '@/features/account/components/forms.module.css';
import { fieldErrorsOf } from '@/lib/error-message';
import { useT } from '@/i18n/use-i18n';
import { useErrorMessage } from '@/lib/use-error-message';
import { notify } from '@/lib/toast';
import { AppLink } from '@/components/app-link';
import { requiredText } from '@/lib/form-rules';

export const REGISTER_REDIRECT_MS = 1000;

interface RegisterForm {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phoneNumber: string;
}

export function RegisterRoute() {
  const t = useT();
  const errorText = useErrorMessage();
  const navigate = useNavigate();
  const { mutate, isPending, error } = useRegisterUser();
  const [succeeded, setSucceeded] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterForm>({
    defaultValues: { firstName: '', lastName: '', email: '', password: '', phoneNumber: '' },
  });

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => void navigate(paths.login.getHref()), REGISTER_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [succeeded, navigate]);

  const onSubmit = (values: RegisterForm) =>
    // The account is made here and entered from the login page; the server merges a guest cart
    // sent along now, and again on that login (D6).
    mutate(
      { ...values, email: values.email.trim() },
      {
        onSuccess: () => {
          setSucceeded(true);
          notify('success', t('register.success'));
        },
        onError: (failed) => {
          for (const [field, message] of Object.entries(fieldErrorsOf(failed))) {
            if (field in values) setError(field as keyof RegisterForm, { message });
          }
          notify('error', errorText(failed, t('register.failed')));
        },
      },
    );

  return (
    <div className={`container page ${styles.authPage}`}>
      <PageMeta title={t('register.metaTitle')} description={t('register.metaDescription')} />
      <section className={`card ${styles.authCard}`} aria-labelledby="register-title">
        <h1 id="register-title">{t('register.title')}</h1>
        <p className={styles.lead}>{t('register.lead')}</p>
        <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
          {error && !isPending && (
            <FormMessage kind="error">{errorText(error, t('register.failed'))}</FormMessage>
          )}
          {succeeded && <FormMessage kind="success">{t('register.success')}</FormMessage>}
          {succeeded && <FormMessage kind="info">{t('register.confirmNote')}</FormMessage>}
          <div className={styles.row}>
            <TextField
              label={t('field.firstName')}
              autoComplete="given-name"
              required
              error={errors.firstName?.message}
              {...register('firstName', requiredText(t('validation.firstNameRequired')))}
            />
            <TextField
              label={t('field.lastName')}
              autoComplete="family-name"
              required
              error={errors.lastName?.message}
              {...register('lastName', requiredText(t('validation.lastNameRequired')))}
            />
          </div>
          <TextField
            label={t('field.email')}
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...register('email', requiredText(t('validation.emailRequired')))}
          />
          <PasswordField
            label={t('field.password')}
            autoComplete="new-password"
            required
            error={errors.password?.message}
            {...register('password', { required: t('validation.passwordRequired') })}
          />
          <TextField
            label={t('field.phoneNumber')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="010-1234-5678"
            required
            error={errors.phoneNumber?.message}
            {...register('phoneNumber', requiredText(t('validation.phoneRequired')))}
          />
          <button
            type="submit"
            className={`btn btn-primary ${styles.submit}`}
            disabled={isPending || succeeded}
          >
            {isPending ? t('register.submitting') : t('register.submit')}
          </button>
        </form>
        <div className={styles.links}>
          <AppLink to={paths.login.getHref()}>{t('register.haveAccount')}</AppLink>
        </div>
      </section>
    </div>
  );
}
