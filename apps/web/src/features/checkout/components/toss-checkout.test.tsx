import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/toast';
import { aCart } from '@/testing/cart';
import { callsTo, json, mockFetch, sentBody, sentHeader } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';
import { testShopSettings } from '@/testing/settings';
import { CheckoutForm } from './checkout-form';

vi.mock('@/lib/toast', () => ({ notify: vi.fn() }));

// Toss's SDK, which in the browser loads Toss's script: the widgets it hands out are recorded.
const toss = vi.hoisted(() => {
  const widgets = {
    setAmount: vi.fn(() => Promise.resolve()),
    renderPaymentMethods: vi.fn(() =>
      Promise.resolve({
        on: vi.fn(),
        getSelectedPaymentMethod: vi.fn(),
        destroy: vi.fn(() => Promise.resolve()),
      }),
    ),
    renderAgreement: vi.fn(() =>
      Promise.resolve({ on: vi.fn(), destroy: vi.fn(() => Promise.resolve()) }),
    ),
    requestPayment: vi.fn((): Promise<void> => Promise.resolve()),
  };
  const instance = { widgets: vi.fn(() => widgets) };
  return { widgets, instance, load: vi.fn(() => Promise.resolve(instance)) };
});
vi.mock('@tosspayments/tosspayments-sdk', () => ({
  ANONYMOUS: '@@ANONYMOUS',
  loadTossPayments: toss.load,
}));

const CLIENT_KEY = 'test_gck_checkoutUnitTest0000000';
let fetchMock: ReturnType<typeof mockFetch>;

const TOSS_ORDER_ID = 'jbg_20261121-0042_x7Kq';
const placedTossOrder = {
  _id: 'order-1',
  order_id: 'order-1',
  order_number: '20261121-0042',
  subtotal: 24_600,
  shipping_price: 5_000,
  remote_area_surcharge: 0,
  total_discount: 0,
  total_price: 29_600,
  payment_method: 'toss',
  payment_status: 'unpaid',
  status: 'pending',
  order: {
    order_number: '20261121-0042',
    products: [{ name: 'Napa cabbage', name_kr: '배추', quantity: 2 }],
    customer: { name: '김민지', email: 'minji@example.kr', phone: '010-1234-5678' },
    payment: {
      provider: 'toss',
      order_id: TOSS_ORDER_ID,
      amount: 29_600,
      tax_free_amount: 26_600,
      status: 'waiting',
    },
  },
};

function answerShop(tossClientKey: string | null) {
  fetchMock = mockFetch({
    'GET /api/settings': () => json(200, { ...testShopSettings(), toss_client_key: tossClientKey }),
    'GET /api/delivery/days': () => json(200, { days: [{ date: '2026-11-26', remaining: 12 }] }),
    'GET /api/cart': () => json(200, aCart()),
    'POST /api/orders/guest-checkout': () => json(201, placedTossOrder),
    'POST /api/payments/toss/abort': () => json(200, { status: 'aborted' }),
  });
}

const renderGuestCheckout = () =>
  renderWithProviders(
    <CheckoutForm cart={aCart()} buyer={{ kind: 'guest', guestToken: 'guest-jwt' }} />,
  );

const methodOptions = () =>
  within(screen.getByLabelText('Payment Method'))
    .getAllByRole('option')
    .map((option) => option.textContent);

async function fillGuest() {
  const values = {
    'First Name': 'Minji',
    'Last Name': 'Kim',
    Postcode: '04524',
    'Street Address': '12 Sejong-daero',
    'Town / City': 'Seoul',
    Phone: '010-1234-5678',
    Email: 'minji@example.kr',
  };
  for (const [label, value] of Object.entries(values)) {
    await userEvent.click(screen.getByLabelText(label));
    await userEvent.paste(value);
  }
  await userEvent.click(await screen.findByRole('radio', { name: /Nov 26/ }));
  await userEvent.click(screen.getByRole('checkbox', { name: /I agree to the collection/ }));
}

const calls = (path: string) => callsTo(fetchMock, 'POST', `/api${path}`);

describe('the checkout without Toss keys', () => {
  it('offers transfer and cash only, and never loads the Toss SDK', async () => {
    answerShop(null);
    renderGuestCheckout();
    // The settings have arrived once the shop's account shows.
    expect(await screen.findByText('110-482-771903')).toBeInTheDocument();
    expect(methodOptions()).toEqual(['Account Transfer', 'Cash']);
    expect(screen.getByLabelText('Payment Method')).toHaveValue('account_transfer');
    expect(screen.queryByTestId('toss-widget')).not.toBeInTheDocument();
    expect(toss.load).not.toHaveBeenCalled();
  });
});

describe('the checkout with Toss keys', () => {
  it('offers card and easy pay beside them, and draws the widget only once it is chosen', async () => {
    answerShop(CLIENT_KEY);
    renderGuestCheckout();
    await waitFor(() =>
      expect(methodOptions()).toEqual(['Account Transfer', 'Cash', 'Card and easy pay']),
    );
    // The choice a shopper had before stays the one the form starts with.
    expect(screen.getByLabelText('Payment Method')).toHaveValue('account_transfer');
    expect(toss.load).not.toHaveBeenCalled();

    await userEvent.selectOptions(screen.getByLabelText('Payment Method'), 'toss');
    await waitFor(() => expect(toss.widgets.renderAgreement).toHaveBeenCalled());
    expect(toss.load).toHaveBeenCalledWith(CLIENT_KEY);
    expect(toss.instance.widgets).toHaveBeenCalledWith({ customerKey: '@@ANONYMOUS' });
    expect(toss.widgets.setAmount).toHaveBeenCalledWith({
      currency: 'KRW',
      value: aCart().total,
    });
    expect(toss.widgets.renderPaymentMethods).toHaveBeenCalledWith({
      selector: '#toss-payment-methods',
      variantKey: 'DEFAULT',
    });
    expect(document.querySelector('#toss-payment-methods')).toBeInTheDocument();
    // Toss issues its own receipts: no cash receipt question.
    expect(screen.queryByRole('radio', { name: /income deduction/i })).not.toBeInTheDocument();
  });

  it("pays the server's amount for the server's order id, returning to our pages, and keeps the cart", async () => {
    answerShop(CLIENT_KEY);
    const { router } = renderGuestCheckout();
    await fillGuest();
    await userEvent.selectOptions(await screen.findByLabelText('Payment Method'), 'toss');
    await waitFor(() => expect(toss.widgets.renderAgreement).toHaveBeenCalled());
    toss.widgets.setAmount.mockClear();

    await userEvent.click(screen.getByRole('button', { name: /Place Order/ }));

    await waitFor(() => expect(toss.widgets.requestPayment).toHaveBeenCalledTimes(1));
    const body = sentBody(calls('/orders/guest-checkout')[0]?.[1]);
    expect(body).toMatchObject({ payment_method: 'toss' });
    expect(body).not.toHaveProperty('cash_receipt');
    expect(toss.widgets.setAmount).toHaveBeenLastCalledWith({ currency: 'KRW', value: 29_600 });
    expect(toss.widgets.requestPayment).toHaveBeenCalledWith({
      orderId: TOSS_ORDER_ID,
      orderName: 'Napa cabbage',
      taxFreeAmount: 26_600,
      successUrl: `${window.location.origin}/checkout/toss/success`,
      failUrl: `${window.location.origin}/checkout/toss/fail`,
      customerEmail: 'minji@example.kr',
      customerName: '김민지',
      customerMobilePhone: '01012345678',
    });
    // Still at the checkout: Toss's window takes over, and the confirmation waits for the payment.
    expect(router.state.location.pathname).toBe('/');
    expect(vi.mocked(notify)).not.toHaveBeenCalledWith('success', expect.anything());
  });

  it('lets the order go when the shopper closes the window, and places a new one next time', async () => {
    answerShop(CLIENT_KEY);
    toss.widgets.requestPayment.mockRejectedValueOnce(
      Object.assign(new Error('closed'), { code: 'USER_CANCEL' }),
    );
    renderGuestCheckout();
    await fillGuest();
    await userEvent.selectOptions(await screen.findByLabelText('Payment Method'), 'toss');
    await waitFor(() => expect(toss.widgets.renderAgreement).toHaveBeenCalled());

    await userEvent.click(screen.getByRole('button', { name: /Place Order/ }));
    await waitFor(() => expect(calls('/payments/toss/abort')).toHaveLength(1));
    expect(sentBody(calls('/payments/toss/abort')[0]?.[1])).toMatchObject({
      orderId: TOSS_ORDER_ID,
      code: 'USER_CANCEL',
    });
    expect(vi.mocked(notify)).toHaveBeenCalledWith(
      'info',
      'You cancelled the payment, so nothing was charged. Your cart is just as you left it.',
    );

    await userEvent.click(screen.getByRole('button', { name: /Place Order/ }));
    await waitFor(() => expect(calls('/orders/guest-checkout')).toHaveLength(2));
    const keys = calls('/orders/guest-checkout').map(([, init]) =>
      sentHeader(init, 'Idempotency-Key'),
    );
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('places nothing while the required terms in the widget are not agreed', async () => {
    answerShop(CLIENT_KEY);
    renderGuestCheckout();
    await fillGuest();
    await userEvent.selectOptions(await screen.findByLabelText('Payment Method'), 'toss');
    await waitFor(() => expect(toss.widgets.renderAgreement).toHaveBeenCalled());
    const agreement = (await toss.widgets.renderAgreement.mock.results[0]?.value) as {
      on: ReturnType<typeof vi.fn>;
    };
    const [[, onStatus]] = agreement.on.mock.calls as [
      [string, (status: { agreedRequiredTerms: boolean }) => void],
    ];
    onStatus({ agreedRequiredTerms: false });

    await userEvent.click(screen.getByRole('button', { name: /Place Order/ }));
    await waitFor(() =>
      expect(vi.mocked(notify)).toHaveBeenCalledWith(
        'error',
        'Please agree to the required payment terms.',
      ),
    );
    expect(calls('/orders/guest-checkout')).toHaveLength(0);
    expect(toss.widgets.requestPayment).not.toHaveBeenCalled();
  });
});
