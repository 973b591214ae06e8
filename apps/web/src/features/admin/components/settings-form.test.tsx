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

  // Types about a hundred characters key by key: on a busy machine that takes more than the
  // default 5 s, and a test cut off mid-typing would type into the next one.
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
    const company = screen.getByLabelText('Company name (English)');
    await userEvent.clear(company);
    await userEvent.type(company, 'Jangbogi Co., Ltd.');
    const companyKo = screen.getByLabelText('Company name (Korean)');
    await userEvent.clear(companyKo);
    await userEvent.type(companyKo, '주식회사 장보기');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    const sent = sentSettings(fetchMock);
    expect(sent.delivery).toEqual({
      cutoff_time: '14:30',
      closed_weekdays: [0, 6],
      holidays: ['2026-12-25', '2027-01-01'],
      daily_capacity: 55,
    });
    expect(sent.business).toMatchObject({
      company_name: 'Jangbogi Co., Ltd.',
      company_name_ko: '주식회사 장보기',
    });
  }, 20_000);

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
    for (const name of [
      '개인정보처리방침 (영어)',
      '개인정보처리방침 (한국어)',
      '교환·반품 안내 (영어)',
      '교환·반품 안내 (한국어)',
    ]) {
      expect(screen.getByRole('group', { name })).toBeInTheDocument();
    }
    expect(screen.getAllByLabelText('1번 항목 제목').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Instagram 링크')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: '항목 추가' })).toHaveLength(4);
  });

  it('edits the Korean return policy apart from the English one', async () => {
    const fetchMock = mockFetch({
      'PUT /api/admin/settings': (init) => json(200, JSON.parse(init?.body as string)),
    });
    const settings = testShopSettings();
    renderWithProviders(<SettingsForm settings={settings} />);
    const korean = screen.getByRole('group', { name: 'Return and refund policy (Korean)' });
    const body = within(korean).getByLabelText('Section 1 text');
    expect(body).toHaveValue('상품을 받은 날부터 9일 안에 철회할 수 있습니다.');
    await userEvent.clear(body);
    await userEvent.type(body, '신선식품은 단순 변심으로 반품할 수 없습니다.');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    const sent = sentSettings(fetchMock);
    expect(sent.return_policy_ko.sections[0]?.body).toBe(
      '신선식품은 단순 변심으로 반품할 수 없습니다.',
    );
    expect(sent.return_policy).toEqual(settings.return_policy);
  });

  it('edits the remote-area ranges and shows an overlap the server refuses under its row', async () => {
    const fetchMock = mockFetch({
      'PUT /api/admin/settings': () =>
        json(400, {
          code: 'VALIDATION_ERROR',
          message: 'remote_areas.1.from: Udo (63644-63650) overlaps Jeju (63000-63644)',
          details: {
            fieldErrors: {
              'remote_areas.1.from': ['Udo (63644-63650) overlaps Jeju (63000-63644)'],
            },
          },
        }),
    });
    renderWithProviders(<SettingsForm settings={testShopSettings()} />);

    expect(screen.getByLabelText('First postcode 1')).toHaveValue('63000');
    await userEvent.click(screen.getByRole('button', { name: 'Add range' }));
    await userEvent.type(screen.getByLabelText('Area 2'), 'Udo');
    await userEvent.type(screen.getByLabelText('First postcode 2'), '63644');
    await userEvent.type(screen.getByLabelText('Last postcode 2'), '63650');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(sentSettings(fetchMock).remote_areas).toEqual([
      { name: 'Jeju', from: '63000', to: '63644', surcharge: 3_000 },
      { name: 'Udo', from: '63644', to: '63650', surcharge: 5_000 },
    ]);
    expect(await screen.findByText('Udo (63644-63650) overlaps Jeju (63000-63644)')).toBeVisible();
    expect(screen.getByLabelText('First postcode 2')).toHaveAttribute('aria-invalid', 'true');
  });
});
