import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';
import { testShopSettings } from '@/testing/settings';
import type { OrderConfirmation } from './order-confirmation';
import { OrderReceipt } from './order-success';

const confirmation = (overrides: Partial<OrderConfirmation> = {}): OrderConfirmation => ({
  orderId: 'order-1',
  orderNumber: '20261123-0042',
  subtotal: 24_600,
  discount: 0,
  shipping: 5_000,
  total: 29_600,
  paymentMethod: 'account_transfer',
  paymentStatus: 'unpaid',
  depositorName: '김민지',
  ...overrides,
});

const term = (name: string) => screen.getByText(name, { selector: 'dt' });

describe('OrderReceipt', () => {
  it('tells an unpaid transfer customer where to pay, with copy buttons', async () => {
    mockFetch({ 'GET /api/settings': () => json(200, testShopSettings()) });
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithProviders(<OrderReceipt order={confirmation()} />);

    expect(term('Amount to transfer')).toBeInTheDocument();
    expect(screen.queryByText('Total paid')).toBeNull();
    expect(await screen.findByText('Shinhan Bank')).toBeInTheDocument();
    expect(screen.getByText('Jangbogi Co., Ltd.')).toBeInTheDocument();
    expect(screen.getByTestId('transfer-account-number')).toHaveTextContent('110-482-771903');
    expect(screen.getByTestId('transfer-amount')).toHaveTextContent('₩29,600');
    expect(screen.getByTestId('transfer-depositor')).toHaveTextContent('김민지');

    await userEvent.click(screen.getByRole('button', { name: 'Copy account number' }));
    expect(writeText).toHaveBeenCalledWith('110482771903');
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Copy amount' }));
    expect(writeText).toHaveBeenLastCalledWith('29600');
  });

  it('selects the figure for copying by hand when the Clipboard API is missing', async () => {
    mockFetch({ 'GET /api/settings': () => json(200, testShopSettings()) });
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    renderWithProviders(<OrderReceipt order={confirmation()} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Copy account number' }));
    expect(await screen.findByText('Selected: press Ctrl+C to copy')).toBeInTheDocument();
    expect(window.getSelection()?.toString()).toBe('110-482-771903');
  });

  it('says what is paid and when for cash and for a paid transfer', async () => {
    mockFetch({ 'GET /api/settings': () => json(200, testShopSettings()) });
    const view = renderWithProviders(
      <OrderReceipt order={confirmation({ paymentMethod: 'cash', depositorName: null })} />,
    );
    expect(term('Total to pay on delivery')).toBeInTheDocument();
    expect(screen.queryByTestId('transfer-details')).toBeNull();
    view.unmount();

    renderWithProviders(<OrderReceipt order={confirmation({ paymentStatus: 'paid' })} />);
    expect(term('Total paid')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('transfer-details')).toBeNull());
  });
});
