import {
  adminPromo,
  adminPromoList,
  promoCreateBody,
  promoPatchBody,
  promoUseList,
} from '@jangbogi/contracts/admin-promos';
import { errorResponse, idParams } from '@jangbogi/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createPromo,
  listPromoUses,
  listPromos,
  setPromoActive,
} from '../../domain/promos/manage.ts';
import { errorResponses } from '../../lib/error-responses.ts';

const tags = ['admin: promos'];
const errors = errorResponses(400, 401, 403, 404);

const promos: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/promos',
    {
      schema: {
        tags,
        summary: 'Promo codes with their use counts',
        response: { 200: adminPromoList, ...errors },
      },
    },
    async () => listPromos(fastify.db),
  );

  fastify.post(
    '/promos',
    {
      schema: {
        tags,
        summary: 'Create a promo code',
        body: promoCreateBody,
        response: { 201: adminPromo, 409: errorResponse, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createPromo(fastify.db, request.body)),
  );

  fastify.patch(
    '/promos/:id',
    {
      schema: {
        tags,
        summary: 'Pause or resume a promo code',
        params: idParams,
        body: promoPatchBody,
        response: { 200: adminPromo, ...errors },
      },
    },
    async (request) => setPromoActive(fastify.db, request.params.id, request.body.is_active),
  );

  fastify.get(
    '/promos/:id/uses',
    {
      schema: {
        tags,
        summary: 'Orders that used a promo code',
        params: idParams,
        response: { 200: promoUseList, ...errors },
      },
    },
    async (request) => listPromoUses(fastify.db, request.params.id),
  );
};

export default promos;
