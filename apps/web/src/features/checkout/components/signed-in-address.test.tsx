import type { Address } from '@jangbogi/contracts/addresses';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aCart } from '@/testing/cart';
import { callsTo, json, mockFetch, sentBody } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';
import { testUser as SHOPPER } from '@/testing/session';
import { CheckoutForm } from './checkout-form';

vi.mock('@/lib/toast', () => ({ notify: vi.fn() }));

const HOME: Address = {
  _id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  full_name: 'Minji Kim',
  address_type: 'shipping',
  street: '12 Sejong-daero',
  city: 'Seoul',
  state: 'Seoul',
  postal_code: '04524',
  country: 'South Korea',
  phone: '010-1234-5678',
  address_detail: '',
  is_default_shipping: true,
  is_default_billing: false,
};
const PLACED = { _id: 'order-1', order_id: 'order-1', order_number: '20261127-0001', order: {} };

let fetchMock: ReturnType<typeof mockFetch>;
beforeEach(() => {
  fetchMock = mockFetch({
    'GET /api/delivery/days': () => json(200, { days: [{ date: '2026-11-30', remaining: 12 }] }),
    'GET /api/cart': () => json(200, aCart()),
    'GET /api/settings': () => json(200, {}),
    'POST /api/orders': () => json(201, PLACED),
  });
});

const orderBodies = () =>
  callsTo(fetchMock, 'POST', '/api/orders').map(([, init]) => sentBody(init));

async function typeJejuAddress() {
  await userEvent.type(screen.getByLabelText('Postcode'), '63309');
  await userEvent.type(screen.getByLabelText('Street Address'), '제주특별자치도 제주시 첨단로 242');
  await userEvent.type(screen.getByLabelText('Town / City'), '제주시');
  await userEvent.click(await screen.findByRole('radio', { name: /Nov 30/ }));
}

describe('the signed-in checkout’s address', () => {
  it('types a new address beside the saved ones and keeps it in the address book', async () => {
    renderWithProviders(
      <CheckoutForm cart={aCart()} buyer={{ kind: 'user', user: SHOPPER, addresses: [HOME] }} />,
    );
    expect(screen.queryByLabelText('Street Address')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Deliver to'), 'Type a new address');
    await typeJejuAddress();
    expect(
      screen.getByRole('checkbox', { name: 'Save this address to my addresses' }),
    ).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: /Place Order/ }));

    await waitFor(() => expect(orderBodies()).toHaveLength(1));
    const [body] = orderBodies();
    expect(body).toMatchObject({
      shipping_address: {
        street: '제주특별자치도 제주시 첨단로 242',
        city: '제주시',
        postal_code: '63309',
      },
      save_address: true,
      recipient: { name: 'Minji Kim', phone: '010-1234-5678' },
    });
    expect(body).not.toHaveProperty('shipping_address_id');
  });

  it('opens on the typed address when the address book is empty, and checks it as a guest’s', async () => {
    renderWithProviders(
      <CheckoutForm cart={aCart()} buyer={{ kind: 'user', user: SHOPPER, addresses: [] }} />,
    );
    await userEvent.type(screen.getByLabelText('Postcode'), '01018');
    await userEvent.type(
      screen.getByLabelText('Street Address'),
      '제주특별자치도 제주시 첨단로 242',
    );
    await userEvent.click(screen.getByRole('button', { name: /Place Order/ }));
    expect(
      await screen.findByText(
        'The postcode 01018 is in Seoul, but the address is in Jeju. Search for the address again or correct the postcode.',
      ),
    ).toBeInTheDocument();
    expect(orderBodies()).toHaveLength(0);
  });

  it('sends the saved address as before when one is chosen', async () => {
    renderWithProviders(
      <CheckoutForm cart={aCart()} buyer={{ kind: 'user', user: SHOPPER, addresses: [HOME] }} />,
    );
    await userEvent.click(await screen.findByRole('radio', { name: /Nov 30/ }));
    await userEvent.click(screen.getByRole('button', { name: /Place Order/ }));
    await waitFor(() => expect(orderBodies()).toHaveLength(1));
    expect(orderBodies()[0]).toMatchObject({ shipping_address_id: HOME._id });
    expect(orderBodies()[0]).not.toHaveProperty('shipping_address');
  });

  it('offers the choice in Korean', () => {
    renderWithProviders(
      <CheckoutForm cart={aCart()} buyer={{ kind: 'user', user: SHOPPER, addresses: [HOME] }} />,
      { locale: 'ko' },
    );
    expect(screen.getByRole('option', { name: '새 배송지 직접 입력' })).toBeInTheDocument();
  });
});
