import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useRegisterUser } from '@/features/account/api/auth';
import { ConsentBox } from '@/components/consent-box';
import { FormMessage } from '@/components/form-field';
import {
  AccountPasswordField,
  EmailField,
  NameFields,
  PhoneField,
} from '@/features/account/components/account-fields';
import { AuthPage } from '@/features/account/components/auth-page';
import styles from '@/features/account/components/forms.module.css';
import { fieldErrorsOf } from '@/lib/error-message';
import { useT } from '@/i18n/use-i18n';
import { useErrorMessage } from '@/lib/use-error-message';
import { notify } from '@/lib/toast';
import { AppLink } from '@/components/app-link';

export const REGISTER_REDIRECT_MS = 1000;

interface RegisterForm {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phoneNumber: string;
  /** Children under 14 need a guardian's consent: the shop takes only those 14 or older. */
  age_14_or_over: boolean;
  /** Optional, separate and unticked: marketing emails. */
  marketing_consent: boolean;
}

export function RegisterRoute() {
  const t = useT();
  const errorText = useErrorMessage();
  const navigate = useNavigate();
  const { mutate, isPending, error } = useRegisterUser();
  const [succeeded, setSucceeded] = useState(false);
  const form = useForm<RegisterForm>({
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      phoneNumber: '',
      age_14_or_over: false,
      marketing_consent: false,
    },
  });
  const {
    handleSubmit,
    setError,
    register,
    formState: { errors },
  } = form;

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => void navigate(paths.login.getHref()), REGISTER_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [succeeded, navigate]);

  const onSubmit = (values: RegisterForm) =>
    // The account is made here and entered from the login page; the server merges a guest cart
    // sent along now, and again on that login.
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
    <AuthPage
      id="register"
      title={t('register.title')}
      lead={t('register.lead')}
      meta={{ title: t('register.metaTitle'), description: t('register.metaDescription') }}
      links={<AppLink to={paths.login.getHref()}>{t('register.haveAccount')}</AppLink>}
    >
      <FormProvider {...form}>
        <form method="post" className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
          {error && !isPending && (
            <FormMessage kind="error">{errorText(error, t('register.failed'))}</FormMessage>
          )}
          {succeeded && <FormMessage kind="success">{t('register.success')}</FormMessage>}
          {succeeded && <FormMessage kind="info">{t('register.confirmNote')}</FormMessage>}
          <NameFields />
          <EmailField />
          <AccountPasswordField purpose="new" />
          <PhoneField />
          <ConsentBox
            label={t('register.age14')}
            required
            field={register('age_14_or_over', {
              validate: (ticked) => ticked || t('register.age14Required'),
            })}
            error={errors.age_14_or_over?.message}
          />
          <ConsentBox label={t('register.marketing')} field={register('marketing_consent')}>
            {t('register.marketingDetails')}
          </ConsentBox>
          <button
            type="submit"
            className={`btn btn-primary ${styles.submit}`}
            disabled={isPending || succeeded}
          >
            {isPending ? t('register.submitting') : t('register.submit')}
          </button>
        </form>
      </FormProvider>
    </AuthPage>
  );
}
