import type { SubstitutionChoice, User } from '@jangbogi/contracts/users';
import { useRef, type ChangeEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { LoadingOverlay } from '@/components/loading-overlay';
import { PageMeta } from '@/components/page-meta';
import { useMe, useUpdateProfile, useUploadProfilePhoto } from '@/features/account/api/profile';
import { NameFields, PhoneField } from '@/features/account/components/account-fields';
import { AccountLayout } from '@/features/account/components/account-layout';
import { MarketingConsentSwitch } from '@/features/account/components/marketing-consent-switch';
import { FormField, fieldInputClass, TextField } from '@/components/form-field';
import { LANGUAGE_NAMES, LOCALES, type Locale } from '@/i18n/locales';
import { useT } from '@/i18n/use-i18n';
import { useErrorMessage } from '@/lib/use-error-message';
import styles from '@/features/account/components/profile.module.css';
import formStyles from '@/features/account/components/forms.module.css';
import { fieldErrorsOf } from '@/lib/error-message';
import { notify } from '@/lib/toast';

const HANGUL = /\p{Script=Hangul}/u;

interface ProfileForm {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  preferred_language: Locale;
  substitution_default: SubstitutionChoice;
}

function Avatar({ user }: { user: User }) {
  const t = useT();
  const errorText = useErrorMessage();
  const upload = useUploadProfilePhoto();
  const inputRef = useRef<HTMLInputElement>(null);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => notify('success', t('profile.photoUpdated')),
      onError: (error) => notify('error', errorText(error, t('profile.photoFailed'))),
    });
  };

  // A Korean name is shown by its family name's syllable (김), as Korean apps do; others by
  // their two initials (MK).
  const initials = HANGUL.test(user.lastName)
    ? user.lastName.charAt(0)
    : `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  return (
    <div className={styles.avatarBlock}>
      {user.profileImageUrl ? (
        <img
          className={styles.avatar}
          src={user.profileImageUrl}
          alt={t('profile.photoAlt')}
          width={120}
          height={120}
        />
      ) : (
        <span className={`${styles.avatar} ${styles.initials}`} aria-hidden="true">
          {initials || '?'}
        </span>
      )}
      <input
        ref={inputRef}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={onFile}
      />
      <button
        type="button"
        className="btn btn-outline"
        disabled={upload.isPending}
        onClick={() => inputRef.current?.click()}
      >
        {upload.isPending ? t('profile.uploading') : t('profile.updatePhoto')}
      </button>
    </div>
  );
}

function ProfileDetails({ user }: { user: User }) {
  const t = useT();
  const update = useUpdateProfile();
  const form = useForm<ProfileForm>({
    values: {
      firstName: user.firstName,
      lastName: user.lastName,
      phoneNumber: user.phoneNumber,
      preferred_language: user.preferred_language,
      substitution_default: user.substitution_default,
    },
  });

  const {
    register,
    handleSubmit,
    setError,
    formState: { isDirty },
  } = form;

  const onSubmit = (values: ProfileForm) =>
    update.mutate(values, {
      onSuccess: () => notify('success', t('profile.updated')),
      onError: (error) => {
        for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
          if (field in values) setError(field as keyof ProfileForm, { message });
        }
        notify('error', t('profile.updateFailed'));
      },
    });

  return (
    <FormProvider {...form}>
      <form method="post" className={formStyles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
        <NameFields />
        <PhoneField />
        <TextField
          label={t('field.email')}
          type="email"
          value={user.email}
          readOnly
          hint={t('profile.emailFixed')}
        />
        <FormField
          id="profile-language"
          label={t('profile.language')}
          hint={t('profile.languageHint')}
        >
          <select className={fieldInputClass} {...register('preferred_language')}>
            {LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {LANGUAGE_NAMES[locale]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          id="profile-substitution"
          label={t('substitution.defaultLabel')}
          hint={t('substitution.defaultHint')}
        >
          <select className={fieldInputClass} {...register('substitution_default')}>
            <option value="refund">{t('substitution.refund')}</option>
            <option value="allow">{t('substitution.allow')}</option>
          </select>
        </FormField>
        <div>
          <button type="submit" className="btn btn-primary" disabled={update.isPending || !isDirty}>
            {update.isPending ? t('common.saving') : t('common.saveChanges')}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}

export function ProfileRoute() {
  const t = useT();
  const errorText = useErrorMessage();
  const { data: user, isPending, error } = useMe();
  return (
    <AccountLayout title={t('profile.title')}>
      <PageMeta title={t('profile.title')} description={t('profile.metaDescription')} />
      {isPending ? (
        <LoadingOverlay visible theme="light" />
      ) : error ? (
        <p className="state-message" role="alert">
          {errorText(error, t('profile.loadFailed'))}
        </p>
      ) : (
        <>
          <div className={`card ${styles.card}`}>
            <Avatar user={user} />
            <ProfileDetails user={user} />
          </div>
          <MarketingConsentSwitch user={user} />
        </>
      )}
    </AccountLayout>
  );
}
