import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { AddressModal } from './address-modal';

const JEJU = {
  'Full Name': '김민지',
  Street: '제주특별자치도 제주시 첨단로 242',
  City: '제주시',
  State: '제주특별자치도',
  Phone: '010 1234 5678',
};

async function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label, { exact: false });
    await userEvent.clear(input);
    await userEvent.type(input, value);
  }
}

function renderModal(onSave = vi.fn(), locale: 'en' | 'ko' = 'en') {
  renderWithProviders(
    <AddressModal
      address={null}
      saving={false}
      problem={null}
      serverError={null}
      onSave={onSave}
      onClose={() => {}}
    />,
    { locale },
  );
  return onSave;
}

describe('AddressModal', () => {
  it('refuses a Seoul postcode for a Jeju address, then saves the full-width postcode', async () => {
    const onSave = renderModal();
    await fill({ ...JEJU, 'Postal Code': '01018' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Address' }));
    expect(
      await screen.findByText(
        'The postcode 01018 is in Seoul, but the address is in Jeju. Search for the address again or correct the postcode.',
      ),
    ).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    await fill({ 'Postal Code': '６３３０９' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Address' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
  });

  it.each([
    ['Postal Code', '1234', 'Postal code must be 5 digits'],
    ['Postal Code', '70000', 'This is not a Korean postcode. Find it with the postcode search.'],
    [
      'Phone',
      '+1 202-555-0100',
      'Please enter a valid Korean phone number, for example 010-1234-5678 or 02-123-4567.',
    ],
    [
      'Phone',
      '0000000000',
      'Please enter a valid Korean phone number, for example 010-1234-5678 or 02-123-4567.',
    ],
  ])('refuses %s %j', async (label, value, message) => {
    const onSave = renderModal();
    await fill({ ...JEJU, 'Postal Code': '63309', [label]: value });
    await userEvent.click(screen.getByRole('button', { name: 'Add Address' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });
});
