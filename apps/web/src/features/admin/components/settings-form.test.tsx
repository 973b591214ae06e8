import type { ShopSettings } from '@jangbogi/contracts/settings';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockFetch } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';
import { testShopSettings } from '@/testing/settings';
import { SettingsForm } from './settings-form';

vi.mock('@/lib/toast', () => ({ notify: vi.fn(), TOAST_MS: 3000 }));

const sentSettings = (fetchMock: ReturnType<typeof mockFetch>) => {
  const [, init] = callsTo(fetchMock, 'PUT', '/api/admin/settings')[0] ?? [];
  return JSON.parse(init?.body as string) as ShopSettings;
};

describe('SettingsForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('edits the delivery days and business details and sends them in their API shape', async () => {
    const fetchMock = mockFetch({
      'PUT /api/admin/settings': (init) => json(200, JSON.parse(init?.body as string)),
    });
    renderWithProviders(<SettingsForm settings={testShopSettings()} />);

    expect(screen.getByLabelText('Order cut-off time')).toHaveValue('15:00');
    const weekdays = screen.getByRole('group', { name: 'Closed weekdays (no deliveries)' });
    expect(within(weekdays).getByLabelText('Sunday')).toBeChecked();

    const cutoff = screen.getByLabelText('Order cut-off time');
    await userEvent.clear(cutoff);
    await userEvent.type(cutoff, '14:30');
    await userEvent.click(within(weekdays).getByLabelText('Saturday'));
    await userEvent.type(
      screen.getByLabelText('Holidays and closed days'),
      '2026-12-25\n\n2027-01-01',
    );
    const capacity = screen.getByLabelText('Orders per delivery day');
    await userEvent.clear(capacity);
    await userEvent.type(capacity, '55');
    const company = screen.getByLabelText('Company name');
    await userEvent.clear(company);
    await userEvent.type(company, '주식회사 장보기');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    const sent = sentSettings(fetchMock);
    expect(sent.delivery).toEqual({
      cutoff_time: '14:30',
      closed_weekdays: [0, 6],
      holidays: ['2026-12-25', '2027-01-01'],
      daily_capacity: 55,
    });
    expect(sent.business.company_name).toBe('주식회사 장보기');
  });

  it("shows the server's field errors under the fields they belong to", async () => {
    mockFetch({
      'PUT /api/admin/settings': () =>
        json(400, {
          code: 'VALIDATION_ERROR',
          message: 'Invalid settings',
          details: {
            fieldErrors: {
              business_registration: ['Enter a valid business registration number (000-00-00000)'],
              'delivery.holidays.1': ['Invalid ISO date'],
            },
          },
        }),
    });
    renderWithProviders(<SettingsForm settings={testShopSettings()} />);

    const registration = screen.getByLabelText('Business registration');
    await userEvent.clear(registration);
    await userEvent.type(registration, '123-45-67890');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByLabelText('Business registration')).toHaveAccessibleDescription(
      'Enter a valid business registration number (000-00-00000)',
    );
    expect(screen.getByLabelText('Holidays and closed days')).toHaveAccessibleDescription(
      expect.stringContaining('Invalid ISO date'),
    );
    expect(screen.getByText(/Some fields need fixing/)).toHaveAttribute('role', 'alert');
  });

  it('speaks Korean on a Korean page, the policy sections included', () => {
    renderWithProviders(<SettingsForm settings={testShopSettings()} />, { locale: 'ko' });
    expect(screen.getByRole('group', { name: '개인정보 처리방침' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '교환·환불 정책' })).toBeInTheDocument();
    expect(screen.getAllByLabelText('1번 항목 제목').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Instagram 링크')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: '항목 추가' })).toHaveLength(2);
  });
});
