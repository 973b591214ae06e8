import { productBulkBody, productBulkResult } from '@jangbogi/contracts/admin-catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bulkUpdateProducts } from '../../domain/catalogue/products-bulk.ts';
import { errorResponses } from '../../lib/error-responses.ts';

const tags = ['admin: catalogue'];
const errors = errorResponses(400, 401, 403, 404, 409);

const productsBulk: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/products/bulk',
    {
      schema: {
        tags,
        summary:
          'Apply one change (price, sale price, on sale, featured or a stock delta) to the selected products',
        description:
          'All or nothing: when any product cannot take the change (a sale price not below its price, stock that would go below zero), ' +
          'the answer is 409 with `details.failed` naming each one, and no product changes. A stock delta records one movement per product.',
        body: productBulkBody,
        response: { 200: productBulkResult, ...errors },
      },
    },
    async (request) => bulkUpdateProducts(fastify.db, request.body, request.requireAdmin().userId),
  );
};

export default productsBulk;
