import type { Dashboard } from '@jangbogi/contracts/admin';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';
import DashboardRoute from './dashboard';

const figures: Dashboard = {
  date: '2026-11-27',
  todays_orders: 812,
  todays_revenue: 41_000_000,
  review_queue: 3,
  pending_orders: 20,
  low_stock_products: 4,
  low_stock_threshold: 5,
  last_30_days: { from: '2026-10-29', orders: 30_412, revenue: 1_520_000_000 },
  best_sellers: [
    { product_id: 'p-1', name: 'Napa cabbage kimchi', name_kr: '배추김치', units: 1_204 },
    { product_id: 'p-2', name: 'Soft tofu', name_kr: null, units: 1 },
  ],
};

describe('Dashboard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    [
      'en',
      'Last 30 days (2026-10-29 to 2026-11-27)',
      '30,412',
      '₩1,520,000,000',
      'Best sellers, last 30 days (counted nightly)',
      ['Napa cabbage kimchi 1,204 units', 'Soft tofu 1 unit'],
    ],
    [
      'ko',
      '최근 30일 (2026-10-29 ~ 2026-11-27)',
      '30,412',
      '1,520,000,000원',
      '최근 30일 인기 상품 (매일 밤 집계)',
      ['배추김치 1,204개', 'Soft tofu 1개'],
    ],
  ] as const)(
    'shows the last 30 days and the best sellers in %s',
    async (locale, heading, orders, revenue, bestSellers, items) => {
      mockFetch({ 'GET /api/admin/dashboard': () => json(200, figures) });
      renderWithProviders(<DashboardRoute />, { path: '/admin', locale });
      const section = (await screen.findByRole('heading', { name: heading })).closest('section')!;
      expect(within(section).getByText(orders)).toBeInTheDocument();
      expect(within(section).getByText(revenue)).toBeInTheDocument();
      const list = within(section).getByRole('list', { name: bestSellers });
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(items);
      const first = within(list).getAllByRole('link')[0]!;
      expect(first.getAttribute('href')).toMatch(/\/admin\/products\/p-1$/);
    },
  );

  it('says when nothing sold yet', async () => {
    mockFetch({ 'GET /api/admin/dashboard': () => json(200, { ...figures, best_sellers: [] }) });
    renderWithProviders(<DashboardRoute />, { path: '/admin' });
    expect(await screen.findByText('Nothing sold in the last 30 days yet.')).toBeInTheDocument();
  });
});
