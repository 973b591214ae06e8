import { tossReconciliation, tossReconciliationQuery } from '@jangbogi/contracts/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reconcileTossDay } from '../../domain/payments/toss/reconciliation.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { notFound } from '../../lib/errors.ts';

const tags = ['admin: payments'];

const payments: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/payments/toss/reconciliation',
    {
      schema: {
        tags,
        summary: 'The day’s Toss orders compared with Toss’s transactions: every mismatch',
        description:
          'Compares the Korean calendar day now (GET /v1/transactions) and keeps the report; a job does the same each night for the day before. 404 without Toss keys, 502 when Toss did not answer.',
        querystring: tossReconciliationQuery,
        response: { 200: tossReconciliation, ...errorResponses(400, 401, 403, 404, 502) },
      },
    },
    async (request) => {
      if (!fastify.toss) throw notFound('payments.tossNotSetUp', 'NOT_FOUND');
      return reconcileTossDay(fastify.db, fastify.toss.client, request.query.date, new Date());
    },
  );
};

export default payments;
