import { promoApplyBody, promoCheckResponse, promoValidateBody } from '@jangbogi/contracts/promos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkPromoForCaller } from '../../domain/promos/check.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { requestLanguage } from '../../lib/i18n/language.ts';

const responses = { 200: promoCheckResponse, ...errorResponses(400, 401, 429) };

/**
 * Two addresses, one check: the storefront's logged-in checkout sends the total it shows to
 * /validate, the guest checkout posts to / for its cart. Both bodies and answers are the same.
 */
const checks = [
  {
    url: '/validate',
    summary: 'Check a promo code against an order total',
    body: promoValidateBody,
  },
  {
    url: '/',
    summary: "Check a promo code against the caller's cart (guests too)",
    body: promoApplyBody,
  },
];

const promos: FastifyPluginAsyncZod = async (fastify) => {
  // Generous for shoppers, but enough to stop anyone guessing codes by brute force.
  const rateLimit = fastify.config.RATE_LIMIT_ENABLED ? { max: 30, timeWindow: '1 minute' } : false;

  for (const { url, summary, body } of checks) {
    fastify.post(
      url,
      { schema: { tags: ['promos'], summary, body, response: responses }, config: { rateLimit } },
      async (request) =>
        checkPromoForCaller(fastify.db, request.caller(), request.body, requestLanguage(request)),
    );
  }
};

export default promos;
