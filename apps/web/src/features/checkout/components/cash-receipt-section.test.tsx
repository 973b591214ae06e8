import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/i18n/locales';
import { useT } from '@/i18n/use-i18n';
import { renderWithProviders } from '@/testing/render';
import {
  CashReceiptSection,
  cashReceiptIdentifierRule,
  cashReceiptOf,
  type CashReceiptValues,
} from './cash-receipt-section';

/** The section in a form of its own, reporting what the order would take. */
function ReceiptForm({ onValid }: { onValid: (values: CashReceiptValues) => void }) {
  const t = useT();
  const { register, handleSubmit, control, formState } = useForm<CashReceiptValues>({
    defaultValues: { cash_receipt_purpose: 'none', cash_receipt_identifier: '' },
  });
  const purpose = useWatch({ control, name: 'cash_receipt_purpose' });
  return (
    <form onSubmit={(event) => void handleSubmit(onValid)(event)} noValidate>
      <CashReceiptSection
        purpose={purpose}
        purposeField={register('cash_receipt_purpose')}
        identifierField={register('cash_receipt_identifier', cashReceiptIdentifierRule(t))}
        identifierError={formState.errors.cash_receipt_identifier?.message}
      />
      <button type="submit">submit</button>
    </form>
  );
}

const renderReceipt = (locale: Locale) => {
  const onValid = vi.fn<(values: CashReceiptValues) => void>();
  renderWithProviders(<ReceiptForm onValid={onValid} />, { locale });
  return onValid;
};

async function ask(purpose: RegExp, identifier: string) {
  await userEvent.click(screen.getByRole('radio', { name: purpose }));
  const input = screen.getByRole('textbox');
  await userEvent.clear(input);
  if (identifier) await userEvent.type(input, identifier);
  await userEvent.click(screen.getByRole('button', { name: 'submit' }));
}

describe('CashReceiptSection', () => {
  it('asks for no receipt by default', async () => {
    const onValid = renderReceipt('en');
    expect(screen.getByRole('radio', { name: 'No receipt' })).toBeChecked();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    expect(cashReceiptOf(onValid.mock.calls[0]![0])).toBeUndefined();
  });

  it('rejects a business number with a wrong check digit, in English', async () => {
    const onValid = renderReceipt('en');
    await ask(/Business expense proof/, '123-45-67890');
    expect(
      await screen.findByText('Enter a valid business registration number (000-00-00000)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Business registration number' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(onValid).not.toHaveBeenCalled();
  });

  it('speaks Korean on Korean pages: empty, a bad phone number, a bad business number', async () => {
    const onValid = renderReceipt('ko');
    await ask(/소득공제용/, '');
    expect(await screen.findByText('현금영수증 발급 번호를 입력해 주세요')).toBeInTheDocument();
    await ask(/소득공제용/, '02-123-4567');
    expect(
      await screen.findByText(
        '휴대폰 번호(010-1234-5678) 또는 현금영수증 카드 번호를 입력해 주세요',
      ),
    ).toBeInTheDocument();
    await ask(/지출증빙용/, '123-45-67890');
    expect(
      await screen.findByText('올바른 사업자등록번호(000-00-00000)를 입력해 주세요'),
    ).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('sends a valid request as digits', async () => {
    const onValid = renderReceipt('ko');
    await ask(/지출증빙용/, '220-81-62517');
    await vi.waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(cashReceiptOf(onValid.mock.calls[0]![0])).toEqual({
      purpose: 'expense_proof',
      identifier: '2208162517',
    });
  });
});
