import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/toast';
import { aCart } from '@/testing/cart';
import { callsTo, json, mockFetch, sentBody } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';
import { deliveryDayLabel } from './delivery-day-picker';
import { CheckoutForm } from './checkout-form';

vi.mock('@/lib/toast', () => ({ notify: vi.fn() }));

let fetchMock: ReturnType<typeof mockFetch>;

const SETTINGS = {
  bank_name: 'KB',
  account_title: 'Jangbogi',
  account_number: '1',
  whatsapp: '1',
  messenger: { kind: 'whatsapp', url: 'https://wa.me/1' },
};
const FIRST_DAYS = [
  { date: '2026-11-25', remaining: 0 },
  { date: '2026-11-26', remaining: 1 },
  { date: '2026-11-27', remaining: 9 },
];
// After someone else took the last slot of the 26th.
const LATER_DAYS = [
  { date: '2026-11-25', remaining: 0 },
  { date: '2026-11-26', remaining: 0 },
  { date: '2026-11-27', remaining: 8 },
];

let days = FIRST_DAYS;
const dayCalls = () => callsTo(fetchMock, 'GET', '/api/delivery/days');
const orderCalls = () => callsTo(fetchMock, 'POST', '/api/orders/guest-checkout');

beforeEach(() => {
  days = FIRST_DAYS;
  fetchMock = mockFetch({
    'GET /api/settings': () => json(200, SETTINGS),
    'GET /api/delivery/days': () => json(200, { days }),
    'GET /api/cart': () => json(200, aCart()),
    'POST /api/orders/guest-checkout': () => {
      days = LATER_DAYS;
      return json(409, {
        code: 'DELIVERY_DAY_FULL',
        message: 'That delivery day is fully booked. The next day with room is 2026-11-27.',
        details: { delivery_date: '2026-11-26', next_free_day: '2026-11-27' },
      });
    },
  });
});

async function fillGuestDetails() {
  const values = {
    'First Name': 'Minji',
    'Last Name': 'Kim',
    'Street Address': '12 Sejong-daero',
    'Town / City': 'Seoul',
    Postcode: '04524',
    Phone: '010-1234-5678',
    Email: 'minji@example.kr',
    'Depositor Name': 'Kim Minji',
  };
  for (const [label, value] of Object.entries(values))
    await userEvent.type(await screen.findByLabelText(label), value);
  await userEvent.click(screen.getByRole('checkbox', { name: /I agree to the collection/ }));
}

describe('deliveryDayLabel', () => {
  it('names the weekday and date in the page language', () => {
    expect(deliveryDayLabel('2026-11-25', 'en')).toBe('Wed, Nov 25');
    expect(deliveryDayLabel('2026-11-25', 'ko')).toBe('11월 25일 (수)');
  });
});

describe('DeliveryDayPicker in the checkout', () => {
  it('offers the days, says the room left only when few slots are, and disables a full day', async () => {
    renderWithProviders(
      <CheckoutForm cart={aCart()} buyer={{ kind: 'guest', guestToken: 'guest-jwt' }} />,
    );

    const full = await screen.findByRole('radio', { name: /Wed, Nov 25/ });
    expect(full).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Wed, Nov 25 Full/ })).toBe(full);
    expect(screen.getByRole('radio', { name: /Thu, Nov 26 1 left/ })).toBeEnabled();
    // Nine slots are plenty: the shop's capacity is not the shopper's business.
    expect(screen.getByRole('radio', { name: 'Fri, Nov 27' })).toBeEnabled();
  });

  it('speaks Korean on Korean pages', async () => {
    renderWithProviders(
      <CheckoutForm cart={aCart()} buyer={{ kind: 'guest', guestToken: 'guest-jwt' }} />,
      {
        locale: 'ko',
      },
    );
    expect(await screen.findByRole('radio', { name: /11월 25일 \(수\) 마감/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /11월 26일 \(목\) 1건 남음/ })).toBeEnabled();
    expect(screen.getByRole('radio', { name: '11월 27일 (금)' })).toBeEnabled();
  });

  it('requires a day before placing the order', async () => {
    renderWithProviders(
      <CheckoutForm cart={aCart()} buyer={{ kind: 'guest', guestToken: 'guest-jwt' }} />,
    );
    await fillGuestDetails();
    await userEvent.click(screen.getByRole('button', { name: /Place Order/ }));

    expect(await screen.findByText('Please choose a delivery day')).toBeInTheDocument();
    expect(vi.mocked(notify)).toHaveBeenCalledWith('error', 'Please choose a delivery day');
    expect(orderCalls()).toHaveLength(0);
  });

  it('on a day that filled up, says so, chooses the next free day and refreshes the days', async () => {
    renderWithProviders(
      <CheckoutForm cart={aCart()} buyer={{ kind: 'guest', guestToken: 'guest-jwt' }} />,
    );
    await fillGuestDetails();
    await userEvent.click(await screen.findByRole('radio', { name: /Thu, Nov 26/ }));
    await userEvent.click(screen.getByRole('button', { name: /Place Order/ }));

    await waitFor(() =>
      expect(vi.mocked(notify)).toHaveBeenCalledWith(
        'error',
        'That delivery day is fully booked. We chose the next day with room, Fri, Nov 27: please check it and place the order again.',
      ),
    );
    expect(sentBody(orderCalls()[0]![1])).toMatchObject({
      delivery_date: '2026-11-26',
    });
    expect(screen.getByRole('radio', { name: /Fri, Nov 27/ })).toBeChecked();
    await waitFor(() => expect(dayCalls()).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('radio', { name: /Thu, Nov 26/ })).toBeDisabled());
  });
});
