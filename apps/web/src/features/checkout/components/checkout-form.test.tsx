import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aCart } from '@/testing/cart';
import { notify } from '@/lib/toast';
import { callsTo, json, mockFetch, sentBody, sentHeader, type FetchRoute } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';
import { CheckoutForm } from './checkout-form';

vi.mock('@/lib/toast', () => ({ notify: vi.fn() }));

const SETTINGS = {
  bank_name: 'KB Kookmin Bank',
  account_title: 'Jangbogi Co., Ltd.',
  account_number: '123456-01-234567',
  whatsapp: '+82 10-1234-5678',
  messenger: { kind: 'whatsapp', url: 'https://wa.me/821012345678' },
};

const placed = {
  _id: 'order-1',
  order_id: 'order-1',
  order_number: '20261121-0042',
  subtotal: 24_600,
  shipping_price: 5_000,
  total_discount: 0,
  total_price: 29_600,
  payment_method: 'cash',
  payment_status: 'unpaid',
  status: 'pending',
  order: {},
};

const DAYS = {
  days: [
    { date: '2026-11-25', remaining: 0 },
    { date: '2026-11-26', remaining: 12 },
  ],
};

let fetchMock: ReturnType<typeof mockFetch>;

/** The shop's settings, delivery days and priced cart, and `placeOrder` for the order. */
const shop = (placeOrder: FetchRoute) => {
  fetchMock = mockFetch({
    'GET /api/settings': () => json(200, SETTINGS),
    'GET /api/delivery/days': () => json(200, DAYS),
    // The cart priced for the postcode typed (its remote-area surcharge).
    'GET /api/cart': () => json(200, aCart()),
    'POST /api/orders/guest-checkout': placeOrder,
  });
};

beforeEach(() => shop(() => json(500, { message: 'unexpected' })));

const orderCalls = () => callsTo(fetchMock, 'POST', '/api/orders/guest-checkout');
const placeOrderButton = () => screen.getByRole('button', { name: /Plac(e|ing) Order/ });

async function fillShipping(
  overrides: Partial<
    Record<
      | 'First Name'
      | 'Last Name'
      | 'Postcode'
      | 'Street Address'
      | 'Town / City'
      | 'Phone'
      | 'Email',
      string
    >
  > = {},
) {
  const values = {
    'First Name': 'Minji',
    'Last Name': 'Kim',
    Postcode: '04524',
    'Street Address': '12 Sejong-daero',
    'Town / City': 'Seoul',
    Phone: '010-1234-5678',
    Email: 'minji@example.kr',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await userEvent.clear(input);
    // Pasted rather than typed key by key: the whole form takes its time to render each key.
    if (value) await userEvent.paste(value);
  }
  await userEvent.click(await screen.findByRole('radio', { name: /Nov 26/ }));
  await userEvent.click(screen.getByRole('checkbox', { name: /I agree to the collection/ }));
}

describe('CheckoutForm for a guest', () => {
  it('names every missing field and shows the combined toast', async () => {
    renderWithProviders(
      <CheckoutForm cart={aCart()} buyer={{ kind: 'guest', guestToken: 'guest-jwt' }} />,
    );
    await userEvent.click(placeOrderButton());

    for (const message of [
      'First name is required',
      'Last name is required',
      'Enter the 5-digit postcode, e.g. 04524',
      'Address is required',
      'City is required',
      'Phone number is required',
      'Email is required',
      'Please enter depositor name',
      'Please choose a delivery day',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(vi.mocked(notify)).toHaveBeenCalledWith('error', 'Please fill in all required fields');
    expect(orderCalls()).toHaveLength(0);
  });

  it('asks for the family name first on a Korean page, as Korean names are written', () => {
    renderWithProviders(
      <CheckoutForm cart={aCart()} buyer={{ kind: 'guest', guestToken: 'guest-jwt' }} />,
      {
        locale: 'ko',
      },
    );
    const [first, second] = screen.getAllByRole('textbox');
    expect(first).toBe(screen.getByLabelText('성'));
    expect(second).toBe(screen.getByLabelText('이름'));
  });

  it('rejects a malformed email and a phone number shorter than 10 characters', async () => {
    renderWithProviders(
      <CheckoutForm cart={aCart()} buyer={{ kind: 'guest', guestToken: 'guest-jwt' }} />,
    );
    await fillShipping({ Email: 'minji@example', Phone: '010-1234' });
    await userEvent.click(placeOrderButton());

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks only for the depositor name when the rest is filled in for an account transfer', async () => {
    renderWithProviders(
      <CheckoutForm cart={aCart()} buyer={{ kind: 'guest', guestToken: 'guest-jwt' }} />,
    );
    expect(await screen.findByText('123456-01-234567')).toBeInTheDocument();
    await fillShipping();
    await userEvent.click(placeOrderButton());

    expect(await screen.findByText('Please enter depositor name')).toBeInTheDocument();
    expect(vi.mocked(notify)).toHaveBeenCalledWith('error', 'Please enter depositor name');
    expect(orderCalls()).toHaveLength(0);
  });

  it("says 'Authentication token not found' without a session token", async () => {
    renderWithProviders(
      <CheckoutForm cart={aCart()} buyer={{ kind: 'guest', guestToken: null }} />,
    );
    await fillShipping();
    await userEvent.selectOptions(screen.getByLabelText('Payment Method'), 'cash');
    await userEvent.click(placeOrderButton());

    await waitFor(() =>
      expect(vi.mocked(notify)).toHaveBeenCalledWith('error', 'Authentication token not found'),
    );
    expect(orderCalls()).toHaveLength(0);
  });

  it('retries a failed submission with the same Idempotency-Key and shows the server message', async () => {
    const cart = aCart([2]);
    let attempts = 0;
    shop(() => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch');
      if (attempts === 2)
        return json(409, { message: 'Only 1 left of Test product', code: 'OUT_OF_STOCK' });
      return json(201, placed);
    });
    const { router } = renderWithProviders(
      <CheckoutForm cart={cart} buyer={{ kind: 'guest', guestToken: 'guest-jwt' }} />,
    );
    await fillShipping();
    await userEvent.selectOptions(screen.getByLabelText('Payment Method'), 'cash');
    expect(screen.queryByLabelText('Depositor Name')).not.toBeInTheDocument();

    await userEvent.click(placeOrderButton());
    await waitFor(() =>
      expect(vi.mocked(notify)).toHaveBeenCalledWith('error', 'Failed to place order'),
    );
    await userEvent.click(placeOrderButton());
    await waitFor(() =>
      expect(vi.mocked(notify)).toHaveBeenCalledWith('error', 'Only 1 left of Test product'),
    );
    await userEvent.click(placeOrderButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-success'));

    const calls = orderCalls();
    expect(calls).toHaveLength(3);
    const keys = calls.map(([, init]) => sentHeader(init, 'Idempotency-Key'));
    expect(keys[0]).toMatch(/^[\da-f-]{32,36}$/);
    expect(new Set(keys).size).toBe(1);
    const body = sentBody(calls[0]![1]);
    expect(body).toMatchObject({
      guest_token: 'guest-jwt',
      first_name: 'Minji',
      last_name: 'Kim',
      email: 'minji@example.kr',
      phone: '010-1234-5678',
      payment_method: 'cash',
      delivery_date: '2026-11-26',
      address: {
        street: '12 Sejong-daero',
        city: 'Seoul',
        country: 'South Korea',
        postal_code: '04524',
      },
    });
    expect(router.state.location.search).toBe('?order=order-1');
    expect(router.state.location.state).toMatchObject({
      orderId: 'order-1',
      orderNumber: '20261121-0042',
      total: 29_600,
    });
  });

  it('cannot be submitted twice while the order is being placed', async () => {
    let release: (response: Response) => void = () => {};
    shop(
      () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    );
    renderWithProviders(
      <CheckoutForm cart={aCart()} buyer={{ kind: 'guest', guestToken: 'guest-jwt' }} />,
    );
    await fillShipping();
    await userEvent.type(screen.getByLabelText('Depositor Name'), 'Kim Minji');
    await userEvent.click(placeOrderButton());

    await waitFor(() => expect(placeOrderButton()).toBeDisabled());
    await userEvent.click(placeOrderButton());
    expect(orderCalls()).toHaveLength(1);
    expect(sentBody(orderCalls()[0]![1])).toMatchObject({
      payment_method: 'account_transfer',
      depositor_name: 'Kim Minji',
    });
    release(json(201, placed));
  });

  it('refuses a Seoul postcode for a Jeju road address, and sends full-width digits as digits', async () => {
    shop(() => json(201, placed));
    renderWithProviders(
      <CheckoutForm cart={aCart()} buyer={{ kind: 'guest', guestToken: 'guest-jwt' }} />,
    );
    await fillShipping({
      Postcode: '01018',
      'Street Address': '제주특별자치도 제주시 첨단로 242',
      'Town / City': '제주시',
    });
    await userEvent.selectOptions(screen.getByLabelText('Payment Method'), 'cash');
    await userEvent.click(placeOrderButton());
    expect(
      await screen.findByText(
        'The postcode 01018 is in Seoul, but the address is in Jeju. Search for the address again or correct the postcode.',
      ),
    ).toBeInTheDocument();
    expect(orderCalls()).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Postcode'));
    await userEvent.type(screen.getByLabelText('Postcode'), '６３３０９');
    await userEvent.click(placeOrderButton());
    await waitFor(() => expect(orderCalls()).toHaveLength(1));
    expect(sentBody(orderCalls()[0]![1])).toMatchObject({ address: { postal_code: '63309' } });
  });

  it('says so in Korean on a Korean page', async () => {
    renderWithProviders(
      <CheckoutForm cart={aCart()} buyer={{ kind: 'guest', guestToken: 'guest-jwt' }} />,
      {
        locale: 'ko',
      },
    );
    await userEvent.type(screen.getByLabelText('우편번호'), '01018');
    await userEvent.type(screen.getByLabelText('도로명 주소'), '제주 제주시 첨단로 242');
    await userEvent.click(screen.getByRole('button', { name: /주문하기/ }));
    expect(
      await screen.findByText(
        '우편번호 01018: 서울 지역 우편번호인데 주소는 제주입니다. 우편번호 찾기로 주소를 다시 검색하거나 우편번호를 고쳐 주세요.',
      ),
    ).toBeInTheDocument();
  });

  it.each(['12', '1234567890', '70000'])('refuses the postcode %j', async (postcode) => {
    renderWithProviders(
      <CheckoutForm cart={aCart()} buyer={{ kind: 'guest', guestToken: 'guest-jwt' }} />,
    );
    await fillShipping({ Postcode: postcode });
    await userEvent.click(placeOrderButton());
    expect(screen.getByLabelText('Postcode')).toHaveAttribute('aria-invalid', 'true');
    expect(orderCalls()).toHaveLength(0);
  });

  it.each(['1234567890', '+1 202-555-0100', 'abcdefghij', '0000000000', "+1+1+cmd|' /C calc'!A0"])(
    'refuses the phone %j with the Korean phone rule',
    async (phone) => {
      renderWithProviders(
        <CheckoutForm cart={aCart()} buyer={{ kind: 'guest', guestToken: 'guest-jwt' }} />,
      );
      await fillShipping({ Phone: phone });
      await userEvent.click(placeOrderButton());
      expect(
        await screen.findByText(
          'Please enter a valid Korean phone number, for example 010-1234-5678 or 02-123-4567.',
        ),
      ).toBeInTheDocument();
      expect(orderCalls()).toHaveLength(0);
    },
  );

  it('refuses a guest order until the consent box is ticked, and shows what it covers', async () => {
    renderWithProviders(
      <CheckoutForm cart={aCart()} buyer={{ kind: 'guest', guestToken: 'guest-jwt' }} />,
    );
    const consent = screen.getByRole('checkbox', { name: /I agree to the collection/ });
    expect(consent).not.toBeChecked();
    expect(screen.getByText(/The orderer's name, phone and email/)).toBeInTheDocument();
    expect(screen.getByText(/5 years from the order/)).toBeInTheDocument();
    await fillShipping();
    await userEvent.click(consent);
    await userEvent.selectOptions(screen.getByLabelText('Payment Method'), 'cash');
    await userEvent.click(placeOrderButton());
    expect(
      await screen.findByText(
        'Please agree to the collection and use of your personal data to order as a guest',
      ),
    ).toBeInTheDocument();
    expect(orderCalls()).toHaveLength(0);
  });

  it('sends another recipient, 상세주소 and an entrance code, asking for the code first', async () => {
    shop(() => json(503, { message: 'Please try again' }));
    renderWithProviders(
      <CheckoutForm cart={aCart()} buyer={{ kind: 'guest', guestToken: 'guest-jwt' }} />,
    );
    await fillShipping();
    await userEvent.selectOptions(screen.getByLabelText('Payment Method'), 'cash');
    await userEvent.type(screen.getByLabelText(/Flat, floor, building/), '101-1203');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Same as orderer' }));
    await userEvent.type(screen.getByLabelText('Recipient name'), 'Seojun Park');
    await userEvent.type(screen.getByLabelText('Recipient phone'), '01055556666');
    await userEvent.click(screen.getByRole('radio', { name: 'Security office' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Entrance code' }));
    await userEvent.click(placeOrderButton());
    expect(await screen.findByText('Please enter the entrance code')).toBeInTheDocument();
    expect(orderCalls()).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Code'), '#1234*');
    await userEvent.click(placeOrderButton());
    await waitFor(() => expect(orderCalls()).toHaveLength(1));
    expect(sentBody(orderCalls()[0]?.[1])).toMatchObject({
      privacy_consent: true,
      address: { address_detail: '101-1203' },
      recipient: { name: 'Seojun Park', phone: '010-5555-6666' },
      delivery_request: { place: 'security_office', entrance: { kind: 'code', code: '#1234*' } },
    });
  });
});
