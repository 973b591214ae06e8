import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { signInAdmin } from '../api/admin-session';
import styles from './admin.module.css';
import { useT } from '@/i18n/use-i18n';
import { useErrorMessage } from '@/lib/use-error-message';

interface SignInValues {
  email: string;
  password: string;
}

export function SignInForm() {
  const t = useT();
  const messageOf = useErrorMessage();
  const { register, handleSubmit, formState } = useForm<SignInValues>({
    defaultValues: { email: '', password: '' },
  });
  const signIn = useMutation({
    mutationFn: ({ email, password }: SignInValues) => signInAdmin(email.trim(), password),
  });
  const { errors } = formState;

  return (
    <main className={styles.signIn}>
      <form
        method="post"
        className={styles.card}
        noValidate
        onSubmit={handleSubmit((values) => signIn.mutate(values))}
      >
        <h1 style={{ margin: 0, fontSize: 22 }}>{t('admin.signIn.title')}</h1>
        <p className={styles.muted} style={{ margin: 0 }}>
          {t('admin.signIn.intro')}
        </p>
        <FormField density="compact" label={t('admin.signIn.email')} error={errors.email?.message}>
          <input
            className={styles.input}
            type="email"
            autoComplete="username"
            {...register('email', { required: t('admin.signIn.emailRequired') })}
          />
        </FormField>
        <FormField
          density="compact"
          label={t('admin.signIn.password')}
          error={errors.password?.message}
        >
          <input
            className={styles.input}
            type="password"
            autoComplete="current-password"
            {...register('password', { required: t('admin.signIn.passwordRequired') })}
          />
        </FormField>
        {signIn.isError && (
          <p role="alert" className={styles.error}>
            {messageOf(signIn.error, t('admin.loadFailed'))}
          </p>
        )}
        <button type="submit" className={styles.primary} disabled={signIn.isPending}>
          {signIn.isPending ? t('admin.signIn.signingIn') : t('admin.signIn.submit')}
        </button>
      </form>
    </main>
  );
}
