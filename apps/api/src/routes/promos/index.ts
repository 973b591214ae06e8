import { errorResponse } from '@jangbogi/contracts/common';
import {
  PROMO_CODE_REQUIRED,
  promoApplyBody,
  promoCheckResponse,
  promoValidateBody,
} from '@jangbogi/contracts/promos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { ownerOf } from '../../domain/caller.ts';
import { cartSubtotal } from '../../domain/orders/cart.ts';
import { checkPromoCode, type PromoCustomer } from '../../domain/promos/check.ts';
import { badRequest } from '../../lib/errors.ts';

const promos: FastifyPluginAsyncZod = async (fastify) => {
  // Generous for shoppers, but enough to stop anyone guessing codes by brute force.
  const rateLimit = fastify.config.RATE_LIMIT_ENABLED ? { max: 30, timeWindow: '1 minute' } : false;
  const responses = {
    200: promoCheckResponse,
    400: errorResponse,
    401: errorResponse,
    429: errorResponse,
  };

  async function customerOf(request: FastifyRequest): Promise<PromoCustomer | null> {
    const caller = request.caller();
    if (caller?.kind !== 'user') return null;
    const user = await fastify.db.user.findUnique({
      where: { id: caller.userId },
      select: { email: true, phoneNumber: true },
    });
    return { userId: caller.userId, email: user?.email ?? null, phone: user?.phoneNumber ?? null };
  }

  async function subtotalOf(
    request: FastifyRequest,
    orderTotal: number | undefined,
  ): Promise<number> {
    if (orderTotal !== undefined) return orderTotal;
    const caller = request.caller();
    if (!caller) return 0;
    return cartSubtotal(fastify.db, ownerOf(caller));
  }

  fastify.post(
    '/validate',
    {
      schema: {
        tags: ['promos'],
        summary: 'Check a promo code against an order total',
        body: promoValidateBody,
        response: responses,
      },
      config: { rateLimit },
    },
    async (request) => {
      const { code, order_total } = request.body;
      if (!code) throw badRequest(PROMO_CODE_REQUIRED, 'PROMO_CODE_REQUIRED');
      return checkPromoCode(
        fastify.db,
        code,
        await subtotalOf(request, order_total),
        await customerOf(request),
      );
    },
  );

  fastify.post(
    '/',
    {
      schema: {
        tags: ['promos'],
        summary: "Check a promo code against the caller's cart (guests too)",
        body: promoApplyBody,
        response: responses,
      },
      config: { rateLimit },
    },
    async (request) => {
      const { code, order_total } = request.body;
      if (!code) throw badRequest(PROMO_CODE_REQUIRED, 'PROMO_CODE_REQUIRED');
      return checkPromoCode(
        fastify.db,
        code,
        await subtotalOf(request, order_total),
        await customerOf(request),
      );
    },
  );
};

export default promos;
