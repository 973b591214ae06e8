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
