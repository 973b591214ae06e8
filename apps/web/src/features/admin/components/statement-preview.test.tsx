import type { StatementLine } from '@jangbogi/contracts/admin-transfers';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { StatementPreviewTable } from './statement-preview';

const candidate = (
  order_number: string,
  reason: StatementLine['candidates'][number]['reason'],
  n: number,
) => ({
  order_id: `00000000-0000-4000-8000-00000000000${n}`,
  order_number,
  depositor_name: '이서연',
  amount_due: 27_000,
  placed_at: '2026-11-18T00:00:00.000Z',
  reason,
});

const line = (
  id: number,
  depositor: string,
  match: StatementLine['match'],
  extra: Partial<StatementLine> = {},
): StatementLine => ({
  line_id: `10000000-0000-4000-8000-00000000000${id}`,
  occurred_at: '2026-11-18T06:00:00.000Z',
  depositor,
  amount: 27_000,
  match,
  order_id: null,
  order_number: null,
  candidates: [],
  ...extra,
});

const lines: StatementLine[] = [
  line(1, '김민지', 'exact', {
    order_id: candidate('20261118-0001', 'exact', 1).order_id,
    order_number: '20261118-0001',
    candidates: [candidate('20261118-0001', 'exact', 1)],
  }),
  line(2, '이서연', 'ambiguous', {
    candidates: [candidate('20261118-0002', 'exact', 2), candidate('20261118-0003', 'exact', 3)],
  }),
  line(3, '모르는사람', 'none'),
];

describe('StatementPreviewTable', () => {
  it('groups deposits by match and pays the candidate the team picks', async () => {
    const onAssign = vi.fn();
    const onConfirmLine = vi.fn();
    renderWithProviders(
      <StatementPreviewTable
        lines={lines}
        paid={{}}
        busy={false}
        onConfirmLine={onConfirmLine}
        onAssign={onAssign}
      />,
    );

    const exact = screen.getByRole('region', { name: /Payment received/ });
    await userEvent.click(within(exact).getByRole('button', { name: 'Payment received' }));
    expect(onConfirmLine).toHaveBeenCalledWith(lines[0]);

    const ambiguous = screen.getByRole('region', { name: /More than one order fits/ });
    await userEvent.selectOptions(
      within(ambiguous).getByLabelText('Order for the deposit from 이서연'),
      lines[1]!.candidates[1]!.order_id,
    );
    await userEvent.click(within(ambiguous).getByRole('button', { name: 'Pay this order' }));
    expect(onAssign).toHaveBeenCalledWith(lines[1], lines[1]!.candidates[1]!.order_id);

    expect(
      within(screen.getByRole('region', { name: /No matching order/ })).getByText('모르는사람'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Already imported/ })).toBeNull();
  });

  it('shows a settled line as paid instead of its button', () => {
    renderWithProviders(
      <StatementPreviewTable
        lines={lines}
        paid={{ [lines[0]!.line_id]: '20261118-0001' }}
        busy={false}
        onConfirmLine={vi.fn()}
        onAssign={vi.fn()}
      />,
    );
    const row = screen.getByRole('row', { name: 'Deposit from 김민지' });
    expect(within(row).getByText('Paid')).toBeInTheDocument();
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it('speaks Korean on a Korean page, with won and dates written the Korean way', () => {
    renderWithProviders(
      <StatementPreviewTable
        lines={lines}
        paid={{}}
        busy={false}
        onConfirmLine={vi.fn()}
        onAssign={vi.fn()}
      />,
      { locale: 'ko' },
    );
    const exact = screen.getByRole('region', { name: /입금 확인/ });
    const row = within(exact).getByRole('row', { name: '김민지 입금' });
    expect(within(row).getByRole('button', { name: '입금 확인' })).toBeInTheDocument();
    expect(row).toHaveTextContent('27,000원');
    expect(row).toHaveTextContent('2026년 11월 18일 오후 3:00');
    expect(screen.getByRole('region', { name: /해당하는 주문이 여러 건/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '이 주문으로 입금 처리' })).toBeInTheDocument();
  });
});
