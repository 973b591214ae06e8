import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/toast';
import { callsTo, json, mockFetch } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';
import { testSession, testUser } from '@/testing/session';
import { StockAlertForm } from './stock-alert-form';

vi.mock('@/lib/toast', () => ({ notify: vi.fn(), CART_TOAST_MS: 1500, TOAST_MS: 3000 }));

const ALERT = 'POST /api/products/product-1/stock-alert';
const bodyOf = (mock: ReturnType<typeof mockFetch>) => {
  const [[, init] = []] = callsTo(mock, 'POST', '/api/products/product-1/stock-alert');
  return JSON.parse(init?.body as string) as unknown;
};

describe('StockAlertForm', () => {
  it('asks a guest for an email, checks it, then asks to confirm it from the inbox', async () => {
    const fetchMock = mockFetch({
      [ALERT]: () => json(201, { waiting: true, email: 'jisoo@example.kr', confirmed: false }),
    });
    renderWithProviders(<StockAlertForm productId="product-1" />);

    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: "Notify me when it's back" }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/products/product-1/stock-alert')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'jisoo@example.kr');
    await userEvent.click(screen.getByRole('button', { name: "Notify me when it's back" }));
    expect(
      await screen.findByText(
        "Almost done. If jisoo@example.kr is new to our alerts, we have sent it a link: open it once to confirm the address, and we will write when it's back in stock.",
      ),
    ).toBeInTheDocument();
    expect(bodyOf(fetchMock)).toEqual({ email: 'jisoo@example.kr' });
  });

  it('lets a logged-in shopper just click, in Korean', async () => {
    const fetchMock = mockFetch({
      [ALERT]: () => json(201, { waiting: true, email: testUser.email, confirmed: true }),
    });
    renderWithProviders(<StockAlertForm productId="product-1" />, {
      locale: 'ko',
      session: testSession({ user: testUser }),
    });

    expect(screen.queryByLabelText('이메일')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '재입고 알림 신청' }));
    expect(
      await screen.findByText(`재입고되면 ${testUser.email}(으)로 알려 드릴게요.`),
    ).toBeInTheDocument();
    expect(bodyOf(fetchMock)).toEqual({});
  });

  it('says the product is back when the shop answers IN_STOCK', async () => {
    mockFetch({ [ALERT]: () => json(409, { message: 'In stock', code: 'IN_STOCK' }) });
    renderWithProviders(<StockAlertForm productId="product-1" />, {
      session: testSession({ user: testUser }),
    });
    await userEvent.click(screen.getByRole('button', { name: "Notify me when it's back" }));
    expect(
      await screen.findByText("Good news: it's back in stock. Add it to your cart now."),
    ).toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith(
      'success',
      "Good news: it's back in stock. Add it to your cart now.",
    );
  });
});
