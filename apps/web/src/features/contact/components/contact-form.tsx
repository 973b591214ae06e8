import { useForm } from 'react-hook-form';
import { FormField, fieldInputClass } from '@/components/form-field';
import { useT } from '@/i18n/use-i18n';
import { notify } from '@/lib/toast';
import { ApiError } from '@/lib/api-client';
import { useSendContactMessage } from '../api/send-contact-message';
import styles from './contact.module.css';

interface ContactValues {
  email: string;
  message: string;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MESSAGE_MAX = 5000;

const rulesIn = (t: ReturnType<typeof useT>) => ({
  email: {
    validate: (value: string) =>
      value.trim() === ''
        ? t('validation.emailRequired')
        : EMAIL_PATTERN.test(value.trim()) || t('validation.invalidEmail'),
  },
  message: {
    validate: (value: string) =>
      value.trim() === ''
        ? t('validation.messageRequired')
        : value.trim().length <= MESSAGE_MAX || t('validation.messageMax', { max: MESSAGE_MAX }),
  },
});

export function ContactForm() {
  const t = useT();
  const rules = rulesIn(t);
  const send = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactValues>({ defaultValues: { email: '', message: '' } });

  const onSubmit = (values: ContactValues) =>
    send.mutate(
      { email: values.email.trim(), message: values.message.trim() },
      {
        onSuccess: () => {
          notify('success', t('contact.sent'));
          reset();
        },
        onError: (error) => {
          // A rate limit explains itself; anything else gets the spec's text.
          notify(
            'error',
            error instanceof ApiError && error.status === 429 ? error.message : t('contact.failed'),
          );
        },
      },
    );

  return (
    <form
      method="post"
      className={`card ${styles.form}`}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      noValidate
    >
      <h2>{t('contact.formTitle')}</h2>
      <FormField id="contact-email" label={t('field.email')} error={errors.email?.message}>
        <input
          type="email"
          autoComplete="email"
          className={fieldInputClass}
          {...register('email', rules.email)}
        />
      </FormField>
      <FormField id="contact-message" label={t('contact.message')} error={errors.message?.message}>
        <textarea rows={6} className={fieldInputClass} {...register('message', rules.message)} />
      </FormField>
      {send.isSuccess && (
        <p className={styles.ok} role="status">
          {t('contact.sent')}
        </p>
      )}
      {send.isError && (
        <p className={styles.error} role="alert">
          {t('contact.failed')}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={send.isPending}>
        {send.isPending ? t('contact.sending') : t('contact.submit')}
      </button>
    </form>
  );
}
