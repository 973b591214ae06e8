import { useForm } from 'react-hook-form';
import { PageMeta } from '@/components/page-meta';
import { useChangePassword } from '@/features/account/api/profile';
import { AccountLayout } from '@/features/account/components/account-layout';
import { FormMessage, PasswordField } from '@/components/form-field';
import formStyles from '@/features/account/components/forms.module.css';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';

const FAILURE = 'Failed to change password. Try again.';

interface ChangePasswordForm {
  currentPassword: string;
  newPassword: string;
}

export function ChangePasswordRoute() {
  const { mutate, isPending, error, data, reset: resetMutation } = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordForm>({ defaultValues: { currentPassword: '', newPassword: '' } });

  const onSubmit = (values: ChangePasswordForm) => {
    resetMutation();
    mutate(values, {
      onSuccess: (response) => {
        reset();
        notify('success', response.message);
      },
      onError: (failed) => notify('error', errorMessage(failed, FAILURE)),
    });
  };

  return (
    <AccountLayout title="Change Password">
      <PageMeta title="Change Password" description="Change your Jangbogi password." />
      <div className="card" style={{ padding: 28, maxWidth: 520 }}>
        <form className={formStyles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
          {error && !isPending && (
            <FormMessage kind="error">{errorMessage(error, FAILURE)}</FormMessage>
          )}
          {data && <FormMessage kind="success">{data.message}</FormMessage>}
          <PasswordField
            label="Current Password"
            autoComplete="current-password"
            required
            error={errors.currentPassword?.message}
            {...register('currentPassword', { required: 'Current password is required' })}
          />
          <PasswordField
            label="New Password"
            autoComplete="new-password"
            required
            error={errors.newPassword?.message}
            {...register('newPassword', { required: 'New password is required' })}
          />
          <div>
            <button type="submit" className="btn btn-primary" disabled={isPending}>
              {isPending ? 'Saving...' : 'Change Password'}
            </button>
          </div>
        </form>
      </div>
    </AccountLayout>
  );
}
