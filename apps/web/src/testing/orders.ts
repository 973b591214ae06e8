import type { Order } from '@jangbogi/contracts/orders';

/** Where the test orders go: a flat in Gangnam, the same for every order unless a test moves it. */
export const testAddress: Order['shipping_address'] = {
  full_name: '김민지',
  street: '테헤란로 123',
  city: 'Seoul',
  state: '',
  postal_code: '06234',
  country: 'KR',
  phone: '010-1234-5678',
  address_detail: '',
};

/** A shopper's order as the API answers it: a cash order of 24,000 won waiting to be confirmed. */
export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: 'order-1',
    order_id: 'order-1',
    order_number: '20261120-0007',
    status: 'pending',
    payment_method: 'cash',
    payment_status: 'unpaid',
    placed_at: '2026-11-19T01:00:00.000Z',
    subtotal: 24_000,
    shipping_price: 5_000,
    remote_area_surcharge: 0,
    total_discount: 0,
    total_price: 29_000,
    tax: { taxable: 26_364, vat: 2_636, exempt: 0 },
    promo_code: null,
    depositor_name: null,
    note: null,
    customer: { name: '김민지', email: 'minji@example.kr', phone: '010-1234-5678' },
    recipient: { name: testAddress.full_name, phone: testAddress.phone },
    delivery_request: null,
    shipping_address: testAddress,
    billing_address: null,
    products: [],
    ...overrides,
  };
}
