import {
  bySubcategoriesQuery,
  productDetail,
  productList,
  productsQuery,
  stockAlertBody,
  stockAlertResponse,
} from '@jangbogi/contracts/catalog';
import { searchPage, searchPageQuery, searchQuery, searchResult } from '@jangbogi/contracts/search';
import { idParams } from '@jangbogi/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listProducts, productDetail as loadProductDetail } from '../../domain/catalog/products.ts';
import { searchProducts } from '../../domain/catalog/search.ts';
import { searchProductPage } from '../../domain/catalog/search-page.ts';
import { requestStockAlert } from '../../domain/stock-alerts/stock-alerts.ts';
import { badRequest } from '../../lib/errors.ts';
import { requestLanguage } from '../../lib/i18n/language.ts';
import { errorResponses } from '../../lib/error-responses.ts';

const tags = ['catalogue'];
const errors = errorResponses(400, 404);

const products: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Products, newest first (optionally of one subcategory, or featured only)',
        querystring: productsQuery,
        response: { 200: productList, ...errors },
      },
    },
    async (request) => {
      const { subcategory, featured, page, limit } = request.query;
      const subcategoryIds = subcategory ? [subcategory] : undefined;
      const filter = { subcategoryIds, featuredOnly: featured === 'true' };
      return { products: await listProducts(fastify.db, filter, { page, limit }) };
    },
  );

  fastify.get(
    '/search',
    {
      schema: {
        tags,
        summary: 'Up to 6 products whose English or Korean name contains q',
        querystring: searchQuery,
        response: { 200: searchResult, ...errors },
      },
    },
    async (request) => ({
      products: (await searchProducts(fastify.sql, request.query.q, request.query.lang)).map(
        (product) => ({ ...product, highlight: { name: [], name_kr: [] } }),
      ),
      categories: [],
      search_id: 'pending',
    }),
  );

  fastify.get(
    '/search/results',
    {
      schema: {
        tags,
        summary: 'The search results page: every product the search matches, 18 a page',
        querystring: searchPageQuery,
        response: { 200: searchPage, ...errors },
      },
    },
    async ({ query }) => {
      const page = await searchProductPage(fastify.sql, query.q, query.page, query.lang);
      return {
        ...page,
        products: page.products.map((product) => ({
          ...product,
          highlight: { name: [], name_kr: [] },
        })),
        corrected_to: null,
        categories: [],
        popular: [],
        search_id: 'pending',
      };
    },
  );

  fastify.get(
    '/by-subcategories',
    {
      schema: {
        tags,
        summary: 'Products of the given subcategories',
        querystring: bySubcategoriesQuery,
        response: { 200: productList, ...errors },
      },
    },
    async (request) => {
      const { ids, page, limit } = request.query;
      return { products: await listProducts(fastify.db, { subcategoryIds: ids }, { page, limit }) };
    },
  );

  fastify.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Product detail',
        params: idParams,
        response: { 200: productDetail, ...errors },
      },
    },
    async (request) => loadProductDetail(fastify.sql, request.params.id),
  );

  fastify.post(
    '/:id/stock-alert',
    {
      schema: {
        tags,
        summary: 'Email me when this sold-out product is back in stock',
        description:
          'Once, in the order shoppers asked. A logged-in shopper may leave out the email. 409 IN_STOCK when it can be ordered now.',
        params: idParams,
        body: stockAlertBody,
        response: { 201: stockAlertResponse, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      const caller = request.caller();
      const account =
        caller?.kind === 'user'
          ? await fastify.db.user.findUnique({
              where: { id: caller.userId },
              select: { email: true },
            })
          : null;
      const email = request.body.email ?? account?.email;
      if (!email) throw badRequest('Please enter your email address', 'EMAIL_REQUIRED');
      await requestStockAlert(fastify.db, {
        productId: request.params.id,
        email,
        userId: caller?.kind === 'user' ? caller.userId : null,
        language: requestLanguage(request),
      });
      return reply.status(201).send({ waiting: true, email: email.toLowerCase() });
    },
  );
};

export default products;
