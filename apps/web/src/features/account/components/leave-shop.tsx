import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { ConsentBox } from '@/components/consent-box';
import { FormMessage, PasswordField } from '@/components/form-field';
import { paths } from '@/config/paths';
import { useDeleteAccount, useDownloadMyData } from '@/features/account/api/leaving';
import { useT } from '@/i18n/use-i18n';
import { notify } from '@/lib/toast';
import { useErrorMessage } from '@/lib/use-error-message';
import type { SignOutOnArrivalState } from './sign-out-on-arrival';
import formStyles from './forms.module.css';
import styles from './leave-shop.module.css';

/** 열람: everything the shop holds about the shopper, as a JSON file. */
export function DownloadMyData() {
  const t = useT();
  const errorText = useErrorMessage();
  const download = useDownloadMyData();
  return (
    <section className={`card ${styles.card}`} aria-labelledby="my-data-download">
      <h2 id="my-data-download">{t('myData.downloadTitle')}</h2>
      <p>{t('myData.downloadText')}</p>
      <div>
        <button
          type="button"
          className="btn btn-outline"
          disabled={download.isPending}
          onClick={() =>
            download.mutate(undefined, {
              onError: (error) => notify('error', errorText(error, t('myData.downloadFailed'))),
            })
          }
        >
          {t('myData.download')}
        </button>
      </div>
    </section>
  );
}

interface DeleteAccountForm {
  password: string;
  understood: boolean;
}

/** 회원 탈퇴: says what happens first, then asks for the password; the home page follows. */
export function DeleteAccount() {
  const t = useT();
  const errorText = useErrorMessage();
  const navigate = useNavigate();
  const deletion = useDeleteAccount();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DeleteAccountForm>({ defaultValues: { password: '', understood: false } });

  const onSubmit = (values: DeleteAccountForm) =>
    deletion.mutate(
      { password: values.password },
      {
        onSuccess: () => {
          const state: SignOutOnArrivalState = { signOut: 'account_deleted' };
          void navigate(paths.home.getHref(), { replace: true, state });
        },
      },
    );

  return (
    <section className={`card ${styles.card}`} aria-labelledby="my-data-delete">
      <h2 id="my-data-delete">{t('myData.deleteTitle')}</h2>
      <ul className={styles.consequences}>
        <li>{t('myData.deleteGone')}</li>
        <li>{t('myData.deleteKept')}</li>
        <li>{t('myData.deleteRefused')}</li>
        <li>{t('myData.deleteAgain')}</li>
      </ul>
      <form method="post" className={formStyles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
        {deletion.error && !deletion.isPending && (
          <FormMessage kind="error">
            {errorText(deletion.error, t('myData.deleteFailed'))}
          </FormMessage>
        )}
        <PasswordField
          label={t('field.currentPassword')}
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password', { required: t('validation.currentPasswordRequired') })}
        />
        <ConsentBox
          label={t('myData.deleteUnderstood')}
          required
          error={errors.understood?.message}
          field={register('understood', { required: t('myData.deleteUnderstoodRequired') })}
        />
        <div>
          <button type="submit" className={`btn ${styles.danger}`} disabled={deletion.isPending}>
            {deletion.isPending ? t('myData.deleting') : t('myData.deleteButton')}
          </button>
        </div>
      </form>
    </section>
  );
}
