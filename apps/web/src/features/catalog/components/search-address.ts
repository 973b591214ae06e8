import type { SearchAddress } from '@/config/paths';
import { readPage } from '@/lib/read-page';

// Reading a results page's address back into its text and filters. paths.search.getHref writes
// it; this reads it, dropping what the API would refuse (a sort it does not know, a negative
// price), so an edited or stale link still shows a page instead of an error.

export type SearchSort = NonNullable<SearchAddress['sort']>;
export type Storage = NonNullable<SearchAddress['storage']>;

export const SEARCH_SORTS: readonly SearchSort[] = [
  'relevance',
  'price_asc',
  'price_desc',
  'newest',
  'best_selling',
  'unit_price',
];
export const STORAGES: readonly Storage[] = ['room', 'chilled', 'frozen'];

/** The price bands the filters offer, in won: from `min` up to and including `max`. */
export interface PriceBand {
  min?: number;
  max?: number;
}
export const PRICE_BANDS: readonly PriceBand[] = [
  { max: 4_999 },
  { min: 5_000, max: 9_999 },
  { min: 10_000, max: 19_999 },
  { min: 20_000, max: 49_999 },
  { min: 50_000 },
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_PRICE = 100_000_000;

const isOneOf = <T extends string>(options: readonly T[], value: string | null): value is T =>
  value !== null && (options as readonly string[]).includes(value);

function readPrice(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const price = Number(value);
  return Number.isInteger(price) && price >= 0 && price <= MAX_PRICE ? price : undefined;
}

const readId = (value: string | null) => (value && UUID.test(value) ? value : undefined);

/** The search text of a results address, trimmed as the API trims it. */
export const readQuery = (params: URLSearchParams) => (params.get('q') ?? '').trim();

/** The filters, sort and page of a results address; anything unreadable is left out. */
export function readSearchAddress(params: URLSearchParams): SearchAddress {
  const address: SearchAddress = {};
  const category = readId(params.get('category'));
  if (category) address.category = category;
  const subcategory = readId(params.get('subcategory'));
  if (subcategory) address.subcategory = subcategory;
  let min = readPrice(params.get('min_price'));
  let max = readPrice(params.get('max_price'));
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  if (min !== undefined) address.min_price = min;
  if (max !== undefined) address.max_price = max;
  if (params.get('in_stock') === 'true') address.in_stock = true;
  if (params.get('on_sale') === 'true') address.on_sale = true;
  const storage = params.get('storage');
  if (isOneOf(STORAGES, storage)) address.storage = storage;
  const sort = params.get('sort');
  if (isOneOf(SEARCH_SORTS, sort) && sort !== 'relevance') address.sort = sort;
  if (params.get('literal') === 'true') address.literal = true;
  const page = readPage(params);
  if (page > 1) address.page = page;
  return address;
}

/** The changes that drop every filter (and keep the sort). */
export const NO_FILTERS: SearchAddress = {
  category: undefined,
  subcategory: undefined,
  min_price: undefined,
  max_price: undefined,
  in_stock: undefined,
  on_sale: undefined,
  storage: undefined,
};

/** How many filters narrow the results (the sort, the page and `literal` do not). */
export function countFilters(address: SearchAddress): number {
  return [
    address.category ?? address.subcategory,
    address.min_price ?? address.max_price,
    address.in_stock,
    address.on_sale,
    address.storage,
  ].filter((value) => value !== undefined).length;
}

/** The address with some fields changed; any change but the page's goes back to page 1. */
export function withChanges(address: SearchAddress, changes: SearchAddress): SearchAddress {
  const next: SearchAddress = { ...address, ...changes };
  if (!('page' in changes)) delete next.page;
  for (const key of Object.keys(next) as (keyof SearchAddress)[])
    if (next[key] === undefined || next[key] === false) delete next[key];
  return next;
}

/** The band a min/max pair is, or -1 when it is none of the offered ones. */
export const bandIndexOf = (address: SearchAddress) =>
  PRICE_BANDS.findIndex((band) => band.min === address.min_price && band.max === address.max_price);
