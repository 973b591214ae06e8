import {
  bySubcategoriesQuery,
  productDetail,
  productList,
  pagedProducts,
  productsQuery,
  searchPageQuery,
  searchQuery,
  searchResult,
  stockAlertBody,
  stockAlertResponse,
} from '@jangbogi/contracts/catalog';
import { idParams } from '@jangbogi/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listProducts, productDetail as loadProductDetail } from '../../domain/catalog/products.ts';
import { searchProducts } from '../../domain/catalog/search.ts';
import { searchProductPage } from '../../domain/catalog/search-page.ts';
import { requestStockAlert, STOCK_ALERT_LIMITS } from '../../domain/stock-alerts/stock-alerts.ts';
import { badRequest } from '../../lib/errors.ts';
import { requestLanguage } from '../../lib/i18n/language.ts';
import { alertLinkSettings } from '../../lib/alert-link-settings.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { perEmailLimit, perIpLimit } from '../../lib/rate-limits.ts';

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
      products: await searchProducts(fastify.sql, request.query.q, request.query.lang),
    }),
  );

  fastify.get(
    '/search/results',
    {
      schema: {
        tags,
        summary: 'The search results page: every product the search matches, 18 a page',
        querystring: searchPageQuery,
        response: { 200: pagedProducts, ...errors },
      },
    },
    async ({ query }) => searchProductPage(fastify.sql, query.q, query.page, query.lang),
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
      if (!email) throw badRequest('Please enter your email address', 'EMAIL_REQUIRED');
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
