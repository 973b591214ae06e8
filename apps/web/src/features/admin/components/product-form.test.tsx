import type { AdminProduct } from '@jangbogi/contracts/admin-catalog';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/testing/fetch';
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

const product: AdminProduct = {
  sku: 'JB-00001',
  _id: '7b0b5d36-4c0e-4d53-9a43-1a7a8f1d2a01',
  name: 'Shin Ramyun 5-pack',
  name_kr: '신라면 5개입',
  brand: 'Nongshim',
  brand_kr: '농심',
  search_keywords: [],
  weight: '600g',
  weight_kr: '600g',
  description: null,
  description_kr: null,
  origin: '소맥분: 미국산, 호주산',
  storage: 'room',
  tax_type: 'taxed',
  notice: {},
  notice_kind: 'processed_food',
  missing_information: [],
  sell_price: 4980,
  sale_price: null,
  compare_price: null,
  is_on_sale: false,
  is_featured: true,
  is_highlighted: false,
  stock_quantity: 12,
  subcategory_id: RAMYUN,
  archived: false,
  archived_at: null,
  images: [],
  updated_at: '2026-11-21T03:00:00.000Z',
  net_quantity: 120,
  net_unit: 'g',
  pack_count: 5,
  unit_price: { won: 830, per_quantity: 100, unit: 'g' },
  sold_by_weight: false,
  price_per_kg: null,
  estimated_grams: null,
};

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
