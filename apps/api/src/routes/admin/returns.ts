// The returns queue: what shoppers asked to send back, with their photos, and the decisions.
import {
  adminReturnList,
  adminReturnsQuery,
  refuseReturnBody,
  returnIdParams,
} from '@jangbogi/contracts/returns';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { approveReturn, listReturns, refuseReturn } from '../../domain/orders/returns/decide.ts';
import { errorResponses } from '../../lib/error-responses.ts';

const tags = ['admin: returns'];
const errors = errorResponses(400, 401, 403, 404, 409);

const returns: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/returns',
    {
      schema: {
        tags,
        summary: 'Return requests, oldest first, optionally of one status',
        querystring: adminReturnsQuery,
        response: { 200: adminReturnList, ...errors },
      },
    },
    async (request) => ({
      returns: await listReturns(fastify.db, fastify.privateFileLinks, request.query.status),
    }),
  );

  fastify.post(
    '/returns/:returnId/approve',
    {
      schema: {
        tags,
        summary: 'Approve a requested return; the refund follows from the order’s refund panel',
        description:
          'Send the refund with `return_id` set to this return: it becomes `refunded` with it.',
        params: returnIdParams,
        response: { 200: z.object({ order_id: z.string() }), ...errors },
      },
    },
    async (request) => {
      const { userId } = request.requireAdmin();
      return approveReturn(fastify.db, {
        returnId: request.params.returnId,
        actorUserId: userId,
        now: new Date(),
      });
    },
  );

  fastify.post(
    '/returns/:returnId/refuse',
    {
      schema: {
        tags,
        summary: 'Refuse a return not yet refunded, with the reason the shopper is told',
        params: returnIdParams,
        body: refuseReturnBody,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { userId } = request.requireAdmin();
      await refuseReturn(fastify.db, {
        returnId: request.params.returnId,
        reason: request.body.reason,
        actorUserId: userId,
        now: new Date(),
      });
      return reply.code(204).send(null);
    },
  );
};

export default returns;
