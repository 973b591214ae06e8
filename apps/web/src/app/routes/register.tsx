import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/config/paths';
import { useRegisterUser } from '@/features/account/api/auth';
import { FormMessage, PasswordField, TextField } from '@/components/form-field';
import styles from '@/features/account/components/forms.module.css';
import { errorMessage, fieldErrorsOf } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { AppLink } from '@/components/app-link';
import { requiredText } from '@/lib/form-rules';

export const REGISTER_REDIRECT_MS = 1000;
const SUCCESS = 'Registration Successful! Please login.';
const CONFIRM_NOTE =
  'We also emailed you a link to confirm your address. Orders you placed as a guest with it join your account once you open it.';
const FAILURE = 'Registration failed. Please check your details.';

interface RegisterForm {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phoneNumber: string;
}

export function RegisterRoute() {
  const navigate = useNavigate();
  const { mutate, isPending, error } = useRegisterUser();
  const [succeeded, setSucceeded] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterForm>({
    defaultValues: { firstName: '', lastName: '', email: '', password: '', phoneNumber: '' },
  });

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => void navigate(paths.login.getHref()), REGISTER_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [succeeded, navigate]);

  const onSubmit = (values: RegisterForm) =>
    // The account is made here and entered from the login page; the server merges a guest cart
    // sent along now, and again on that login (D6).
    mutate(
      { ...values, email: values.email.trim() },
      {
        onSuccess: () => {
          setSucceeded(true);
          notify('success', SUCCESS);
        },
        onError: (failed) => {
          for (const [field, message] of Object.entries(fieldErrorsOf(failed))) {
            if (field in values) setError(field as keyof RegisterForm, { message });
          }
          notify('error', errorMessage(failed, FAILURE));
        },
      },
    );

  return (
    <div className={`container page ${styles.authPage}`}>
      <PageMeta title="Register" description="Create your Jangbogi account." />
      <section className={`card ${styles.authCard}`} aria-labelledby="register-title">
        <h1 id="register-title">Create an Account</h1>
        <p className={styles.lead}>
          Save your addresses and follow your orders. We will email you a link to confirm your
          address.
        </p>
        <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
          {error && !isPending && (
            <FormMessage kind="error">{errorMessage(error, FAILURE)}</FormMessage>
          )}
          {succeeded && <FormMessage kind="success">{SUCCESS}</FormMessage>}
          {succeeded && <FormMessage kind="info">{CONFIRM_NOTE}</FormMessage>}
          <div className={styles.row}>
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
            label="Email"
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...register('email', requiredText('Email'))}
          />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            required
            error={errors.password?.message}
            {...register('password', { required: 'Password is required' })}
          />
          <TextField
            label="Phone Number"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="010-1234-5678"
            required
            error={errors.phoneNumber?.message}
            {...register('phoneNumber', requiredText('Phone number'))}
          />
          <button
            type="submit"
            className={`btn btn-primary ${styles.submit}`}
            disabled={isPending || succeeded}
          >
            {isPending ? 'Registering...' : 'Register'}
          </button>
        </form>
        <div className={styles.links}>
          <AppLink to={paths.login.getHref()}>Already have an account? Login</AppLink>
        </div>
      </section>
    </div>
  );
}
