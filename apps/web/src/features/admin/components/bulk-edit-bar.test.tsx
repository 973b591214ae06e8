import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/i18n/locales';
import { renderWithProviders } from '@/testing/render';
import { BulkEditBar } from './bulk-edit-bar';
import { callsTo, json, mockFetch, sentBody } from '@/testing/fetch';

function renderBar(onDone = vi.fn(), locale: Locale = 'en') {
  renderWithProviders(<BulkEditBar ids={['p1', 'p2']} onDone={onDone} />, { locale });
  return onDone;
}

const BULK = 'POST /api/admin/products/bulk';
const lastBody = (fetchMock: ReturnType<typeof mockFetch>) =>
  sentBody(callsTo(fetchMock, 'POST', '/api/admin/products/bulk').at(-1)?.[1]);

describe('BulkEditBar', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a stock delta with its reason for every selected product', async () => {
    const fetchMock = mockFetch({ [BULK]: () => json(200, { updated: 2 }) });
    const onDone = renderBar();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Change' }), 'stock');
    await userEvent.type(screen.getByRole('textbox', { name: 'Stock change (+ or -)' }), '12');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Delivery received');
    await userEvent.click(screen.getByRole('button', { name: 'Apply to 2' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(callsTo(fetchMock, 'POST', '/api/admin/products/bulk')).toHaveLength(1);
    expect(lastBody(fetchMock)).toEqual({
      ids: ['p1', 'p2'],
      change: { field: 'stock', change: 12, reason: 'Delivery received' },
    });
  });

  it('speaks Korean on a Korean page', async () => {
    renderBar(vi.fn(), 'ko');
    expect(screen.getByText('2개 선택됨')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '변경할 항목' }), 'stock');
    expect(screen.getByRole('textbox', { name: '재고 증감 (+ 또는 -)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2개에 적용' })).toBeInTheDocument();
  });

  it('sends flags without an amount', async () => {
    const fetchMock = mockFetch({ [BULK]: () => json(200, { updated: 2 }) });
    renderBar();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Change' }), 'featured');
    expect(screen.queryByRole('textbox', { name: 'Amount (₩)' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Apply to 2' }));
    await waitFor(() =>
      expect(lastBody(fetchMock)).toEqual({
        ids: ['p1', 'p2'],
        change: { field: 'is_featured', value: true },
      }),
    );
  });

  it('lists the products that refused the change', async () => {
    mockFetch({
      [BULK]: () =>
        json(409, {
          message: '1 of 2 selected products cannot take this change; nothing was changed.',
          code: 'BULK_REFUSED',
          details: {
            failed: [
              {
                _id: 'p1',
                name: 'Tofu',
                message: 'The sale price must be below the selling price',
              },
            ],
          },
        }),
    });
    const onDone = renderBar();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Change' }), 'sale_price');
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount (₩)' }), '3000');
    await userEvent.click(screen.getByRole('button', { name: 'Apply to 2' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('nothing was changed');
    expect(alert).toHaveTextContent('Tofu: The sale price must be below the selling price');
    expect(onDone).not.toHaveBeenCalled();
  });
});
