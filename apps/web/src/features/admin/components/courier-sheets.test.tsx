import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockFetch } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';
import { CourierSheets } from './courier-sheets';

const preview = (applied: boolean) => ({
  applied,
  rows: [
    {
      row: 2,
      order_number: '20261127-0007',
      tracking_number: '6012-3456-7890',
      result: 'ship',
      problem: null,
    },
    {
      row: 3,
      order_number: '20261127-0099',
      tracking_number: '6012-3456-7891',
      result: 'refused',
      problem: '주문을 찾을 수 없습니다.',
    },
  ],
  counts: { ship: 1, refused: 1 },
});

describe('the couriers’ sheets on the packing screen', () => {
  it('previews a tracking file row by row, then ships the valid rows once confirmed, in Korean', async () => {
    const fetch = mockFetch({
      'POST /api/admin/orders/tracking-import': (_init, url) =>
        json(200, preview(url.includes('apply=true'))),
    });
    renderWithProviders(<CourierSheets date="2026-11-30" />, { locale: 'ko' });
    await userEvent.selectOptions(screen.getByLabelText('택배사'), '우체국택배');
    await userEvent.upload(
      screen.getByLabelText('송장번호 파일'),
      new File(['x'], 'tracking.csv', { type: 'text/csv' }),
    );
    await userEvent.click(screen.getByRole('button', { name: '미리보기' }));
    expect(await screen.findByText('발송할 주문 1건, 제외된 행 1건')).toBeVisible();
    expect(screen.getByText('주문을 찾을 수 없습니다.')).toBeVisible();
    expect(screen.getByText('발송 예정')).toBeVisible();
    const [first] = callsTo(fetch, 'POST', '/api/admin/orders/tracking-import');
    expect(first?.[0]).toContain('courier=epost');
    expect(first?.[0]).toContain('apply=false');

    await userEvent.click(screen.getByRole('button', { name: '주문 1건 발송 처리' }));
    expect(await screen.findByText('발송 처리된 주문 1건, 제외된 행 1건')).toBeVisible();
    expect(screen.getByText('발송 완료')).toBeVisible();
    expect(callsTo(fetch, 'POST', '/api/admin/orders/tracking-import').at(-1)?.[0]).toContain(
      'apply=true',
    );
  });
});
