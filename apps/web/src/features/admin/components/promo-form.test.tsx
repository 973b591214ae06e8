import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockFetch } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';
import { PromoForm } from './promo-form';

vi.mock('@/lib/toast', () => ({ notify: vi.fn() }));

const valueBox = () => screen.getByRole('textbox', { name: 'Value (% or ₩)' });

describe('PromoForm', () => {
  it('starts with an empty Value and asks for one before calling the server', async () => {
    const fetchMock = mockFetch({});
    renderWithProviders(<PromoForm />);
    expect(valueBox()).toHaveValue('');

    await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), 'spring10');
    await userEvent.click(screen.getByRole('button', { name: 'Create promo' }));

    expect(valueBox()).toHaveAccessibleDescription('Value is required');
    expect(valueBox()).toHaveAttribute('aria-invalid', 'true');
    expect(document.body).not.toHaveTextContent(/NaN|expected number/);
    expect(callsTo(fetchMock, 'POST', '/admin/promos')).toHaveLength(0);
  });

  it('sends the typed numbers and shows a server validation error in words under its field', async () => {
    const fetchMock = mockFetch({
      'POST /api/admin/promos': () =>
        json(400, {
          message: 'per_customer_limit: per_customer_limit must be at least 1',
          code: 'VALIDATION_ERROR',
          details: {
            fieldErrors: { per_customer_limit: ['per_customer_limit must be at least 1'] },
          },
        }),
    });
    renderWithProviders(<PromoForm />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), 'spring10');
    await userEvent.type(valueBox(), '10');
    const perCustomer = screen.getByRole('textbox', { name: 'Uses per customer (optional)' });
    await userEvent.type(perCustomer, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Create promo' }));

    expect(await screen.findByText('Uses per customer must be at least 1')).toBeInTheDocument();
    expect(perCustomer).toHaveAccessibleDescription('Uses per customer must be at least 1');
    expect(document.body).not.toHaveTextContent('per_customer_limit');
    const [call] = callsTo(fetchMock, 'POST', '/admin/promos');
    expect(JSON.parse(call?.[1]?.body as string)).toMatchObject({
      code: 'SPRING10',
      value: 10,
      min_order: 0,
      usage_limit: null,
      per_customer_limit: 0,
    });
  });

  it('speaks Korean on a Korean page, its own validation messages included', async () => {
    const fetchMock = mockFetch({});
    renderWithProviders(<PromoForm />, { locale: 'ko' });
    const value = screen.getByRole('textbox', { name: '할인 값 (% 또는 원)' });
    await userEvent.type(screen.getByRole('textbox', { name: '코드' }), 'spring10');
    await userEvent.type(screen.getByRole('textbox', { name: '총 사용 횟수 (선택)' }), '1.5');
    await userEvent.click(screen.getByRole('button', { name: '프로모션 만들기' }));

    expect(value).toHaveAccessibleDescription('할인 값: 필수 항목입니다');
    expect(
      screen.getByRole('textbox', { name: '총 사용 횟수 (선택)' }),
    ).toHaveAccessibleDescription('총 사용 횟수: 정수로 입력하세요');
    expect(callsTo(fetchMock, 'POST', '/admin/promos')).toHaveLength(0);
  });
});
