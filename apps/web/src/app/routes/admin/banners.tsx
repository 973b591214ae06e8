import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNames, useT } from '@/i18n/use-i18n';
import { notify } from '@/lib/toast';
import { useErrorMessage } from '@/lib/use-error-message';
import {
  useAdminBanners,
  useDeleteBanner,
  useSetBannerActive,
  useUploadBanner,
  type AdminBanner,
  type BannerWords,
} from '@/features/admin/api/marketing';
import { BannerWordsEdit, BannerWordsFields } from '@/features/admin/components/banner-words';
import { AdminTable } from '@/features/admin/components/admin-table';
import styles from '@/features/admin/components/admin.module.css';
import { ConfirmDialog } from '@/features/admin/components/confirm-dialog';
import { FormField } from '@/components/form-field';
import { fieldMessagesOf } from '@/lib/error-message';
import { QueryState } from '@/features/admin/components/query-state';
import { KoreanNameBeside, TeamName } from '@/features/admin/components/team-name';

interface BannerValues extends BannerWords {
  link_url: string;
  sort_order: string;
  image: FileList | null;
}

function BannerUpload() {
  const t = useT();
  const messageOf = useErrorMessage();
  const upload = useUploadBanner();
  const { register, handleSubmit, reset, setError, formState } = useForm<BannerValues>({
    defaultValues: {
      title: '',
      title_kr: '',
      subtitle: '',
      subtitle_kr: '',
      link_url: '',
      sort_order: '',
      image: null,
    },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    const form = new FormData();
    form.append('title', values.title);
    for (const key of ['title_kr', 'subtitle', 'subtitle_kr'] as const)
      if (values[key].trim()) form.append(key, values[key].trim());
    if (values.link_url.trim()) form.append('link_url', values.link_url.trim());
    if (values.sort_order.trim()) form.append('sort_order', values.sort_order.trim());
    // The server reads the text fields first, then the file.
    const file = values.image?.[0];
    if (file) form.append('image', file);
    try {
      await upload.mutateAsync(form);
      notify('success', t('admin.banners.added'));
      reset();
    } catch (error) {
      const fields = fieldMessagesOf(error);
      if (fields.title?.[0]) setError('title', { message: fields.title[0] });
      else setError('root', { message: messageOf(error, t('admin.loadFailed')) });
    }
  });

  return (
    <form className={styles.card} noValidate onSubmit={submit}>
      <h2>{t('admin.banners.new')}</h2>
      <div className={styles.formGrid}>
        <BannerWordsFields register={register} errors={errors} />
        <FormField
          density="compact"
          label={t('admin.banners.link')}
          error={errors.link_url?.message}
        >
          <input className={styles.input} {...register('link_url')} placeholder="/shop" />
        </FormField>
        <FormField
          density="compact"
          label={t('admin.banners.order')}
          error={errors.sort_order?.message}
        >
          <input className={styles.input} inputMode="numeric" {...register('sort_order')} />
        </FormField>
        <FormField density="compact" label={t('admin.banners.image')} error={errors.image?.message}>
          <input
            className={styles.input}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            {...register('image', { required: t('admin.banners.imageRequired') })}
          />
        </FormField>
      </div>
      {errors.root && (
        <p role="alert" className={styles.error}>
          {errors.root.message}
        </p>
      )}
      <p>
        <button type="submit" className={styles.primary} disabled={isSubmitting}>
          {isSubmitting ? t('admin.banners.uploading') : t('admin.banners.add')}
        </button>
      </p>
    </form>
  );
}

export default function BannersRoute() {
  const t = useT();
  const names = useNames();
  const messageOf = useErrorMessage();
  const { data: banners, error, isLoading } = useAdminBanners();
  const setActive = useSetBannerActive();
  const remove = useDeleteBanner();
  const [deleting, setDeleting] = useState<AdminBanner | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const failure = setActive.error ?? remove.error;

  return (
    <>
      <div className={styles.pageHead}>
        <h1>{t('admin.banners.title')}</h1>
      </div>
      <QueryState error={error} isLoading={isLoading} />
      {failure && (
        <p role="alert" className={styles.error}>
          {messageOf(failure, t('admin.loadFailed'))}
        </p>
      )}
      {banners && (
        <AdminTable
          columns={[
            { label: t('admin.banners.column.image') },
            { label: t('admin.banners.column.title') },
            { label: t('admin.banners.column.link') },
            { label: t('admin.banners.column.order'), numeric: true },
            { label: t('admin.banners.column.shown') },
            {},
          ]}
          rowCount={banners.length}
          emptyText={t('admin.banners.empty')}
          spaced
        >
          {banners.map((banner) => (
            <tr key={banner._id}>
              <td>
                <img
                  src={banner.image_url}
                  alt=""
                  style={{ width: 180, height: 60, objectFit: 'cover', borderRadius: 6 }}
                />
              </td>
              <td>
                {editing === banner._id ? (
                  <BannerWordsEdit banner={banner} onDone={() => setEditing(null)} />
                ) : (
                  <>
                    <div>
                      <TeamName item={{ name: banner.title, name_kr: banner.title_kr }} />
                    </div>
                    <KoreanNameBeside
                      item={{ name: banner.title, name_kr: banner.title_kr }}
                      className={styles.muted}
                    />
                    <button type="button" onClick={() => setEditing(banner._id)}>
                      {t('admin.banners.editWords')}
                    </button>
                  </>
                )}
              </td>
              <td>{banner.link_url ?? '—'}</td>
              <td className={styles.num}>{banner.sort_order}</td>
              <td>
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    checked={banner.is_active}
                    disabled={setActive.isPending}
                    onChange={(event) =>
                      setActive.mutate({ id: banner._id, active: event.target.checked })
                    }
                  />
                  {banner.is_active ? t('admin.banners.active') : t('admin.banners.hidden')}
                </label>
              </td>
              <td>
                <button type="button" className={styles.danger} onClick={() => setDeleting(banner)}>
                  {t('admin.banners.delete')}
                </button>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      <BannerUpload />
      {deleting && (
        <ConfirmDialog
          title={t('admin.banners.deleteTitle')}
          confirmLabel={t('admin.banners.deleteConfirm')}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            remove.mutate(deleting._id);
            setDeleting(null);
          }}
        >
          {t('admin.banners.deleteBody', {
            title: names.local({ name: deleting.title, name_kr: deleting.title_kr }),
          })}
        </ConfirmDialog>
      )}
    </>
  );
}
