import {
  bySubcategoriesQuery,
  productDetail,
  productList,
  productsQuery,
  stockAlertBody,
  stockAlertResponse,
} from '@jangbogi/contracts/catalog';
import {
  searchClickBody,
  searchPage,
  searchPageQuery,
  searchQuery,
  searchResult,
} from '@jangbogi/contracts/search';
import { z } from 'zod';
import { idParams } from '@jangbogi/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  listProducts,
  productDetail as loadProductDetail,
} from '../../domain/catalogue/products.ts';
import { recordClick } from '../../domain/catalogue/search/log.ts';
import { searchHeaderBox, searchResultsPage } from '../../domain/catalogue/search/search.ts';
import { requestStockAlert, STOCK_ALERT_LIMITS } from '../../domain/stock-alerts/stock-alerts.ts';
import { badRequest } from '../../lib/errors.ts';
import { requestLanguage } from '../../lib/i18n/language.ts';
import { alertLinkSettings } from '../../http/alert-link-settings.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { perEmailLimit, perIpLimit } from '../../lib/rate-limits.ts';

const tags = ['catalogue'];
const errors = errorResponses(400, 404);

const products: FastifyPluginAsyncZod = async (fastify) => {
  const searchContext = {
    sql: fastify.sql,
    headerCacheMs: fastify.config.searchCacheMs,
  };
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
        summary: 'The header box: up to 6 products and 3 categories that match q',
        description:
          "Matches names, brands, keywords and category names in both languages, with spacing, typos, 초성, romanisation, English-keyboard Hangul and the shop team's synonyms (ADR 34).",
        querystring: searchQuery,
        response: { 200: searchResult, ...errors },
      },
    },
    async ({ query }) => searchHeaderBox(searchContext, query.q, query.lang),
  );

  fastify.get(
    '/search/results',
    {
      schema: {
        tags,
        summary: 'The search results page: 18 a page, with filters and sorts',
        description:
          'corrected_to is set when nothing matched the text as typed and the products are those of a correction; literal=true searches the text as typed.',
        querystring: searchPageQuery,
        response: { 200: searchPage, ...errors },
      },
    },
    async ({ query }) =>
      searchResultsPage(searchContext, {
        query: query.q,
        language: query.lang,
        page: query.page,
        sort: query.sort,
        literal: query.literal === 'true',
        filters: {
          categoryId: query.category,
          subcategoryId: query.subcategory,
          minPrice: query.min_price,
          maxPrice: query.max_price,
          inStock: query.in_stock === 'true',
          onSale: query.on_sale === 'true',
          storage: query.storage,
        },
      }),
  );

  fastify.post(
    '/search/clicks',
    {
      schema: {
        tags,
        summary: 'The shopper opened an answer of a search (recorded for the search report)',
        body: searchClickBody,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await recordClick(fastify.sql, request.body.search_id);
      return reply.status(204).send(null);
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
          'Once, in the order shoppers asked, and only to a confirmed email: a guest’s email is sent a signed link to confirm it once (at most one a day); a logged-in shopper’s alert goes to the account’s own email (an email in the body is ignored), confirmed when the account has verified it. Every alert carries a one-click unsubscribe. At most ' +
          `${STOCK_ALERT_LIMITS.perAddress.max} requests an hour from one address and ${STOCK_ALERT_LIMITS.perEmail.max} for one email. 409 IN_STOCK when it can be ordered now.`,
        params: idParams,
        body: stockAlertBody,
        response: { 201: stockAlertResponse, ...errorResponses(400, 404, 409, 429) },
      },
      config: perIpLimit(STOCK_ALERT_LIMITS.perAddress),
      preHandler: perEmailLimit(fastify, 'stock-alert', STOCK_ALERT_LIMITS.perEmail, (request) => {
        const caller = request.caller();
        if (caller?.kind === 'user') return `account:${caller.userId}`;
        const body = request.body as { email?: string } | undefined;
        return body?.email?.toLowerCase() ?? '';
      }),
    },
    async (request, reply) => {
      const caller = request.caller();
      const account =
        caller?.kind === 'user'
          ? await fastify.db.user.findUnique({
              where: { id: caller.userId },
              select: { email: true, emailVerifiedAt: true },
            })
          : null;
      // A logged-in shopper is alerted at the account's own address, never at one typed in.
      const email = caller?.kind === 'user' ? account?.email : request.body.email;
      if (!email) throw badRequest('stockAlerts.emailRequired', 'EMAIL_REQUIRED');
      const { confirmed } = await requestStockAlert(
        fastify.db,
        {
          productId: request.params.id,
          email,
          userId: caller?.kind === 'user' ? caller.userId : null,
          emailProved: account?.emailVerifiedAt != null,
          language: requestLanguage(request),
        },
        alertLinkSettings(fastify),
      );
      return reply.status(201).send({
        waiting: true,
        email: email.toLowerCase(),
        confirmed: account ? confirmed : false,
      });
    },
  );
};

export default products;
