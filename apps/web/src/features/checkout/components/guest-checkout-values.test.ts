import { describe, expect, it } from 'vitest';
import { guestOrderBody, type GuestCheckoutValues } from './guest-checkout-values';

const values = (
  names: Pick<GuestCheckoutValues, 'firstName' | 'lastName'>,
): GuestCheckoutValues => ({
  ...names,
  postal_code: '',
  street: '올림픽로 300',
  city: '송파구',
  phone: '010-1234-5678',
  email: 'minji@example.kr',
  note: '',
  payment_method: 'cash',
  depositor_name: '',
  delivery_date: '2026-11-26',
  cash_receipt_purpose: 'none',
  cash_receipt_identifier: '',
});

describe('guestOrderBody', () => {
  it('names a Korean guest family name first, as the order, emails and back office show it', () => {
    const body = guestOrderBody(values({ firstName: ' 민지 ', lastName: '박' }), 'guest-jwt', null);
    expect(body).toMatchObject({ first_name: '민지', last_name: '박', name: '박민지' });
    expect(body.address.full_name).toBe('박민지');
  });

  it('names anyone else given name first', () => {
    const body = guestOrderBody(values({ firstName: 'Minji', lastName: 'Kim' }), 'guest-jwt', null);
    expect(body).toMatchObject({ name: 'Minji Kim', address: { full_name: 'Minji Kim' } });
  });
});
