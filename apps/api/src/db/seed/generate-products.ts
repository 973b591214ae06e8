// `--products N`: adds N more products built from the existing catalogue (pack-size variants of
// real products, reusing their illustrations), in multi-row INSERT ... SELECT FROM unnest(...)
// batches so 100,000 rows take seconds, not minutes. A large load builds the search indexes once
// at the end instead of maintaining them row by row (search reads the table meanwhile).
import { randomUUID } from 'node:crypto';
import type { Db } from '../client.ts';
import { prismaSql } from '../sql.ts';
import { searchDocument } from '../../domain/catalogue/search/document.ts';
import { refreshSearchDocuments } from '../../domain/catalogue/search/refresh.ts';
import { saveTerms } from '../../domain/catalogue/search/vocabulary.ts';

export const MAX_GENERATED_PRODUCTS = 100_000;
const BATCH_SIZE = 2_500;
/** From this many products on, the search indexes are dropped for the load and rebuilt after it. */
const REBUILD_INDEXES_FROM = 10_000;
/** The search table's indexes (ADR 34) and the out-of-date documents' one on products. */
const SEARCH_INDEXES = [
  'products_search_doc_idx',
  'products_search_alt_idx',
  'products_search_doc_latin_idx',
  'products_search_doc_jamo_idx',
  'products_search_alt_latin_idx',
  'products_search_name_kr_idx',
  'products_search_name_en_idx',
  'products_search_rank_idx',
  'products_search_subcategory_idx',
  'products_search_stale_rows_idx',
  'products_search_stale_idx',
];

/** What each index build may sort in memory. */
const INDEX_BUILD_MEMORY = '256MB';

/**
 * Runs `load` without the search indexes (the search table's and the out-of-date documents' one
 * on products) and then recreates each from its own definition as the database holds it (so the
 * migrations stay the only place that defines them), also on failure. The search table's rows
 * are written with each batch by its insert trigger, which costs the load next to nothing.
 */
async function withoutSearchIndexes<T>(db: Db, load: () => Promise<T>): Promise<T> {
  const indexes = await db.$queryRaw<{ name: string; definition: string }[]>`
    SELECT indexname AS name, indexdef AS definition FROM pg_indexes
    WHERE schemaname = current_schema() AND tablename IN ('products', 'products_search')
      AND indexname = ANY(${SEARCH_INDEXES}::text[])`;
  for (const index of indexes) await db.$executeRawUnsafe(`DROP INDEX IF EXISTS "${index.name}"`);
  try {
    return await load();
  } finally {
    // Two at a time (one a core on a small server), each with room to sort in memory: the two
    // trigram indexes take most of the time, and a GIN build spills at the default 64 MB.
    const queue = [...indexes];
    const build = async () => {
      for (let index = queue.shift(); index; index = queue.shift()) {
        const definition = index.definition.replace(
          /^CREATE INDEX /,
          'CREATE INDEX IF NOT EXISTS ',
        );
        await db.$transaction(
          async (tx) => {
            await tx.$executeRawUnsafe(`SET LOCAL maintenance_work_mem = '${INDEX_BUILD_MEMORY}'`);
            await tx.$executeRawUnsafe(definition);
          },
          { timeout: 600_000 },
        );
      }
    };
    await Promise.all([build(), build()]);
  }
}

const VARIANTS: [en: string, kr: string, priceFactor: number][] = [
  ['Value Pack', '실속팩', 1.8],
  ['Family Size', '패밀리 사이즈', 2.4],
  ['x 2 Bundle', '2개 묶음', 1.9],
  ['x 3 Bundle', '3개 묶음', 2.7],
  ['Mini', '미니', 0.6],
  ['Gift Set', '선물세트', 3.2],
  ['Trial Size', '체험용', 0.5],
  ['Bulk Box', '대용량 박스', 4.5],
  ['Special Edition', '스페셜 에디션', 1.2],
  ['Twin Pack', '트윈팩', 1.9],
];

interface BaseProduct {
  subcategory_id: string;
  name: string;
  name_kr: string;
  brand: string | null;
  brand_kr: string | null;
  weight: string | null;
  weight_kr: string | null;
  description: string | null;
  description_kr: string | null;
  origin: string | null;
  storage: string;
  /** The notice as JSON text, copied as it is. */
  notice: string;
  sell_price: number;
  image_url: string | null;
}

function roundWon(value: number): number {
  return Math.min(60_000, Math.max(1_500, Math.round(value / 100) * 100 - 20));
}

export async function generateProducts(
  db: Db,
  count: number,
  onProgress: (done: number) => void = () => {},
): Promise<number> {
  if (!Number.isInteger(count) || count < 1 || count > MAX_GENERATED_PRODUCTS) {
    throw new Error(`--products must be a whole number from 1 to ${MAX_GENERATED_PRODUCTS}`);
  }
  const bases = await db.$queryRaw<BaseProduct[]>`
    SELECT p.subcategory_id::text AS subcategory_id, p.name, p.name_kr, p.brand, p.brand_kr, p.weight, p.weight_kr, p.description,
      p.description_kr, p.origin, p.storage::text AS storage, p.notice::text AS notice, p.sell_price,
      p.main_image_url AS image_url
    FROM products p WHERE p.archived_at IS NULL ORDER BY p.list_position LIMIT 1000`;
  if (bases.length === 0) throw new Error('The catalogue is empty: seed it first (pnpm db:seed).');

  // The search documents are written with each row (computed here, memoised per word), so the
  // load is one pass; the refresh then finds nothing out of date.
  const load = async () => {
    const firstPosition = await reserveListPositions(db, count);
    const inserted = await insertBatches(db, bases, count, firstPosition, onProgress);
    await refreshSearchDocuments(prismaSql(db));
    return inserted;
  };
  const done = count >= REBUILD_INDEXES_FROM ? await withoutSearchIndexes(db, load) : await load();
  // Refresh statistics (and flush the GIN pending list) so search uses its indexes straight away.
  await db.$executeRaw`VACUUM ANALYZE products`;
  await db.$executeRaw`VACUUM ANALYZE products_search`;
  return done;
}

/**
 * Takes `count` list positions from the products' sequence at once, so that each generated
 * product's place in the list (the "newest" order, search's last tie-break) follows its number
 * rather than which of the concurrent batches was inserted first: the same catalogue comes out in
 * the same order on every database. Answers the first of them.
 */
async function reserveListPositions(db: Db, count: number): Promise<bigint> {
  const [reserved] = await db.$queryRaw<{ last: bigint }[]>`
    SELECT setval(pg_get_serial_sequence('products', 'list_position'),
      nextval(pg_get_serial_sequence('products', 'list_position')) + ${count - 1}) AS last`;
  return (reserved?.last ?? 0n) - BigInt(count - 1);
}

// Two batches at a time: PostgreSQL computes each row's search grams and index entries on one core
// per connection, and that, not the network, bounds the load.
const BATCHES_AT_ONCE = 2;

async function insertBatches(
  db: Db,
  bases: BaseProduct[],
  count: number,
  firstPosition: bigint,
  onProgress: (done: number) => void,
): Promise<number> {
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < count) {
      const start = next;
      const size = Math.min(BATCH_SIZE, count - start);
      next += size;
      await insertBatch(db, bases, start, size, firstPosition);
      done += size;
      onProgress(done);
    }
  };
  await Promise.all(Array.from({ length: BATCHES_AT_ONCE }, worker));
  return done;
}

async function insertBatch(
  db: Db,
  bases: BaseProduct[],
  start: number,
  size: number,
  firstPosition: bigint,
) {
  const cols = {
    id: [] as string[],
    position: [] as string[],
    sub: [] as string[],
    name: [] as string[],
    nameKr: [] as string[],
    brand: [] as (string | null)[],
    brandKr: [] as (string | null)[],
    weight: [] as (string | null)[],
    description: [] as (string | null)[],
    // A variant is the same product in another pack: its origin, storage and notice are its base's.
    descriptionKr: [] as (string | null)[],
    weightKr: [] as (string | null)[],
    origin: [] as (string | null)[],
    storage: [] as string[],
    notice: [] as string[],
    sell: [] as number[],
    sale: [] as (number | null)[],
    compare: [] as (number | null)[],
    onSale: [] as boolean[],
    featured: [] as boolean[],
    highlighted: [] as boolean[],
    stock: [] as number[],
    mainImage: [] as (string | null)[],
    imageUrl: [] as string[],
    imageProduct: [] as string[],
    searchNameKr: [] as string[],
    searchNameEn: [] as string[],
    searchWords: [] as string[],
    searchDoc: [] as string[],
    searchAlt: [] as string[],
    unitBasis: [] as (number | null)[],
  };
  const terms = new Set<string>();
  for (let i = 0; i < size; i++) {
    const n = start + i;
    const base = bases[n % bases.length] as BaseProduct;
    const [variant, variantKr, factor] = VARIANTS[
      Math.floor(n / bases.length) % VARIANTS.length
    ] ?? ['Value Pack', '실속팩', 1.8];
    const series = Math.floor(n / (bases.length * VARIANTS.length));
    const suffix = series > 0 ? ` No.${series + 1}` : '';
    const sell = roundWon(base.sell_price * factor);
    const onSale = n % 5 === 0;
    const id = randomUUID();
    const name = `${base.name} ${variant}${suffix}`;
    const nameKr = `${base.name_kr} ${variantKr}${suffix}`;
    const document = searchDocument({
      name,
      nameKr,
      brand: base.brand,
      brandKr: base.brand_kr,
      keywords: [],
      weight: base.weight,
    });
    for (const term of document.terms) terms.add(term);
    cols.id.push(id);
    cols.position.push(String(firstPosition + BigInt(n)));
    cols.sub.push(base.subcategory_id);
    cols.name.push(name);
    cols.nameKr.push(nameKr);
    cols.searchNameKr.push(document.nameKr);
    cols.searchNameEn.push(document.nameEn);
    cols.searchWords.push(document.words);
    cols.searchDoc.push(document.doc);
    cols.searchAlt.push(document.alt);
    cols.unitBasis.push(document.unitBasis);
    cols.brand.push(base.brand);
    cols.brandKr.push(base.brand_kr);
    cols.weight.push(base.weight);
    cols.description.push(base.description);
    cols.descriptionKr.push(base.description_kr);
    cols.weightKr.push(base.weight_kr);
    cols.origin.push(base.origin);
    cols.storage.push(base.storage);
    cols.notice.push(base.notice);
    cols.sell.push(sell);
    cols.sale.push(onSale ? roundWon(sell * 0.85) : null);
    cols.compare.push(onSale ? sell : null);
    cols.onSale.push(onSale);
    cols.featured.push(n % 50 === 0);
    cols.highlighted.push(onSale && n % 40 === 0);
    cols.stock.push(n % 20 === 7 ? 0 : 5 + ((n * 31) % 200));
    // Written with the row, so the image trigger finds nothing to change.
    cols.mainImage.push(base.image_url);
    if (base.image_url) {
      cols.imageUrl.push(base.image_url);
      cols.imageProduct.push(id);
    }
  }
  await db.$transaction(
    async (tx) => {
      // search_source is the hash the stale-document index compares (STALE_DOCUMENT), of the
      // fields as stored.
      await tx.$executeRaw`
      INSERT INTO products (id, list_position, subcategory_id, name, name_kr, brand, brand_kr, weight, description, sell_price, sale_price,
        compare_price, is_on_sale, is_featured, is_highlighted, stock_quantity, main_image_url,
        description_kr, weight_kr, origin, storage, notice,
        search_name_kr, search_name_en, search_words, search_doc, search_alt, unit_basis, search_source)
      SELECT t.*, md5(t.name || chr(31) || t.name_kr || chr(31) || coalesce(t.brand, '') || chr(31) || coalesce(t.brand_kr, '') || chr(31) || coalesce(t.weight, '') || chr(31) || t.subcategory_id::text)
      FROM unnest(${cols.id}::uuid[], ${cols.position}::bigint[], ${cols.sub}::uuid[], ${cols.name}::text[], ${cols.nameKr}::text[],
        ${cols.brand}::text[], ${cols.brandKr}::text[], ${cols.weight}::text[], ${cols.description}::text[], ${cols.sell}::int[], ${cols.sale}::int[],
        ${cols.compare}::int[], ${cols.onSale}::boolean[], ${cols.featured}::boolean[], ${cols.highlighted}::boolean[],
        ${cols.stock}::int[], ${cols.mainImage}::text[], ${cols.descriptionKr}::text[], ${cols.weightKr}::text[], ${cols.origin}::text[],
        ${cols.storage}::"StorageTemperature"[], ${cols.notice}::jsonb[],
        ${cols.searchNameKr}::text[], ${cols.searchNameEn}::text[], ${cols.searchWords}::text[], ${cols.searchDoc}::text[],
        ${cols.searchAlt}::text[], ${cols.unitBasis}::real[])
        AS t(id, list_position, subcategory_id, name, name_kr, brand, brand_kr, weight, description, sell_price, sale_price,
          compare_price, is_on_sale, is_featured, is_highlighted, stock_quantity, main_image_url,
          description_kr, weight_kr, origin, storage, notice,
          search_name_kr, search_name_en, search_words, search_doc, search_alt, unit_basis)`;
      await tx.$executeRaw`
      INSERT INTO product_images (product_id, url, is_main)
      SELECT product_id, url, true FROM unnest(${cols.imageProduct}::uuid[], ${cols.imageUrl}::text[]) AS t(product_id, url)`;
    },
    { timeout: 120_000, maxWait: 10_000 },
  );
  await saveTerms(prismaSql(db), terms);
}
