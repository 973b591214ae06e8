import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/testing/fetch';
import { anAdminProduct } from '@/testing/products';
import { renderWithProviders } from '@/testing/render';
import type { AdminCategory } from '../api/catalog';
import { ProductForm } from './product-form';

const RAMYUN = '5c1d1b0e-8a86-4a43-9d0a-7f0f7d0b1c02';

const categories: AdminCategory[] = [
  {
    _id: 'c1',
    name: 'Noodles',
    name_kr: '면',
    sort_order: 0,
    notice_kind: 'processed_food',
    archived: false,
    subcategories: [
      { name: 'Udon', name_kr: '우동', _id: 's1' },
      { name: 'Ramyun', name_kr: '라면', _id: RAMYUN },
    ].map((sub) => ({
      ...sub,
      category_id: 'c1',
      sort_order: 0,
      product_count: 1,
      live_product_count: 1,
      archived: false,
    })),
  },
];

const product = anAdminProduct({ subcategory_id: RAMYUN });

describe('ProductForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  // Opened from its own address, the page draws the form before the category list arrives.
  it("shows the product's subcategory once the category list arrives after the form", async () => {
    let answerCategories = () => {};
    mockFetch({
      'GET /api/admin/categories': () =>
        new Promise<Response>((resolve) => {
          answerCategories = () => resolve(json(200, { categories }));
        }),
    });
    renderWithProviders(
      <ProductForm product={product} submitLabel="Save" onSubmit={() => Promise.resolve()} />,
    );
    await act(async () => answerCategories());

    expect(await screen.findByRole('option', { name: 'Ramyun' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Subcategory' })).toHaveValue(RAMYUN);
    expect(screen.getByRole('option', { name: 'Ramyun' })).toHaveProperty('selected', true);
  });
});
