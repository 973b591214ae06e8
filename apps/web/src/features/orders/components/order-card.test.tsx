import type { Order } from '@jangbogi/contracts/orders';
import { screen } from '@testing-library/react';
import { json, mockFetch } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';
import { anOrder, testAddress } from '@/testing/orders';
import { testShopSettings } from '@/testing/settings';
import { describe, expect, it } from 'vitest';
import { OrderCard } from './order-card';

const order = (shipment: Order['shipment']): Order =>
  anOrder({
    order_number: '20261122-0007',
    status: shipment ? 'shipped' : 'confirmed',
    payment_method: 'account_transfer',
    payment_status: 'paid',
    placed_at: '2026-11-22T01:00:00.000Z',
    subtotal: 30_000,
    total_price: 35_000,
    depositor_name: '박지수',
    customer: { name: '박지수', email: 'jisoo@example.com', phone: '010-1234-5678' },
    shipping_address: { ...testAddress, full_name: '박지수' },
    shipment,
  });

describe('OrderCard', () => {
  it('shows each refund with its amount and status', () => {
    renderWithProviders(
      <OrderCard
        order={{
          ...order(null),
          refunds: [
            {
              _id: 'refund-1',
              amount: 7_000,
              method: 'transfer',
              status: 'to_refund',
              cancels_order: false,
              created_at: '2026-11-22T03:00:00.000Z',
              refunded_at: null,
            },
          ],
        }}
      />,
    );
    expect(screen.getByText('Refund (items returned)')).toBeInTheDocument();
    expect(screen.getByText(/₩7,000 · to your bank account · To be refunded/)).toBeInTheDocument();
  });

  it('shows the courier and tracking number with a link to the tracking page', () => {
    const shipped = order({
      courier: 'epost',
      courier_name: 'Korea Post (우체국택배)',
      tracking_number: '6865012345678',
      tracking_url:
        'https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1=6865012345678',
    });
    const english = renderWithProviders(<OrderCard order={shipped} />);
    expect(screen.getByText(/Korea Post · 6865012345678/)).toBeInTheDocument();
    english.unmount();
    // Korean pages name the courier in Korean only.
    renderWithProviders(<OrderCard order={shipped} />, { locale: 'ko' });
    expect(screen.getByText(/^우체국택배 · 6865012345678/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '배송 조회' })).toBeInTheDocument();
  });

  it('shows a remote-area surcharge as its own line, in Korean too', () => {
    const jeju = { ...order(null), remote_area_surcharge: 3_000, total_price: 38_000 };
    const { unmount } = renderWithProviders(<OrderCard order={jeju} />);
    expect(screen.getByText('Remote area surcharge').nextElementSibling).toHaveTextContent(
      '₩3,000',
    );
    unmount();
    renderWithProviders(<OrderCard order={jeju} />, { locale: 'ko' });
    expect(screen.getByText('도서산간 추가 배송비').nextElementSibling).toHaveTextContent(
      '3,000원',
    );
    renderWithProviders(<OrderCard order={order(null)} />);
    expect(screen.queryByText('Remote area surcharge')).toBeNull();
  });

  it('shows no courier before the order ships', () => {
    renderWithProviders(<OrderCard order={order(null)} />);
    expect(screen.queryByText('Courier')).toBeNull();
  });

  it('shows where to transfer while a transfer is unpaid, and not once it is paid', async () => {
    mockFetch({ 'GET /api/settings': () => json(200, testShopSettings()) });
    const unpaid = {
      ...order(null),
      status: 'pending' as const,
      payment_status: 'unpaid' as const,
    };
    const view = renderWithProviders(<OrderCard order={unpaid} />);
    expect(await screen.findByText('Shinhan Bank')).toBeInTheDocument();
    expect(screen.getByTestId('transfer-account-number')).toHaveTextContent('110-482-771903');
    expect(screen.getByTestId('transfer-amount')).toHaveTextContent('₩35,000');
    expect(screen.getByTestId('transfer-depositor')).toHaveTextContent('박지수');
    expect(screen.getByRole('button', { name: 'Copy account number' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy amount' })).toBeInTheDocument();
    view.unmount();

    // In Korean: the bank and holder as the team wrote them in Korean, and 복사 buttons.
    const korean = renderWithProviders(<OrderCard order={unpaid} />, { locale: 'ko' });
    expect(await screen.findByText('신한은행')).toBeInTheDocument();
    expect(screen.getByText('(주)장보기')).toBeInTheDocument();
    for (const button of screen.getAllByRole('button', { name: /복사/ }))
      expect(button).toHaveTextContent(/^복사$/);
    korean.unmount();

    renderWithProviders(<OrderCard order={order(null)} />);
    expect(screen.queryByTestId('transfer-details')).toBeNull();
  });

  it('shows the order in Korean on Korean pages: statuses, 원 and the date in Korea time', () => {
    mockFetch({ 'GET /api/settings': () => json(200, testShopSettings()) });
    renderWithProviders(<OrderCard order={order(null)} />, { locale: 'ko' });
    expect(screen.getByText('2026년 11월 22일 오전 10:00')).toBeInTheDocument();
    expect(screen.getByText('결제 방법')).toBeInTheDocument();
    expect(screen.getAllByText(/원$/).length).toBeGreaterThan(0);
  });

  it("shows a virtual account's bank, number and deadline while the deposit is awaited", () => {
    renderWithProviders(
      <OrderCard
        order={anOrder({
          payment_method: 'toss',
          payment_status: 'unpaid',
          total_price: 35_000,
          payment: {
            provider: 'toss',
            order_id: 'jbg_20261122-0008_a1',
            amount: 35_000,
            tax_free_amount: 0,
            status: 'waiting_for_deposit',
            method: '가상계좌',
            virtual_account: {
              bank: '우리은행',
              account_number: '27012345678901',
              due_date: '2026-11-29T14:59:00.000Z',
            },
          },
        })}
      />,
      { locale: 'ko' },
    );
    expect(screen.getByText('가상계좌', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByTestId('virtual-account-bank')).toHaveTextContent('우리은행');
    expect(screen.getByTestId('virtual-account-number')).toHaveTextContent('27012345678901');
    expect(screen.getByTestId('virtual-account-deadline')).toHaveTextContent(
      /11월 29일 .*오후 11:59 \(한국 시간\)까지 입금해 주세요/,
    );
  });

  it('names the way a Toss payment was made, and shows no account once it is paid', () => {
    renderWithProviders(
      <OrderCard
        order={anOrder({
          payment_method: 'toss',
          payment_status: 'paid',
          payment: {
            provider: 'toss',
            order_id: 'jbg_20261122-0009_b2',
            amount: 35_000,
            tax_free_amount: 0,
            status: 'done',
            method: '간편결제',
            virtual_account: null,
          },
        })}
      />,
    );
    expect(screen.getByText('Easy pay', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.queryByTestId('virtual-account')).not.toBeInTheDocument();
  });
});
