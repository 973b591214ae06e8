import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/i18n/locales';
import { renderWithProviders } from '@/testing/render';
import type { AdminCategory } from '../api/catalog';
import { CategoryTree } from './category-tree';
import { json, mockFetch, noContent, sentBody, urlOf } from '@/testing/fetch';

const sub = (id: string, categoryId: string, name: string, live = 0) => ({
  _id: id,
  category_id: categoryId,
  name,
  name_kr: null,
  sort_order: 0,
  product_count: live,
  live_product_count: live,
  archived: false,
});
const categories: AdminCategory[] = [
  {
    _id: 'c1',
    name: 'Noodles',
    name_kr: '면',
    sort_order: 0,
    notice_kind: 'processed_food',
    archived: false,
    subcategories: [sub('s1', 'c1', 'Ramyun', 3), sub('s2', 'c1', 'Udon')],
  },
  {
    _id: 'c2',
    name: 'Snacks',
    name_kr: null,
    sort_order: 10,
    notice_kind: 'processed_food',
    archived: true,
    subcategories: [],
  },
];

const renderTree = (locale: Locale = 'en') =>
  renderWithProviders(<CategoryTree categories={categories} />, { locale });

/** Every change the tree sends answers 204. */
const changes = (...routes: string[]) =>
  mockFetch(Object.fromEntries(routes.map((route) => [route, noContent])));

const lastCall = (fetchMock: ReturnType<typeof mockFetch>) => {
  const [input = '', init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: urlOf(input), method: init?.method, body: sentBody(init) };
};

describe('CategoryTree', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each category with its subcategories, live product counts and archived state', () => {
    renderTree();
    expect(screen.getByRole('region', { name: 'Noodles' })).toHaveTextContent('Ramyun');
    expect(screen.getByRole('button', { name: 'Move Noodles up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Udon down' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Restore Snacks' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Archive Ramyun' })).toBeInTheDocument();
  });

  it('speaks Korean on a Korean page', () => {
    renderTree('ko');
    expect(screen.getByRole('button', { name: '면 위로 이동' })).toBeDisabled();
    // A category with no Korean name keeps its English one, marked as the team's words.
    expect(
      screen.getByRole('button', { name: 'Snacks 복원' }).querySelector('[data-team-text]'),
    ).toHaveTextContent('Snacks');
    expect(
      screen.getByRole('heading', { name: /Snacks/ }).querySelector('[data-team-text]'),
    ).not.toBeNull();
    expect(screen.getByRole('button', { name: '카테고리 추가' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader', { name: '하위 카테고리' })).toHaveLength(2);
  });

  it('names categories and subcategories in Korean alone on a Korean page', () => {
    const [noodles, snacks] = categories as [AdminCategory, AdminCategory];
    const korean: AdminCategory[] = [
      { ...noodles, subcategories: [{ ...sub('s1', 'c1', 'Ramyun', 3), name_kr: '라면' }] },
      snacks,
    ];
    renderWithProviders(<CategoryTree categories={korean} />, { locale: 'ko' });
    const region = screen.getByRole('region', { name: '면' });
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent(/^면\s*$/);
    expect(within(region).getByText('라면')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: '라면 보관' })).toBeInTheDocument();
    expect(within(region).getByRole('option', { name: '면' })).toBeInTheDocument();
  });

  it('gives the Korean name beside the English one on an English page', () => {
    renderTree('en');
    const region = screen.getByRole('region', { name: 'Noodles' });
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent(/^Noodles 면/);
  });

  it('sends reorder, rename and move requests', async () => {
    const fetchMock = changes(
      'POST /api/admin/subcategories/s2/move',
      'PATCH /api/admin/subcategories/s1',
      'PATCH /api/admin/subcategories/s2',
    );
    renderTree();

    await userEvent.click(screen.getByRole('button', { name: 'Move Udon up' }));
    await waitFor(() =>
      expect(lastCall(fetchMock)).toMatchObject({ method: 'POST', body: { direction: 'up' } }),
    );
    expect(lastCall(fetchMock).url).toContain('/admin/subcategories/s2/move');

    const rename = screen.getByRole('textbox', { name: 'English name of Ramyun' });
    await userEvent.clear(rename);
    await userEvent.type(rename, 'Instant noodles{Enter}');
    await waitFor(() =>
      expect(lastCall(fetchMock)).toMatchObject({
        method: 'PATCH',
        body: { name: 'Instant noodles' },
      }),
    );

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category of Udon' }), 'c2');
    await waitFor(() =>
      expect(lastCall(fetchMock)).toMatchObject({ method: 'PATCH', body: { category_id: 'c2' } }),
    );
    expect(lastCall(fetchMock).url).toContain('/admin/subcategories/s2');
  });

  it('renames the Korean name on a Korean screen, its field first, sending only that name', async () => {
    const fetchMock = changes('PATCH /api/admin/categories/c1');
    renderTree('ko');
    const region = screen.getByRole('region', { name: '면' });
    const [first] = within(region).getAllByRole('textbox');
    expect(first).toHaveAccessibleName('면 한글 이름');
    expect(first).toHaveValue('면');
    expect(within(region).getByRole('textbox', { name: '면 영문 이름' })).toHaveValue('Noodles');
    await userEvent.clear(first!);
    await userEvent.type(first!, '면류{Enter}');
    await waitFor(() =>
      expect(lastCall(fetchMock)).toMatchObject({ method: 'PATCH', body: { name_kr: '면류' } }),
    );
    expect(lastCall(fetchMock).body).not.toHaveProperty('name');
    expect(lastCall(fetchMock).url).toContain('/admin/categories/c1');
  });

  it('sets which product information notice a category’s products carry', async () => {
    const fetchMock = changes('PATCH /api/admin/categories/c1');
    renderTree();
    const kind = within(screen.getByRole('region', { name: 'Noodles' })).getByRole('combobox', {
      name: 'Product information notice its products carry',
    });
    expect(kind).toHaveValue('processed_food');
    await userEvent.selectOptions(kind, 'food');
    await waitFor(() =>
      expect(lastCall(fetchMock)).toMatchObject({ method: 'PATCH', body: { notice_kind: 'food' } }),
    );
    expect(lastCall(fetchMock).url).toContain('/admin/categories/c1');
  });

  it('shows the reason when archiving is refused', async () => {
    const message = '3 products on sale still use this subcategory; move or archive them first.';
    mockFetch({
      'POST /api/admin/subcategories/s1/archive': () => json(409, { message, code: 'IN_USE' }),
    });
    renderTree();
    await userEvent.click(screen.getByRole('button', { name: 'Archive Ramyun' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
