import type { ProductSummary } from '@jangbogi/contracts/catalog';

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
    ...overrides,
  };
}
