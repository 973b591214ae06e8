// Toss Payments (ADR 0040): the success and fail pages report back here, and Toss's webhooks
// arrive here. Without the shop's Toss keys every route answers 404.
import { order } from '@jangbogi/contracts/orders';
import {
  tossAbortBody,
  tossAbortResponse,
  tossConfirmBody,
  tossWebhookBody,
  tossWebhookResponse,
} from '@jangbogi/contracts/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getOrder } from '../../../domain/orders/queries.ts';
import { ownTossOrder } from '../../../domain/payments/toss/access.ts';
import { confirmTossPayment } from '../../../domain/payments/toss/confirm.ts';
import { abortTossPayment } from '../../../domain/payments/toss/release.ts';
import { handleTossWebhook } from '../../../domain/payments/toss/webhook.ts';
import { errorResponses } from '../../../lib/error-responses.ts';
import { notFound } from '../../../lib/errors.ts';

const tossRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const gateway = () => {
    if (!fastify.toss) throw notFound('payments.cardUnavailable', 'NOT_FOUND');
    return fastify.toss;
  };
  const orderView = { transferDays: fastify.config.UNPAID_TRANSFER_CANCEL_DAYS };

  fastify.post(
    '/confirm',
    {
      schema: {
        tags: ['payments'],
        summary: 'Confirm a payment the widget authorized (the success URL’s values)',
        description:
          'The amount is checked against the order (400 PAYMENT_AMOUNT_MISMATCH), then Toss confirms the payment. Idempotent: a repeat answers the same order without calling Toss again. 402 PAYMENT_DECLINED when Toss refuses it (details.toss_code), 409 PAYMENT_NOT_PENDING when the order was cancelled, 409 PAYMENT_MISMATCH when Toss took another tax-free amount than the order’s (the payment and the order are then cancelled), 502 when Toss did not answer (safe to retry).',
        body: tossConfirmBody,
        response: { 200: order, ...errorResponses(400, 401, 402, 404, 409, 502) },
      },
    },
    async (request) => {
      const caller = request.requireCaller();
      const { client } = gateway();
      await ownTossOrder(fastify.db, caller, request.body.orderId);
      const orderId = await confirmTossPayment(fastify.db, client, request.body, {
        publicUrl: fastify.publicUrl(),
        transferDays: orderView.transferDays,
        now: new Date(),
        log: request.log,
      });
      return getOrder(fastify.db, caller, orderId, orderView);
    },
  );

  fastify.post(
    '/abort',
    {
      schema: {
        tags: ['payments'],
        summary: 'The shopper gave up in the widget (the fail URL’s values)',
        description:
          'A waiting order is cancelled and its stock released, once; a confirmed one is left as it is. Answers the payment’s status.',
        body: tossAbortBody,
        response: { 200: tossAbortResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const caller = request.requireCaller();
      gateway();
      await ownTossOrder(fastify.db, caller, request.body.orderId);
      const status = await abortTossPayment(
        fastify.db,
        {
          tossOrderId: request.body.orderId,
          code: request.body.code,
          message: request.body.message,
        },
        new Date(),
      );
      return { status };
    },
  );

  fastify.post(
    '/webhook',
    {
      schema: {
        tags: ['payments'],
        summary: 'Toss’s webhooks: PAYMENT_STATUS_CHANGED and DEPOSIT_CALLBACK',
        description:
          'Only names the payment: the server reads it back from Toss before changing anything, and a repeat changes nothing. 502 when Toss could not be read (Toss then sends it again).',
        body: tossWebhookBody,
        response: { 200: tossWebhookResponse, ...errorResponses(400, 404, 502) },
      },
    },
    async (request) => {
      const { client } = gateway();
      const outcome = await handleTossWebhook(fastify.db, client, request.body, {
        publicUrl: fastify.publicUrl(),
        transferDays: orderView.transferDays,
        now: new Date(),
        log: request.log,
      });
      return { outcome };
    },
  );
};

export default tossRoutes;
