import type { Order } from '@jangbogi/contracts/orders';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderCard } from './order-card';

const address = {
  full_name: '박지수',
  street: '테헤란로 123',
  city: 'Seoul',
  state: '',
  postal_code: '06234',
  country: 'KR',
  phone: '010-1234-5678',
};

const order = (shipment: Order['shipment']): Order => ({
  _id: 'order-1',
  order_id: 'order-1',
  order_number: '20261122-0007',
  status: shipment ? 'shipped' : 'confirmed',
  payment_method: 'account_transfer',
  payment_status: 'paid',
  placed_at: '2026-11-22T01:00:00.000Z',
  subtotal: 30_000,
  shipping_price: 5_000,
  total_discount: 0,
  total_price: 35_000,
  promo_code: null,
  depositor_name: '박지수',
  note: null,
  customer: { name: '박지수', email: 'jisoo@example.com', phone: '010-1234-5678' },
  shipping_address: address,
  billing_address: null,
  products: [],
  shipment,
});

describe('OrderCard', () => {
  it('shows the courier and tracking number with a link to the tracking page', () => {
    render(
      <OrderCard
        order={order({
          courier: 'epost',
          courier_name: 'Korea Post (우체국택배)',
          tracking_number: '6865012345678',
          tracking_url:
            'https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1=6865012345678',
        })}
      />,
    );
    expect(screen.getByText(/Korea Post \(우체국택배\) · 6865012345678/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track parcel' })).toHaveAttribute(
      'href',
      'https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1=6865012345678',
    );
  });

  it('shows no courier before the order ships', () => {
    render(<OrderCard order={order(null)} />);
    expect(screen.queryByText('Courier')).toBeNull();
  });
});
