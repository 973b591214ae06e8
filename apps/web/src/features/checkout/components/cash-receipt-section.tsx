import { cashReceiptDigits, isCashReceiptIdentifier } from '@jangbogi/contracts/cash-receipt-rules';
import type { CashReceiptPurpose, CashReceiptRequest } from '@jangbogi/contracts/cash-receipts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, fieldInputClass } from '@/components/form-field';
import { useT } from '@/i18n/use-i18n';
import styles from './checkout.module.css';

export type CashReceiptChoice = 'none' | CashReceiptPurpose;

export interface CashReceiptValues {
  cash_receipt_purpose: CashReceiptChoice;
  cash_receipt_identifier: string;
}

type Translate = ReturnType<typeof useT>;

/**
 * The react-hook-form rule of the receipt's number: the contracts' rules, the ones the order
 * schema applies on the server, so the form refuses exactly what the server would, in the page's
 * language. They are zod-free, which keeps zod out of the checkout's code.
 */
export const cashReceiptIdentifierRule = (t: Translate) => ({
  validate: (identifier: string, values: CashReceiptValues) => {
    const purpose = values.cash_receipt_purpose;
    if (purpose === 'none') return true;
    if (identifier.trim() === '') return t('cashReceipt.identifierRequired');
    return (
      isCashReceiptIdentifier(purpose, cashReceiptDigits(identifier)) ||
      (purpose === 'income_deduction'
        ? t('cashReceipt.incomeInvalid')
        : t('cashReceipt.businessInvalid'))
    );
  },
});

/** The receipt request as the order takes it (digits, as the schema stores them), or none. */
export function cashReceiptOf(values: CashReceiptValues): CashReceiptRequest | undefined {
  if (values.cash_receipt_purpose === 'none') return undefined;
  return {
    purpose: values.cash_receipt_purpose,
    identifier: cashReceiptDigits(values.cash_receipt_identifier),
  };
}

interface CashReceiptSectionProps {
  purpose: CashReceiptChoice;
  purposeField: UseFormRegisterReturn;
  identifierField: UseFormRegisterReturn;
  identifierError?: string | undefined;
}

/** 현금영수증: none by default, for income deduction or as proof of a business expense. */
export function CashReceiptSection({
  purpose,
  purposeField,
  identifierField,
  identifierError,
}: CashReceiptSectionProps) {
  const t = useT();
  const choices: { value: CashReceiptChoice; label: string }[] = [
    { value: 'none', label: t('cashReceipt.none') },
    { value: 'income_deduction', label: t('cashReceipt.incomeDeduction') },
    { value: 'expense_proof', label: t('cashReceipt.expenseProof') },
  ];
  return (
    <fieldset className={styles.receipt}>
      <legend>{t('cashReceipt.title')}</legend>
      <div className={styles.receiptChoices}>
        {choices.map((choice) => (
          <label key={choice.value} className={styles.checkbox}>
            <input type="radio" value={choice.value} {...purposeField} /> {choice.label}
          </label>
        ))}
      </div>
      {purpose !== 'none' && (
        <FormField
          id="cash_receipt_identifier"
          label={
            purpose === 'income_deduction'
              ? t('cashReceipt.phoneOrCard')
              : t('cashReceipt.businessNumber')
          }
          hint={t('cashReceipt.hint')}
          error={identifierError}
        >
          <input
            className={fieldInputClass}
            inputMode="numeric"
            autoComplete="off"
            {...identifierField}
          />
        </FormField>
      )}
    </fieldset>
  );
}
