import { useForm } from 'react-hook-form';
import { PageMeta } from '@/components/page-meta';
import { useChangePassword } from '@/features/account/api/profile';
import { AccountLayout } from '@/features/account/components/account-layout';
import { FormMessage, PasswordField } from '@/components/form-field';
import formStyles from '@/features/account/components/forms.module.css';
import { useT } from '@/i18n/use-i18n';
import { useErrorMessage } from '@/lib/use-error-message';
import { notify } from '@/lib/toast';

interface ChangePasswordForm {
  currentPassword: string;
  newPassword: string;
}

export function ChangePasswordRoute() {
  const t = useT();
  const errorText = useErrorMessage();
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
      onSuccess: () => {
        reset();
        notify('success', t('changePassword.done'));
      },
      onError: (failed) => notify('error', errorText(failed, t('changePassword.failed'))),
    });
  };

  return (
    <AccountLayout title={t('changePassword.title')}>
      <PageMeta
        title={t('changePassword.title')}
        description={t('changePassword.metaDescription')}
      />
      <div className="card" style={{ padding: 28, maxWidth: 520 }}>
        <form
          method="post"
          className={formStyles.form}
          onSubmit={handleSubmit(onSubmit)}
          noValidate
        >
          {error && !isPending && (
            <FormMessage kind="error">{errorText(error, t('changePassword.failed'))}</FormMessage>
          )}
          {data && <FormMessage kind="success">{t('changePassword.done')}</FormMessage>}
          <PasswordField
            label={t('field.currentPassword')}
            autoComplete="current-password"
            required
            error={errors.currentPassword?.message}
            {...register('currentPassword', { required: t('validation.currentPasswordRequired') })}
          />
          <PasswordField
            label={t('field.newPassword')}
            autoComplete="new-password"
            required
            error={errors.newPassword?.message}
            {...register('newPassword', { required: t('validation.newPasswordRequired') })}
          />
          <div>
            <button type="submit" className="btn btn-primary" disabled={isPending}>
              {isPending ? t('common.saving') : t('changePassword.title')}
            </button>
          </div>
        </form>
      </div>
    </AccountLayout>
  );
}
