// The fields a shopper's account is made of, the same on every form that asks for them (register,
// profile, sign-in, forgotten password). Each reads its form from react-hook-form's context: wrap
// the form in <FormProvider>.
import { useFormContext } from 'react-hook-form';
import { PasswordField, TextField } from '@/components/form-field';
import { NameParts } from '@/components/name-parts';
import { useT } from '@/i18n/use-i18n';
import { requiredText } from '@/lib/form-rules';
import styles from './forms.module.css';

export function NameFields() {
  const t = useT();
  const {
    register,
    formState: { errors },
  } = useFormContext<{ firstName: string; lastName: string }>();
  return (
    <div className={styles.row}>
      <NameParts
        given={
          <TextField
            label={t('field.firstName')}
            autoComplete="given-name"
            required
            error={errors.firstName?.message}
            {...register('firstName', requiredText(t('validation.firstNameRequired')))}
          />
        }
        family={
          <TextField
            label={t('field.lastName')}
            autoComplete="family-name"
            required
            error={errors.lastName?.message}
            {...register('lastName', requiredText(t('validation.lastNameRequired')))}
          />
        }
      />
    </div>
  );
}

export function EmailField() {
  const t = useT();
  const {
    register,
    formState: { errors },
  } = useFormContext<{ email: string }>();
  return (
    <TextField
      label={t('field.email')}
      type="email"
      autoComplete="email"
      required
      error={errors.email?.message}
      {...register('email', requiredText(t('validation.emailRequired')))}
    />
  );
}

/** The account's password: a new one on sign-up, the current one on sign-in. */
export function AccountPasswordField({ purpose }: { purpose: 'new' | 'current' }) {
  const t = useT();
  const {
    register,
    formState: { errors },
  } = useFormContext<{ password: string }>();
  return (
    <PasswordField
      label={t('field.password')}
      autoComplete={purpose === 'new' ? 'new-password' : 'current-password'}
      required
      error={errors.password?.message}
      {...register('password', { required: t('validation.passwordRequired') })}
    />
  );
}

export function PhoneField() {
  const t = useT();
  const {
    register,
    formState: { errors },
  } = useFormContext<{ phoneNumber: string }>();
  return (
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
  );
}
