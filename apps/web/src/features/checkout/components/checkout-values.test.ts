import { describe, expect, it } from 'vitest';
import {
  checkoutDefaults,
  guestOrderBody,
  userOrderBody,
  type CheckoutValues,
} from './checkout-values';

const values = (overrides: Partial<CheckoutValues>): CheckoutValues => ({
  ...checkoutDefaults(null),
  street: '올림픽로 300',
  city: '송파구',
  phone: '010-1234-5678',
  email: 'minji@example.kr',
  payment_method: 'cash',
  delivery_date: '2026-11-26',
  privacy_consent: true,
  ...overrides,
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

  it('sends the recipient only when not the orderer, with 상세주소, the request and the consent', () => {
    const same = guestOrderBody(values({ firstName: '민지', lastName: '박' }), 'guest-jwt', null);
    expect(same.recipient).toBeUndefined();
    expect(same).toMatchObject({
      privacy_consent: true,
      delivery_request: { place: 'door', entrance: { kind: 'call' } },
    });

    const apart = guestOrderBody(
      values({
        firstName: '민지',
        lastName: '박',
        address_detail: ' 101동 1203호 ',
        recipient_same: false,
        recipient_name: ' 박서준 ',
        recipient_phone: '01055556666',
        delivery_place: 'security_office',
        entrance_kind: 'code',
        entrance_code: ' #1234* ',
        delivery_note: ' 벨 누르지 마세요 ',
      }),
      'guest-jwt',
      null,
    );
    expect(apart).toMatchObject({
      address: { address_detail: '101동 1203호' },
      recipient: { name: '박서준', phone: '010-5555-6666' },
      delivery_request: {
        place: 'security_office',
        entrance: { kind: 'code', code: '#1234*' },
        note: '벨 누르지 마세요',
      },
    });
  });

  it('sends no entrance code unless the entrance is by code', () => {
    const body = guestOrderBody(
      values({ entrance_kind: 'free', entrance_code: '1234' }),
      'guest-jwt',
      null,
    );
    expect(body.delivery_request).toEqual({ place: 'door', entrance: { kind: 'free' } });
  });
});

describe('userOrderBody', () => {
  const orderer = { firstName: '민지', lastName: '박', phoneNumber: '010-1234-5678' };

  it('names the account holder as the recipient when the box is ticked, else the one typed', () => {
    const ticked = userOrderBody(values({ shipping_address_id: 'address-1' }), orderer, null);
    expect(ticked).toMatchObject({
      shipping_address_id: 'address-1',
      recipient: { name: '박민지', phone: '010-1234-5678' },
    });
    const other = userOrderBody(
      values({
        shipping_address_id: 'address-1',
        recipient_same: false,
        recipient_name: '박서준',
        recipient_phone: '010-5555-6666',
      }),
      orderer,
      null,
    );
    expect(other.recipient).toEqual({ name: '박서준', phone: '010-5555-6666' });
  });
});
