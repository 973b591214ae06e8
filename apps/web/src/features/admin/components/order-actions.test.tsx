import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { Locale } from '@/i18n/locales';
import { testI18n } from '@/testing/i18n';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderActions } from './order-actions';
import { json, mockFetch, sentBody } from '@/testing/fetch';

function renderActions(allowed: string[], locale: Locale = 'en') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nProvider i18n={testI18n(locale)}>
      <QueryClientProvider client={queryClient}>
        <OrderActions orderId="order-1" orderNumber="20261121-0042" allowed={allowed} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('OrderActions', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a button for each action the server allows, and no others', () => {
    renderActions(['confirm_payment', 'reject_proof', 'cancel']);
    expect(screen.getByRole('button', { name: 'Payment received' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject proof' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark shipped' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm order' })).not.toBeInTheDocument();
  });

  it('offers shipping for a confirmed, paid order and says when nothing is left', () => {
    const { unmount } = renderActions(['ship', 'cancel']);
    expect(screen.getByRole('button', { name: 'Mark shipped' })).toBeInTheDocument();
    unmount();
    renderActions([]);
    expect(screen.getByText('No actions left for this order.')).toBeInTheDocument();
  });

  it('speaks Korean on a Korean page, the cancel question and the shipping form included', async () => {
    renderActions(['confirm_payment', 'ship', 'cancel'], 'ko');
    expect(screen.getByRole('button', { name: '입금 확인' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '주문 취소' }));
    const dialog = screen.getByRole('alertdialog', { name: '20261121-0042 주문을 취소할까요?' });
    expect(dialog).toHaveTextContent('재고');
    await userEvent.click(within(dialog).getByRole('button', { name: '주문 유지' }));
    await userEvent.click(screen.getByRole('button', { name: '발송 처리' }));
    const form = screen.getByRole('form', { name: '주문 발송' });
    expect(within(form).getByRole('combobox', { name: '택배사' })).toHaveTextContent('CJ대한통운');
    expect(within(form).getByRole('textbox', { name: '송장번호' })).toBeInTheDocument();
  });

  it('asks before cancelling, saying the stock will be returned, and sends nothing if kept', async () => {
    const fetchMock = mockFetch({});
    renderActions(['confirm', 'cancel']);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel order 20261121-0042?' });
    expect(dialog).toHaveTextContent('stock will be returned');
    await userEvent.click(screen.getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the action and shows the server message of a 409', async () => {
    const fetchMock = mockFetch({
      'POST /api/admin/orders/order-1/actions': () =>
        json(409, {
          message: 'Confirm the transfer payment before shipping this order.',
          code: 'PAYMENT_REQUIRED',
        }),
    });
    renderActions(['ship']);
    await userEvent.click(screen.getByRole('button', { name: 'Mark shipped' }));
    // Shipping asks for the courier and tracking number first.
    expect(fetchMock).not.toHaveBeenCalled();
    const form = screen.getByRole('form', { name: 'Ship the order' });
    await userEvent.selectOptions(within(form).getByLabelText('Courier'), 'hanjin');
    await userEvent.type(within(form).getByLabelText('Tracking number'), '4123 5678 9012');
    await userEvent.click(within(form).getByRole('button', { name: 'Mark shipped' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Confirm the transfer payment before shipping this order.',
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/orders/order-1/actions');
    expect(init?.method).toBe('POST');
    expect(sentBody(init)).toEqual({
      action: 'ship',
      courier: 'hanjin',
      tracking_number: '4123 5678 9012',
    });
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: 'Mark shipped' })).toBeEnabled(),
    );
  });
});
