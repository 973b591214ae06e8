import type { StockMovement } from '@jangbogi/contracts/admin-catalog';
import { INITIAL_STOCK_REASON, packedOrderReason } from '@jangbogi/contracts/stock';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';
import { StockHistory } from './stock-history';

const movement = (id: string, change: number, reason: string): StockMovement => ({
  _id: id,
  change,
  stock_after: 10,
  reason,
  actor_email: 'admin@jangbogi.kr',
  created_at: '2026-11-27T01:00:00.000Z',
});

const movements = [
  movement('m1', -2, packedOrderReason('JB-20261127-0001')),
  movement('m2', 12, 'Delivery received'),
  movement('m3', 10, INITIAL_STOCK_REASON),
];

describe('StockHistory', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['en', ['Packed order JB-20261127-0001', 'Delivery received', 'Initial stock']],
    ['ko', ['주문 JB-20261127-0001 포장', 'Delivery received', '초기 재고']],
  ] as const)(
    'says the reasons the shop wrote in %s and the team’s as typed',
    async (locale, reasons) => {
      mockFetch({ 'GET /api/admin/products/p-1/stock': () => json(200, { movements }) });
      renderWithProviders(<StockHistory productId="p-1" />, { locale });
      const rows = (await screen.findAllByRole('row')).slice(1);
      expect(rows.map((row) => within(row).getAllByRole('cell')[3]?.textContent)).toEqual(reasons);
      // Only the reason the team typed is marked as theirs.
      expect(rows.map((row) => row.querySelector('[data-team-text]')?.textContent ?? null)).toEqual(
        [null, 'Delivery received', null],
      );
    },
  );
});
