import { useForm } from 'react-hook-form';
import { FormField, fieldInputClass } from '@/components/form-field';
import { notify } from '@/lib/toast';
import { ApiError } from '@/lib/api-client';
import { useSendContactMessage } from '../api/send-contact-message';
import styles from './contact.module.css';

interface ContactValues {
  email: string;
  message: string;
}

export const CONTACT_MESSAGES = {
  sent: 'Message sent successfully!',
  failed: 'Failed to send message. Please try again.',
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MESSAGE_MAX = 5000;

const rules = {
  email: {
    validate: (value: string) =>
      value.trim() === ''
        ? 'Email is required'
        : EMAIL_PATTERN.test(value.trim()) || 'Please enter a valid email address',
  },
  message: {
    validate: (value: string) =>
      value.trim() === ''
        ? 'Message is required'
        : value.trim().length <= MESSAGE_MAX ||
          `Message must be ${MESSAGE_MAX} characters or fewer`,
  },
};

export function ContactForm() {
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
          notify('success', CONTACT_MESSAGES.sent);
          reset();
        },
        onError: (error) => {
          // A rate limit explains itself; anything else gets the spec's text.
          notify(
            'error',
            error instanceof ApiError && error.status === 429
              ? error.message
              : CONTACT_MESSAGES.failed,
          );
        },
      },
    );

  return (
    <form
      className={`card ${styles.form}`}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      noValidate
    >
      <h2>Send us a message</h2>
      <FormField id="contact-email" label="Email" error={errors.email?.message}>
        <input
          type="email"
          autoComplete="email"
          className={fieldInputClass}
          {...register('email', rules.email)}
        />
      </FormField>
      <FormField id="contact-message" label="Message" error={errors.message?.message}>
        <textarea rows={6} className={fieldInputClass} {...register('message', rules.message)} />
      </FormField>
      {send.isSuccess && (
        <p className={styles.ok} role="status">
          {CONTACT_MESSAGES.sent}
        </p>
      )}
      {send.isError && (
        <p className={styles.error} role="alert">
          {CONTACT_MESSAGES.failed}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={send.isPending}>
        {send.isPending ? 'Sending…' : 'Send Message'}
      </button>
    </form>
  );
}
