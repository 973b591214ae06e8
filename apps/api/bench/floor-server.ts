// The floor: plain Fastify + pg running the same SQL as the API's hot paths, with no validation,
// no serializer schemas, no auth, no Prisma client (the search sends the statement the API
// sends first, headerBoxStatement). The API's figures are reported as a share of this.
import Fastify from 'fastify';
import pg from 'pg';
import { CATEGORY_ROWS_SQL, type CategoryRow } from '../src/domain/catalogue/search/categories.ts';
import { headerBoxStatement, resultsPageStatement } from '../src/domain/catalogue/search/search.ts';
import { synonymTable } from '../src/domain/catalogue/search/synonyms.ts';
import { ANCHORS_SQL, DETAIL_SQL, LIST_SQL } from './floor-sql.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required');
const pool = new pg.Pool({
  connectionString: databaseUrl,
  max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
});

const PER_PAGE = 18;
const app = Fastify({ logger: false });

app.get<{ Params: { id: string } }>('/api/products/:id', async (request, reply) => {
  const { rows } = await pool.query(DETAIL_SQL, [request.params.id]);
  if (!rows[0]) return reply.status(404).send({ message: 'Product not found' });
  return rows[0];
});

// Page anchors read once: the floor does not follow catalogue changes (nothing changes during a run).
const anchors = (await pool.query<{ total: number; starts: string[] }>(ANCHORS_SQL, [PER_PAGE]))
  .rows[0] ?? { total: 0, starts: [] };

app.get<{ Querystring: { page?: string } }>('/api/productsOP/all_products', async (request) => {
  const page = Number(request.query.page ?? 1);
  const { rows } = await pool.query<{ id: string | null }>(LIST_SQL, [
    anchors.starts[page - 1] ?? null,
    PER_PAGE,
  ]);
  const { total } = anchors;
  return {
    products: rows.filter((row) => row.id !== null),
    page,
    pages: Math.ceil(total / PER_PAGE),
    total,
  };
});

// Synonyms read once, as the API keeps them (nothing changes during a run).
const synonyms = synonymTable(
  '0',
  (await pool.query('SELECT two_way, from_term, terms FROM search_synonyms')).rows,
);

// The category rows read once, as the API keeps them: the statements match the query against
// them as the API's do (라면 names a subcategory, whose products are candidates too).
const categories = (await pool.query<CategoryRow>(CATEGORY_ROWS_SQL.text)).rows;

// The header box in the API's two stages: the names first, every source when they do not fill it.
app.get<{ Querystring: { q?: string } }>('/api/products/search', async (request) => {
  const q = request.query.q ?? '';
  const names = headerBoxStatement(q, 'en', synonyms, categories, true);
  const first = await pool.query<{ id: string | null }>(names.text, names.values);
  if (first.rows.filter((row) => row.id !== null).length >= 6) return { products: first.rows };
  const { text, values } = headerBoxStatement(q, 'en', synonyms, categories);
  const { rows } = await pool.query(text, values);
  return { products: rows };
});

// The results page: the statement the API sends for it (filters, sort, 18 a page), rows as they are.
app.get<{ Querystring: Record<string, string | undefined> }>(
  '/api/products/search/results',
  async (request) => {
    const { q = '', in_stock, sort } = request.query;
    const { text, values } = resultsPageStatement(
      q,
      'en',
      synonyms,
      categories,
      { inStock: in_stock === 'true' },
      sort === 'price_asc' ? 'price_asc' : 'relevance',
    );
    const { rows } = await pool.query(text, values);
    return { products: rows };
  },
);

app.get('/health', async () => ({ status: 'ok' }));

const shutdown = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
