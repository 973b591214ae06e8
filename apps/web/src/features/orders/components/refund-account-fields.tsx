import type { RefundBankAccount } from '@jangbogi/contracts/refunds';
import type { MessageId } from '@lingui/core';
import { FormField, fieldInputClass } from '@/components/form-field';
import { useT } from '@/i18n/use-i18n';

export type AccountField = keyof RefundBankAccount;
export type AccountErrors = Partial<Record<AccountField, MessageId>>;

const ACCOUNT_FIELDS: { name: AccountField; label: MessageId; error: MessageId }[] = [
  { name: 'bank_name', label: 'cancelOrder.bankName', error: 'cancelOrder.bankNameError' },
  {
    name: 'account_number',
    label: 'cancelOrder.accountNumber',
    error: 'cancelOrder.accountNumberError',
  },
  {
    name: 'account_holder',
    label: 'cancelOrder.accountHolder',
    error: 'cancelOrder.accountHolderError',
  },
];

export const EMPTY_ACCOUNT: RefundBankAccount = {
  bank_name: '',
  account_number: '',
  account_holder: '',
};

/**
 * Checks an account by the contracts' rule, loaded on first use: it brings zod, which the order
 * pages otherwise do without (the bundle budget). Answers the account, or each field's error.
 */
export async function checkRefundAccount(
  account: RefundBankAccount,
): Promise<{ account: RefundBankAccount } | { errors: AccountErrors }> {
  const { refundBankAccount } = await import('@jangbogi/contracts/refunds');
  const parsed = refundBankAccount.safeParse(account);
  if (parsed.success) return { account: parsed.data };
  const errors: AccountErrors = {};
  for (const issue of parsed.error.issues) {
    const field = ACCOUNT_FIELDS.find(({ name }) => name === issue.path[0]);
    if (field) errors[field.name] = field.error;
  }
  return { errors };
}

/** The bank account a refund by transfer goes to: bank, number and holder. */
export function RefundAccountFields({
  account,
  errors,
  onChange,
}: {
  account: RefundBankAccount;
  errors: AccountErrors;
  onChange: (account: RefundBankAccount) => void;
}) {
  const t = useT();
  return ACCOUNT_FIELDS.map(({ name, label }) => {
    const message = errors[name];
    return (
      <FormField key={name} label={t(label)} error={message ? t(message) : undefined} required>
        <input
          className={fieldInputClass}
          name={name}
          value={account[name]}
          required
          inputMode={name === 'account_number' ? 'numeric' : undefined}
          autoComplete={name === 'account_holder' ? 'name' : 'off'}
          onChange={(event) => onChange({ ...account, [name]: event.target.value })}
        />
      </FormField>
    );
  });
}
