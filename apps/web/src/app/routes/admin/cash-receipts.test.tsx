import type { AdminCashReceipt } from '@jangbogi/contracts/cash-receipts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockFetch } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';
import CashReceiptsRoute from './cash-receipts';

vi.mock('@/lib/toast', () => ({ notify: vi.fn(), TOAST_MS: 3000 }));

const receipt = (overrides: Partial<AdminCashReceipt>): AdminCashReceipt => ({
  _id: 'receipt-1',
  order_id: 'order-1',
  order_number: '20261120-0007',
  kind: 'issue',
  purpose: 'income_deduction',
  identifier: '01012345678',
  requested: true,
  amount: 150_000,
  taxable: 136_364,
  vat: 13_636,
  exempt: 0,
  due_date: '2026-11-25',
  status: 'due',
  overdue: false,
  approval_number: null,
  original_approval_number: null,
  issued_at: null,
  created_at: '2026-11-20T03:00:00.000Z',
  ...overrides,
});

const overdue = receipt({
  _id: 'receipt-2',
  order_id: 'order-2',
  order_number: '20261110-0003',
  purpose: 'expense_proof',
  identifier: '1208147521',
  due_date: '2026-11-15',
  overdue: true,
});

const rowOf = (orderNumber: string) => {
  const row = screen.getByRole('link', { name: orderNumber }).closest('tr');
  if (!row) throw new Error(`no row for ${orderNumber}`);
  return row;
};

describe('Cash receipts page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists due receipts with their numbers formatted, the overdue one flagged', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/cash-receipts': () => json(200, { receipts: [overdue, receipt({})] }),
    });
    renderWithProviders(<CashReceiptsRoute />, { path: '/admin/cash-receipts' });

    await screen.findByRole('link', { name: '20261110-0003' });
    const late = rowOf('20261110-0003');
    expect(late).toHaveTextContent('Overdue');
    expect(late).toHaveTextContent('120-81-47521');
    expect(late).toHaveTextContent('Expense proof');
    const onTime = rowOf('20261120-0007');
    expect(onTime).toHaveTextContent('010-1234-5678');
    expect(onTime).toHaveTextContent('₩150,000');
    expect(onTime).not.toHaveTextContent('Overdue');
    expect(screen.getByRole('link', { name: '20261120-0007' })).toHaveAttribute(
      'href',
      '/admin/orders/order-1',
    );
    expect(callsTo(fetchMock, 'GET', '/api/admin/cash-receipts')[0]?.[0]).toContain('status=due');

    await userEvent.click(screen.getByRole('button', { name: 'Overdue' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', '/api/admin/cash-receipts').at(-1)?.[0]).toContain(
        'status=overdue',
      ),
    );
  });

  it('records an approval number, and the refreshed list shows the receipt issued', async () => {
    let issued = false;
    const fetchMock = mockFetch({
      'GET /api/admin/cash-receipts': () =>
        json(200, {
          receipts: [
            issued ? receipt({ status: 'issued', approval_number: 'TX-123456789' }) : receipt({}),
          ],
        }),
      'POST /api/admin/cash-receipts/receipt-1/issued': () => {
        issued = true;
        return json(200, receipt({ status: 'issued', approval_number: 'TX-123456789' }));
      },
    });
    renderWithProviders(<CashReceiptsRoute />, { path: '/admin/cash-receipts' });

    const field = await screen.findByRole('textbox', {
      name: 'Approval number for order 20261120-0007',
    });
    await userEvent.type(field, ' TX-123456789 ');
    await userEvent.click(within(rowOf('20261120-0007')).getByRole('button', { name: 'Record' }));

    const [, init] =
      callsTo(fetchMock, 'POST', '/api/admin/cash-receipts/receipt-1/issued')[0] ?? [];
    expect(JSON.parse(init?.body as string)).toEqual({ approval_number: 'TX-123456789' });
    await waitFor(() => expect(rowOf('20261120-0007')).toHaveTextContent('Issued'));
    expect(rowOf('20261120-0007')).toHaveTextContent('TX-123456789');
  });

  it("shows the server's 409 when the receipt was issued or voided meanwhile", async () => {
    mockFetch({
      'GET /api/admin/cash-receipts': () => json(200, { receipts: [receipt({})] }),
      'POST /api/admin/cash-receipts/receipt-1/issued': () =>
        json(409, { code: 'CONFLICT', message: 'This cash receipt is already issued.' }),
    });
    renderWithProviders(<CashReceiptsRoute />, { path: '/admin/cash-receipts' });

    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Approval number for order 20261120-0007' }),
      'TX-1',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Record' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This cash receipt is already issued.',
    );
  });

  it('reads in Korean on a Korean page', async () => {
    mockFetch({
      'GET /api/admin/cash-receipts': () => json(200, { receipts: [overdue] }),
    });
    renderWithProviders(<CashReceiptsRoute />, { path: '/admin/cash-receipts', locale: 'ko' });
    expect(await screen.findByRole('link', { name: '20261110-0003' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '현금영수증' })).toBeInTheDocument();
    expect(rowOf('20261110-0003')).toHaveTextContent('기한 지남');
    expect(rowOf('20261110-0003')).toHaveTextContent('150,000원');
  });
});
