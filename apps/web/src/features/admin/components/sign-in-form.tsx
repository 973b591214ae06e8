import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { signInAdmin } from '../api/admin-session';
import styles from './admin.module.css';
import { errorMessage } from './format';

interface SignInValues {
  email: string;
  password: string;
}

export function SignInForm() {
  const { register, handleSubmit, formState } = useForm<SignInValues>({ defaultValues: { email: '', password: '' } });
  const signIn = useMutation({ mutationFn: ({ email, password }: SignInValues) => signInAdmin(email.trim(), password) });
  const { errors } = formState;

  return (
    <main className={styles.signIn}>
      <form className={styles.card} noValidate onSubmit={handleSubmit((values) => signIn.mutate(values))}>
        <h1 style={{ margin: 0, fontSize: 22 }}>Jangbogi back office</h1>
        <p className={styles.muted} style={{ margin: 0 }}>
          Sign in with your shop team account.
        </p>
        <label className={styles.field} data-invalid={Boolean(errors.email)}>
          Email
          <input type="email" autoComplete="username" {...register('email', { required: 'Email is required' })} />
          {errors.email && <span className={styles.fieldError}>{errors.email.message}</span>}
        </label>
        <label className={styles.field} data-invalid={Boolean(errors.password)}>
          Password
          <input
            type="password"
            autoComplete="current-password"
            {...register('password', { required: 'Password is required' })}
          />
          {errors.password && <span className={styles.fieldError}>{errors.password.message}</span>}
        </label>
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
