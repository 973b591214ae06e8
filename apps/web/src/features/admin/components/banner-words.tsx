import { useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { useT } from '@/i18n/use-i18n';
import { fieldMessagesOf } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { useErrorMessage } from '@/lib/use-error-message';
import {
  useUpdateBannerWords,
  type AdminBanner,
  type BannerWords,
} from '@/features/admin/api/marketing';
import styles from './admin.module.css';

/**
 * The words written over a banner's picture, in Korean and English: each language's pages show
 * their own. The English title is required (it is the picture's alternative text too).
 */
export function BannerWordsFields<Values extends BannerWords>({
  register,
  errors,
}: {
  register: UseFormRegister<Values>;
  errors: FieldErrors<BannerWords>;
}) {
  const t = useT();
  const field = register as unknown as UseFormRegister<BannerWords>;
  return (
    <>
      <FormField
        density="compact"
        label={t('admin.banners.titleField')}
        error={errors.title?.message}
      >
        <input
          className={styles.input}
          lang="en"
          {...field('title', { required: t('admin.banners.titleRequired') })}
        />
      </FormField>
      <FormField density="compact" label={t('admin.banners.titleKrField')}>
        <input className={styles.input} lang="ko" {...field('title_kr')} />
      </FormField>
      <FormField density="compact" label={t('admin.banners.subtitleField')}>
        <input className={styles.input} lang="en" {...field('subtitle')} />
      </FormField>
      <FormField density="compact" label={t('admin.banners.subtitleKrField')}>
        <input className={styles.input} lang="ko" {...field('subtitle_kr')} />
      </FormField>
    </>
  );
}

export const wordsOf = (banner: AdminBanner): BannerWords => ({
  title: banner.title,
  title_kr: banner.title_kr ?? '',
  subtitle: banner.subtitle ?? '',
  subtitle_kr: banner.subtitle_kr ?? '',
});

/** Edits one banner's words in place. */
export function BannerWordsEdit({ banner, onDone }: { banner: AdminBanner; onDone: () => void }) {
  const t = useT();
  const messageOf = useErrorMessage();
  const update = useUpdateBannerWords();
  const { register, handleSubmit, setError, formState } = useForm<BannerWords>({
    defaultValues: wordsOf(banner),
  });
  const submit = handleSubmit(async (words) => {
    try {
      await update.mutateAsync({ id: banner._id, words });
      notify('success', t('admin.banners.saved'));
      onDone();
    } catch (error) {
      const fields = fieldMessagesOf(error);
      if (fields.title?.[0]) setError('title', { message: fields.title[0] });
      else setError('root', { message: messageOf(error, t('admin.loadFailed')) });
    }
  });
  return (
    <form noValidate onSubmit={submit} aria-label={t('admin.banners.editWords')}>
      <div className={styles.formGrid}>
        <BannerWordsFields register={register} errors={formState.errors} />
      </div>
      {formState.errors.root && (
        <p role="alert" className={styles.error}>
          {formState.errors.root.message}
        </p>
      )}
      <p>
        <button type="submit" className={styles.primary} disabled={formState.isSubmitting}>
          {t('admin.banners.saveWords')}
        </button>{' '}
        <button type="button" onClick={onDone}>
          {t('admin.banners.cancelEdit')}
        </button>
      </p>
    </form>
  );
}
