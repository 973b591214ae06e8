import type { SearchReport, Synonym } from '@jangbogi/contracts/admin-search';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockFetch } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';
import SearchRoute from './search';

vi.mock('@/lib/toast', () => ({ notify: vi.fn(), TOAST_MS: 3000 }));

const yogurt: Synonym = {
  _id: 'synonym-1',
  two_way: true,
  terms: ['요구르트', '요거트', 'yogurt'],
  created_at: '2026-11-20T03:00:00.000Z',
};
const soda: Synonym = {
  _id: 'synonym-2',
  two_way: false,
  from: '탄산',
  to: ['사이다', '콜라'],
  created_at: '2026-11-21T03:00:00.000Z',
};

const report = (days: number): SearchReport => ({
  days,
  top_searches: [
    {
      query: '계란',
      searches: 40,
      clicks: 31,
      results: 3,
      last_searched_at: '2026-11-26T03:00:00.000Z',
    },
  ],
  zero_result_searches: [
    {
      query: '쌀국수',
      searches: 12,
      clicks: 0,
      results: 0,
      last_searched_at: '2026-11-26T04:00:00.000Z',
    },
  ],
});

function serve() {
  return mockFetch({
    'GET /api/admin/search/synonyms': () => json(200, { synonyms: [yogurt, soda] }),
    'POST /api/admin/search/synonyms': () => json(201, yogurt),
    'DELETE /api/admin/search/synonyms/synonym-2': () => new Response(null, { status: 204 }),
    'GET /api/admin/search/report': (_init, url) =>
      json(200, report(Number(new URL(url, 'http://x').searchParams.get('days')))),
  });
}

const postedBodies = (mock: ReturnType<typeof mockFetch>): unknown[] =>
  callsTo(mock, 'POST', '/api/admin/search/synonyms').map(([, init]): unknown =>
    JSON.parse(init?.body as string),
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the back office search screen', () => {
  it('lists the synonyms as the team reads them and deletes one after asking', async () => {
    const fetchMock = serve();
    renderWithProviders(<SearchRoute />, { path: '/admin/search' });
    expect(await screen.findByText('요구르트 = 요거트 = yogurt')).toBeInTheDocument();
    expect(screen.getByText('탄산 → 사이다, 콜라')).toBeInTheDocument();

    await userEvent.click(
      screen.getByRole('button', { name: 'Delete the synonym 탄산 → 사이다, 콜라' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this synonym?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'DELETE', '/api/admin/search/synonyms/synonym-2')).toHaveLength(1),
    );
  });

  it('adds a two-way synonym from comma-separated words, and a one-way one', async () => {
    const fetchMock = serve();
    renderWithProviders(<SearchRoute />, { path: '/admin/search' });
    await userEvent.type(screen.getByLabelText('Words that mean the same'), '계란, 달걀，eggs');
    await userEvent.click(screen.getByRole('button', { name: 'Add synonym' }));
    await waitFor(() =>
      expect(postedBodies(fetchMock)).toEqual([{ terms: ['계란', '달걀', 'eggs'], two_way: true }]),
    );

    await userEvent.click(screen.getByRole('radio', { name: 'One-way' }));
    await userEvent.type(screen.getByLabelText('A search for'), '탄산');
    await userEvent.type(screen.getByLabelText('also finds'), '사이다, 콜라');
    await userEvent.click(screen.getByRole('button', { name: 'Add synonym' }));
    await waitFor(() =>
      expect(postedBodies(fetchMock)[1]).toEqual({ from: '탄산', to: ['사이다', '콜라'] }),
    );
  });

  it('refuses a two-way synonym of one word before asking the server', async () => {
    const fetchMock = serve();
    renderWithProviders(<SearchRoute />, { path: '/admin/search' });
    await userEvent.type(screen.getByLabelText('Words that mean the same'), '계란');
    await userEvent.click(screen.getByRole('button', { name: 'Add synonym' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Give at least two words');
    expect(postedBodies(fetchMock)).toEqual([]);
  });

  it('shows the top and the zero-result searches for 7 or 30 days, each a click from a synonym', async () => {
    const fetchMock = serve();
    const { router } = renderWithProviders(<SearchRoute />, { path: '/admin/search' });
    const zero = await screen.findByRole('region', { name: 'Top searches that found nothing' });
    expect(within(zero).getByText('쌀국수')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() => expect(router.state.location.search).toBe('?days=30'));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', '/api/admin/search/report').at(-1)![0]).toContain('days=30'),
    );

    // The 30 days' tables are new ones.
    const zero30 = await screen.findByRole('region', { name: 'Top searches that found nothing' });
    await userEvent.click(
      await within(zero30).findByRole('button', { name: 'Add a synonym for 쌀국수' }),
    );
    const field = screen.getByLabelText('Words that mean the same');
    expect(field).toHaveValue('쌀국수, ');
    expect(field).toHaveFocus();
  });
});
