import type { PackingSlip as Slip } from '@jangbogi/contracts/admin';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInEnglish, testI18n } from '@/testing/i18n';
import { PackingSlip } from './packing-slip';

const line = (name: string, storage: 'room' | 'chilled' | 'frozen') => ({
  product_name: name,
  product_name_kr: null,
  unit_price: 1_000,
  quantity: 1,
  line_total: 1_000,
  storage,
});

const slip: Slip = {
  order_number: '20261124-0001',
  placed_at: '2026-11-24T01:00:00.000Z',
  delivery_date: '2026-11-25',
  customer_name: 'Kim Minji',
  customer_phone: '010-1234-5678',
  shipping_address: {
    full_name: 'Kim Minji',
    street: '테헤란로 123',
    city: 'Seoul',
    state: '',
    postal_code: '06234',
    country: 'KR',
    phone: '010-5555-6666',
    address_detail: '101동 1203호',
  },
  recipient: { name: '박서준', phone: '010-5555-6666' },
  delivery_request: {
    place: 'security_office',
    entrance: { kind: 'code', code: '#1234*' },
    note: 'No bell, please',
  },
  note: null,
  payment_method: 'cash',
  payment_status: 'unpaid',
  subtotal: 4_000,
  discount: 0,
  shipping_price: 5_000,
  remote_area_surcharge: 0,
  total: 9_000,
  // As the API sends them: room first, then chilled, then frozen.
  lines: [
    line('Shin Ramyun', 'room'),
    line('Fresh Milk', 'chilled'),
    line('Napa Cabbage', 'chilled'),
    line('Melona Bars', 'frozen'),
  ],
};

describe('PackingSlip', () => {
  it('prints the recipient, 상세주소 and the delivery request, and who ordered it', () => {
    renderInEnglish(<PackingSlip slip={slip} />);
    const to = screen.getByTestId('slip-recipient');
    expect(to).toHaveTextContent('To: 박서준');
    expect(to).toHaveTextContent('(06234) 테헤란로 123 101동 1203호, Seoul');
    expect(to).toHaveTextContent('010-5555-6666');
    expect(to).toHaveTextContent(
      'Delivery request: Security office · Entrance code #1234* · No bell, please',
    );
    expect(screen.getByText('Ordered by Kim Minji (010-1234-5678)')).toBeInTheDocument();
  });

  it('groups the box’s lines by storage, so ice packs go with the chilled and frozen ones', () => {
    renderInEnglish(<PackingSlip slip={slip} />);
    const groups = screen.getAllByRole('rowgroup').slice(1); // the first is the header
    expect(groups.map((group) => within(group).getAllByRole('row')[0]?.textContent)).toEqual([
      'Room temperature (상온)',
      'Chilled (냉장): pack with ice packs',
      'Frozen (냉동): pack with ice packs',
    ]);
    expect(within(groups[1] as HTMLElement).getByText('Napa Cabbage')).toBeInTheDocument();
    expect(within(groups[2] as HTMLElement).getByText('Melona Bars')).toBeInTheDocument();
  });

  it('shows no storage heading for a storage the order has nothing of', () => {
    renderInEnglish(<PackingSlip slip={{ ...slip, lines: [line('Shin Ramyun', 'room')] }} />);
    expect(screen.queryByText(/ice packs/)).not.toBeInTheDocument();
  });

  it('names a line in Korean alone on a Korean slip, and in English with the Korean below on an English one', () => {
    const named = {
      ...line('Wet Wipes 80 sheets x 3', 'room'),
      product_name_kr: '물티슈 80매 x 3팩',
    };
    const kimchi = line('Kimchi', 'chilled');
    const lines = [named, kimchi];
    const korean = render(
      <I18nProvider i18n={testI18n('ko')}>
        <PackingSlip slip={{ ...slip, lines }} />
      </I18nProvider>,
    );
    const koreanRows = screen.getAllByRole('row').map((row) => row.textContent ?? '');
    expect(koreanRows.find((row) => row.includes('물티슈'))).not.toMatch(/Wet Wipes/);
    // A product without a Korean name keeps its English one, marked as the team's own words.
    expect(screen.getByText('Kimchi')).toHaveAttribute('data-team-text');
    korean.unmount();

    renderInEnglish(<PackingSlip slip={{ ...slip, lines }} />);
    expect(screen.getByText('Wet Wipes 80 sheets x 3')).toBeInTheDocument();
    expect(screen.getByText('물티슈 80매 x 3팩')).toHaveAttribute('lang', 'ko');
  });
});
