import type { User } from '@jangbogi/contracts/users';
import { useRef, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { LoadingOverlay } from '@/components/loading-overlay';
import { PageMeta } from '@/components/page-meta';
import { useMe, useUpdateProfile, useUploadProfilePhoto } from '@/features/account/api/profile';
import { AccountLayout } from '@/features/account/components/account-layout';
import { TextField } from '@/components/form-field';
import styles from '@/features/account/components/profile.module.css';
import formStyles from '@/features/account/components/forms.module.css';
import { errorMessage, fieldErrorsOf } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { requiredText } from '@/lib/form-rules';

interface ProfileForm {
  firstName: string;
  lastName: string;
  phoneNumber: string;
}

function Avatar({ user }: { user: User }) {
  const upload = useUploadProfilePhoto();
  const inputRef = useRef<HTMLInputElement>(null);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => notify('success', 'Profile photo updated.'),
      onError: (error) => notify('error', errorMessage(error, 'Failed to upload image.')),
    });
  };

  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  return (
    <div className={styles.avatarBlock}>
      {user.profileImageUrl ? (
        <img
          className={styles.avatar}
          src={user.profileImageUrl}
          alt="Your profile photo"
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
        {upload.isPending ? 'Uploading...' : 'Update Photo'}
      </button>
    </div>
  );
}

function ProfileDetails({ user }: { user: User }) {
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = useForm<ProfileForm>({
    values: { firstName: user.firstName, lastName: user.lastName, phoneNumber: user.phoneNumber },
  });

  const onSubmit = (values: ProfileForm) =>
    update.mutate(values, {
      onSuccess: () => notify('success', 'Profile updated!'),
      onError: (error) => {
        for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
          if (field in values) setError(field as keyof ProfileForm, { message });
        }
        notify('error', 'Failed to update profile.');
      },
    });

  return (
    <form className={formStyles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
      <div className={formStyles.row}>
        <TextField
          label="First Name"
          autoComplete="given-name"
          required
          error={errors.firstName?.message}
          {...register('firstName', requiredText('First name'))}
        />
        <TextField
          label="Last Name"
          autoComplete="family-name"
          required
          error={errors.lastName?.message}
          {...register('lastName', requiredText('Last name'))}
        />
      </div>
      <TextField
        label="Phone Number"
        type="tel"
        autoComplete="tel"
        required
        error={errors.phoneNumber?.message}
        {...register('phoneNumber', requiredText('Phone number'))}
      />
      <TextField
        label="Email"
        type="email"
        value={user.email}
        readOnly
        hint="Your email cannot be changed."
      />
      <div>
        <button type="submit" className="btn btn-primary" disabled={update.isPending || !isDirty}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </button>
      </div>
    </form>
  );
}

export function ProfileRoute() {
  const { data: user, isPending, error } = useMe();
  return (
    <AccountLayout title="My Profile">
      <PageMeta title="My Profile" description="Your Jangbogi profile." />
      {isPending ? (
        <LoadingOverlay visible theme="light" />
      ) : error ? (
        <p className="state-message" role="alert">
          {errorMessage(error, 'Failed to load your profile.')}
        </p>
      ) : (
        <div className={`card ${styles.card}`}>
          <Avatar user={user} />
          <ProfileDetails user={user} />
        </div>
      )}
    </AccountLayout>
  );
}
