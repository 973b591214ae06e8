import { fireEvent, screen } from '@testing-library/react';
import { renderInEnglish as render } from '@/testing/i18n';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { FormField, PasswordField, TextField } from './form-field';

describe('FormField', () => {
  it('names the control by its label and leaves a valid control undescribed', () => {
    render(
      <FormField label="Bank name">
        <input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Bank name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('marks the control invalid and describes it by its error and hint', () => {
    render(
      <FormField label="Email" error="Please enter a valid email" hint="We send the receipt here">
        <input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email');
    expect(input).toHaveAccessibleDescription(
      'Please enter a valid email We send the receipt here',
    );
  });

  it('keeps a fixed id, shows optional and required marks outside the name where asked', () => {
    render(
      <>
        <FormField id="note" label="Order Notes" optional>
          <textarea />
        </FormField>
        <FormField label="Courier" required>
          <select>
            <option value="">Choose the courier</option>
          </select>
        </FormField>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Order Notes (optional)' })).toHaveAttribute(
      'id',
      'note',
    );
    expect(screen.getByRole('combobox', { name: 'Courier' })).toBeInTheDocument();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('hands the ids to a render-prop control wrapped in other markup', () => {
    render(
      <FormField label="Promo code" labelHidden error="Invalid promo code">
        {(control) => (
          <div>
            <input {...control} />
            <button type="button">Apply</button>
          </div>
        )}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Promo code' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Invalid promo code');
  });
});

function RegisteredForm() {
  const { register, handleSubmit, formState } = useForm<{ email: string; password: string }>();
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(() => {})(event)}>
      <TextField
        label="Email"
        required
        error={formState.errors.email?.message}
        {...register('email', { required: 'Email is required' })}
      />
      <PasswordField
        label="Password"
        error={formState.errors.password?.message}
        {...register('password', { required: 'Password is required' })}
      />
      <button type="submit">Sign in</button>
    </form>
  );
}

describe('TextField and PasswordField with react-hook-form', () => {
  it('show the errors of register rules on the labelled inputs', async () => {
    render(<RegisteredForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const email = await screen.findByRole('textbox', { name: 'Email' });
    expect(await screen.findByText('Email is required')).toHaveAttribute('role', 'alert');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email is required');
    expect(email).toBeRequired();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAccessibleDescription('Password is required');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });
});
