import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { signInAdmin } from '../api/admin-session';
import styles from './admin.module.css';
import { errorMessage } from '@/lib/error-message';

interface SignInValues {
  email: string;
  password: string;
}

export function SignInForm() {
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
        className={styles.card}
        noValidate
        onSubmit={handleSubmit((values) => signIn.mutate(values))}
      >
        <h1 style={{ margin: 0, fontSize: 22 }}>Jangbogi back office</h1>
        <p className={styles.muted} style={{ margin: 0 }}>
          Sign in with your shop team account.
        </p>
        <FormField density="compact" label="Email" error={errors.email?.message}>
          <input
            className={styles.input}
            type="email"
            autoComplete="username"
            {...register('email', { required: 'Email is required' })}
          />
        </FormField>
        <FormField density="compact" label="Password" error={errors.password?.message}>
          <input
            className={styles.input}
            type="password"
            autoComplete="current-password"
            {...register('password', { required: 'Password is required' })}
          />
        </FormField>
        {signIn.isError && (
          <p role="alert" className={styles.error}>
            {errorMessage(signIn.error)}
          </p>
        )}
        <button type="submit" className={styles.primary} disabled={signIn.isPending}>
          {signIn.isPending ? 'Signing in...' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
