import {
  cloneElement,
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { useT } from '@/i18n/use-i18n';
import styles from './form-field.module.css';

/** What a control needs to be tied to its label, hint and error. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  label: string;
  /** The message shown under the control; its presence marks the control invalid. */
  error?: string;
  hint?: string;
  /** Shows the required mark beside the label (the control keeps its own `required`). */
  required?: boolean;
  /** Keeps the label for assistive technology only, where the surroundings already name the field. */
  labelHidden?: boolean;
  /** Shows "(optional)" after the label. */
  optional?: boolean;
  /** A fixed id for the control; otherwise one from `useId`. */
  id?: string;
  /** `compact` is the denser back-office look. */
  density?: 'regular' | 'compact';
  className?: string;
  /**
   * The control: either one element (input, select, textarea), which receives the `ControlProps`,
   * or a function that places them itself (for a control wrapped in other markup).
   */
  children: ReactElement<Partial<ControlProps>> | ((control: ControlProps) => ReactNode);
}

/** A label, a control, a hint and an error, tied together so assistive technology reads them as one. */
export function FormField({
  label,
  error,
  hint,
  required,
  optional,
  labelHidden,
  id: fixedId,
  density = 'regular',
  className,
  children,
}: FormFieldProps) {
  const generatedId = useId();
  const id = fixedId ?? generatedId;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy =
    [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const control: ControlProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  const classes = [styles.field, density === 'compact' ? styles.compact : null, className]
    .filter(Boolean)
    .join(' ');
  const t = useT();
  return (
    <div className={classes}>
      {/* The required mark sits beside the label, not inside it, so the field's name stays the label. */}
      <span className={styles.labelRow}>
        <label htmlFor={id} className={labelHidden ? 'visually-hidden' : styles.label}>
          {label}
          {optional && <span className={styles.optional}>{t('form.optional')}</span>}
        </label>
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </span>
      {typeof children === 'function' ? children(control) : cloneElement(children, control)}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

type InputFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'> & {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A `FormField` around a plain input, for react-hook-form's `register` spread straight onto it. */
export function TextField({ label, error, hint, className, ref, ...input }: InputFieldProps) {
  return (
    <FormField
      label={label}
      error={error}
      hint={hint}
      required={input.required}
      className={className}
    >
      <input {...input} ref={ref} className={styles.input} />
    </FormField>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({
  label,
  error,
  hint,
  className,
  ref,
  ...input
}: Omit<InputFieldProps, 'type'>) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <FormField
      label={label}
      error={error}
      hint={hint}
      required={input.required}
      className={className}
    >
      {(control) => (
        <div className={styles.passwordWrap}>
          <input
            {...input}
            {...control}
            ref={ref}
            type={visible ? 'text' : 'password'}
            className={styles.input}
          />
          <button
            type="button"
            className={styles.toggle}
            aria-controls={control.id}
            aria-pressed={visible}
            onClick={() => setVisible((value) => !value)}
          >
            {visible ? t('form.hidePassword') : t('form.showPassword')}
            <span className="visually-hidden">{t('form.passwordWord')}</span>
          </button>
        </div>
      )}
    </FormField>
  );
}

/** The shared input look, for controls placed inside a `FormField` by hand. */
export const fieldInputClass = styles.input;

/** A form-level message (server failure or success), announced when it appears. */
export function FormMessage({
  kind,
  children,
}: {
  kind: 'error' | 'success' | 'info';
  children: string;
}) {
  return (
    <p
      className={`${styles.formMessage} ${styles[kind]}`}
      role={kind === 'error' ? 'alert' : 'status'}
    >
      {children}
    </p>
  );
}
