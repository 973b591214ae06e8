import type { Subcategory } from '@jangbogi/contracts/catalog';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';
import { CategoriesMenu } from './categories-menu';

const noodles: Subcategory = {
  _id: 'sub-ramyun',
  name: 'Ramyun',
  name_kr: '라면',
  category_id: { _id: 'cat-noodles', name: 'Noodles', name_kr: '면류' },
};

describe('CategoriesMenu', () => {
  it('renders only its trigger until it is opened, then its groups and links', async () => {
    mockFetch({ 'GET /api/subcategories': () => json(200, [noodles]) });
    renderWithProviders(<CategoriesMenu />);
    const trigger = screen.getByRole('button', { name: 'Categories' });

    // No panel content (and none of its code) before the first opening.
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(
      document.getElementById(trigger.getAttribute('aria-controls') ?? ''),
    ).toBeEmptyDOMElement();

    // A desktop browser in these tests: hovering opens the menu.
    await userEvent.hover(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('link', { name: 'Ramyun' })).toHaveAttribute(
      'href',
      '/subcategory/sub-ramyun',
    );
    expect(screen.getByRole('link', { name: 'Noodles' })).toHaveAttribute(
      'href',
      '/categories/cat-noodles/products',
    );

    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('speaks Korean on a Korean page, its failure included', async () => {
    mockFetch({ 'GET /api/subcategories': () => json(500, { message: 'Boom' }) });
    renderWithProviders(<CategoriesMenu />, { locale: 'ko' });
    const trigger = screen.getByRole('button', { name: '카테고리' });
    await userEvent.hover(trigger);
    expect(await screen.findByText('지금은 카테고리를 불러올 수 없습니다.')).toBeInTheDocument();
  });

  it('names the categories and subcategories in Korean on a Korean page', async () => {
    mockFetch({ 'GET /api/subcategories': () => json(200, [noodles]) });
    renderWithProviders(<CategoriesMenu />, { locale: 'ko' });
    await userEvent.hover(screen.getByRole('button', { name: '카테고리' }));
    expect(await screen.findByRole('link', { name: '라면' })).toHaveAttribute(
      'href',
      '/ko/subcategory/sub-ramyun',
    );
    expect(screen.getByRole('link', { name: '면류' })).toBeInTheDocument();
    expect(screen.queryByText('Noodles')).not.toBeInTheDocument();
  });

  it('gives focus back to the button when Escape closes the menu from inside it', async () => {
    mockFetch({ 'GET /api/subcategories': () => json(200, [noodles]) });
    renderWithProviders(<CategoriesMenu />);
    const trigger = screen.getByRole('button', { name: 'Categories' });
    await userEvent.hover(trigger);
    const link = await screen.findByRole('link', { name: 'Ramyun' });
    link.focus();

    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('closes when a link in it is followed', async () => {
    mockFetch({ 'GET /api/subcategories': () => json(200, [noodles]) });
    const { router } = renderWithProviders(<CategoriesMenu />, {
      routes: [{ path: 'subcategory/:id', element: <p>Subcategory page</p> }],
    });
    await userEvent.hover(screen.getByRole('button', { name: 'Categories' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Ramyun' }));

    expect(await screen.findByText('Subcategory page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/subcategory/sub-ramyun');
    expect(screen.getByRole('button', { name: 'Categories' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
