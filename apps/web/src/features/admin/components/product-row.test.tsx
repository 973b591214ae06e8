import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anAdminProduct } from '@/testing/products';
import { renderWithProviders } from '@/testing/render';
import { ProductRow } from './product-row';
import { json, mockFetch, sentBody } from '@/testing/fetch';

const product = anAdminProduct();

function renderRow() {
  return renderWithProviders(
    <table>
      <tbody>
        <ProductRow product={product} />
      </tbody>
    </table>,
  );
}

const productPath = `/api/admin/products/${product._id}`;

describe('ProductRow', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('saves only the changed price of its row, never the stock it shows', async () => {
    const fetchMock = mockFetch({
      [`PATCH ${productPath}`]: () => json(200, { ...product, sell_price: 5200 }),
    });
    renderRow();
    const row = screen.getByRole('row', { name: product.name });
    const save = within(row).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    const price = within(row).getByLabelText(`Price of ${product.name}`);
    await userEvent.clear(price);
    await userEvent.type(price, '5200');
    await userEvent.click(save);

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api/admin/products/${product._id}`);
    expect(init?.method).toBe('PATCH');
    expect(sentBody(init)).toEqual({ sell_price: 5200 });
  });

  it('changes the stock by a delta with a reason', async () => {
    const fetchMock = mockFetch({
      [`POST ${productPath}/stock`]: () => json(200, { ...product, stock_quantity: 24 }),
    });
    renderRow();
    const row = screen.getByRole('row', { name: product.name });
    expect(within(row).getByTestId('stock-quantity')).toHaveTextContent('12');
    const apply = within(row).getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();

    await userEvent.type(within(row).getByLabelText(`Stock change of ${product.name}`), '+12');
    await userEvent.type(
      within(row).getByLabelText(`Reason for the stock change of ${product.name}`),
      'Delivery received',
    );
    await userEvent.click(apply);

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api/admin/products/${product._id}/stock`);
    expect(init?.method).toBe('POST');
    expect(sentBody(init)).toEqual({ change: 12, reason: 'Delivery received' });
  });

  it('shows why a stock change was refused', async () => {
    mockFetch({
      [`POST ${productPath}/stock`]: () =>
        json(409, {
          message: 'Only 12 in stock: cannot remove 20.',
          code: 'STOCK_BELOW_ZERO',
          details: { stock_quantity: 12 },
        }),
    });
    renderRow();
    const row = screen.getByRole('row', { name: product.name });
    await userEvent.type(within(row).getByLabelText(`Stock change of ${product.name}`), '-20');
    await userEvent.type(
      within(row).getByLabelText(`Reason for the stock change of ${product.name}`),
      'Stocktake',
    );
    await userEvent.click(within(row).getByRole('button', { name: 'Apply' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent(
      'Only 12 in stock: cannot remove 20.',
    );
  });

  it('shows the server validation message under the field', async () => {
    mockFetch({
      [`PATCH ${productPath}`]: () =>
        json(400, {
          message: 'sale_price: The sale price must be below the selling price',
          code: 'VALIDATION_ERROR',
          details: {
            fieldErrors: { sale_price: ['The sale price must be below the selling price'] },
          },
        }),
    });
    renderRow();
    const row = screen.getByRole('row', { name: product.name });
    await userEvent.type(within(row).getByLabelText(`Sale price of ${product.name}`), '6000');
    await userEvent.click(within(row).getByRole('button', { name: 'Save' }));
    expect(
      await within(row).findByText('The sale price must be below the selling price'),
    ).toBeInTheDocument();
    expect(within(row).getByLabelText(`Sale price of ${product.name}`)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('toggles a flag at once', async () => {
    const fetchMock = mockFetch({
      [`PATCH ${productPath}`]: () => json(200, { ...product, is_on_sale: true }),
    });
    renderRow();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Featured' }));
    const [, init] = fetchMock.mock.calls[0]!;
    expect(sentBody(init)).toEqual({ is_featured: false });
  });

  it('shows the server refusing a price in words, tied to the price box', async () => {
    mockFetch({
      [`PATCH ${productPath}`]: () =>
        json(400, {
          message: 'sell_price: sell_price cannot be negative',
          code: 'VALIDATION_ERROR',
          details: { fieldErrors: { sell_price: ['sell_price cannot be negative'] } },
        }),
    });
    renderRow();
    const row = screen.getByRole('row', { name: product.name });
    const price = within(row).getByLabelText(`Price of ${product.name}`);
    await userEvent.clear(price);
    await userEvent.type(price, '-5');
    await userEvent.click(within(row).getByRole('button', { name: 'Save' }));

    expect(await within(row).findByText('Price cannot be negative')).toBeInTheDocument();
    expect(price).toHaveAccessibleDescription('Price cannot be negative');
    expect(row).not.toHaveTextContent('sell_price');
  });

  it('shows a refused stock change in words under the reason box', async () => {
    mockFetch({
      [`POST ${productPath}/stock`]: () =>
        json(400, {
          message: 'reason: reason is required',
          code: 'VALIDATION_ERROR',
          details: { fieldErrors: { reason: ['reason is required'] } },
        }),
    });
    renderRow();
    const row = screen.getByRole('row', { name: product.name });
    await userEvent.type(within(row).getByLabelText(`Stock change of ${product.name}`), '+3');
    await userEvent.click(within(row).getByRole('button', { name: 'Apply' }));

    const reason = within(row).getByLabelText(`Reason for the stock change of ${product.name}`);
    expect(await within(row).findByText('A reason is required')).toBeInTheDocument();
    expect(reason).toHaveAccessibleDescription('A reason is required');
    expect(within(row).queryByText('reason is required')).toBeNull();
  });
});
