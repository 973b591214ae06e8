import type { AdminProduct } from '@jangbogi/contracts/admin-catalog';
import type { ProductSummary } from '@jangbogi/contracts/catalog';
import type { SearchCategoryHit, SearchHit } from '@jangbogi/contracts/search';

let counter = 0;

export function aProduct(overrides: Partial<ProductSummary> = {}): ProductSummary {
  counter += 1;
  return {
    _id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    name: `Test product ${counter}`,
    name_kr: `테스트 상품 ${counter}`,
    brand: 'CJ',
    brand_kr: 'CJ',
    weight: '500g',
    weight_kr: null,
    sell_price: 12_300,
    sale_price: null,
    compare_price: null,
    is_on_sale: false,
    is_featured: false,
    is_highlighted: false,
    stock_quantity: 10,
    price: 12_300,
    imageUrl: `/uploads/products/${counter}.webp`,
    subcategory_id: '00000000-0000-4000-8000-000000000999',
    storage: 'room',
    tax_type: 'taxed',
    net_quantity: 500,
    net_unit: 'g',
    pack_count: 1,
    unit_price: { won: 2_460, per_quantity: 100, unit: 'g' },
    sold_by_weight: false,
    price_per_kg: null,
    estimated_grams: null,
    ...overrides,
  };
}

/** A product as a search answers it, with no part of its names marked unless given. */
export function aSearchHit(overrides: Partial<SearchHit> = {}): SearchHit {
  return { ...aProduct(overrides), highlight: { name: [], name_kr: [] }, ...overrides };
}

let categoryCounter = 0;

/** A category (or subcategory) a search found by its name. */
export function aCategoryHit(overrides: Partial<SearchCategoryHit> = {}): SearchCategoryHit {
  categoryCounter += 1;
  return {
    _id: `00000000-0000-4000-9000-${String(categoryCounter).padStart(12, '0')}`,
    kind: 'category',
    name: `Category ${categoryCounter}`,
    name_kr: `카테고리 ${categoryCounter}`,
    category_id: null,
    highlight: { name: [], name_kr: [] },
    ...overrides,
  };
}

/** A product as the back office reads it: Shin Ramyun, filed under one subcategory. */
export function anAdminProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
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
    subcategory_id: '5c1d1b0e-8a86-4a43-9d0a-7f0f7d0b1c02',
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
    ...overrides,
  };
}
