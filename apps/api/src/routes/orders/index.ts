import { errorResponse } from '@jangbogi/contracts/common';
import {
  cancelOrderBody,
  guestCheckoutBody,
  IDEMPOTENCY_KEY_HEADER,
  order,
  orderIdParams,
  orderList,
  placeOrderBody,
  placeOrderResponse,
  reorderResponse,
  uploadProofResponse,
  orderListQuery,
} from '@jangbogi/contracts/orders';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { keepCheckoutAddress } from '../../domain/accounts/addresses.ts';
import { checkoutAsGuest, checkoutAsUser } from '../../domain/orders/checkout.ts';
import { readIdempotencyKey } from '../../domain/orders/idempotency.ts';
import { MAX_PROOFS_PER_ORDER, uploadPaymentProof } from '../../domain/orders/payment-proof.ts';
import { getOrder, listOrders } from '../../domain/orders/queries.ts';
import { reorder } from '../../domain/orders/reorder.ts';
import { cancelOwnOrder } from '../../domain/orders/shopper-cancel.ts';
import { requestLanguage } from '../../lib/i18n/language.ts';
import { perEmailLimit, perIpLimit } from '../../lib/rate-limits.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { uploadedFile, uploadedForm } from '../../http/uploaded-file.ts';
import { MAX_RETURN_PHOTOS, RETURN_PHOTO_FIELD } from '@jangbogi/contracts/return-rules';
import { requestReturn } from '../../domain/orders/returns/request.ts';
import { giveRefundAccount } from '../../domain/orders/refund-account.ts';
import { refundBankAccount } from '@jangbogi/contracts/refunds';
import { followThroughToss } from '../../http/toss-refunds.ts';

const placeResponses = {
  201: placeOrderResponse,
  ...errorResponses(400, 401, 404, 409, 503),
};

const GUEST_CHECKOUT_LIMIT_MESSAGE = 'requests.tooManyGuestOrders';

const orders: FastifyPluginAsyncZod = async (fastify) => {
  /** Where the order email links to, and the key that makes a retried checkout safe. */
  const checkoutOptions = (request: FastifyRequest) => ({
    publicUrl: fastify.publicUrl(),
    idempotencyKey: readIdempotencyKey(request.headers[IDEMPOTENCY_KEY_HEADER]),
    language: requestLanguage(request),
    transferDays: fastify.config.UNPAID_TRANSFER_CANCEL_DAYS,
    tossEnabled: fastify.toss !== null,
  });
  /** How orders are shown; `withLinks` signs return photos' links for their owner. */
  const orderView = (withLinks = true) => ({
    transferDays: fastify.config.UNPAID_TRANSFER_CANCEL_DAYS,
    links: withLinks ? fastify.privateFileLinks : undefined,
  });

  fastify.post(
    '/',
    {
      schema: {
        tags: ['orders'],
        summary: "Place an order from the logged-in user's cart",
        description:
          'Send an `Idempotency-Key` header to make retries safe: a repeat returns the first order.',
        body: placeOrderBody,
        response: placeResponses,
      },
    },
    async (request, reply) => {
      const caller = request.requireUser();
      const placed = await checkoutAsUser(
        fastify.checkout,
        caller,
        request.body,
        checkoutOptions(request),
      );
      if (request.body.shipping_address && request.body.save_address)
        await keepCheckoutAddress(fastify.db, caller.userId, placed.body.order.shipping_address);
      return reply.status(201).send(placed.body);
    },
  );

  fastify.post(
    '/guest-checkout',
    {
      schema: {
        tags: ['orders'],
        summary: "Place an order from the guest's cart; creates an account for the email if needed",
        description:
          'Client-sent prices and totals are ignored. Supports the `Idempotency-Key` header.',
        body: guestCheckoutBody,
        response: { ...placeResponses, 429: errorResponse },
      },
      // No account is needed, so the limits are per address and per email (each order mails it).
      config: perIpLimit({
        max: 30,
        timeWindow: '10 minutes',
        message: GUEST_CHECKOUT_LIMIT_MESSAGE,
      }),
      preHandler: perEmailLimit(fastify, 'guest-checkout', {
        max: 10,
        timeWindow: '1 hour',
        message: GUEST_CHECKOUT_LIMIT_MESSAGE,
      }),
    },
    async (request, reply) => {
      const caller = request.requireCaller();
      const placed = await checkoutAsGuest(
        fastify.checkout,
        caller,
        request.body,
        checkoutOptions(request),
      );
      return reply.status(201).send(placed.body);
    },
  );

  fastify.get(
    '/',
    {
      schema: {
        tags: ['orders'],
        summary:
          "The caller's orders, newest first, a page at a time (a guest sees this session's orders)",
        querystring: orderListQuery,
        response: { 200: orderList, 400: errorResponse, 401: errorResponse, 404: errorResponse },
      },
    },
    async (request) => listOrders(fastify.db, request.requireCaller(), orderView(), request.query),
  );

  fastify.get(
    '/:orderId',
    {
      schema: {
        tags: ['orders'],
        summary: 'One of the caller’s orders',
        params: orderIdParams,
        response: { 200: order, 400: errorResponse, 401: errorResponse, 404: errorResponse },
      },
    },
    async (request) =>
      getOrder(fastify.db, request.requireCaller(), request.params.orderId, orderView()),
  );

  fastify.post(
    '/:orderId/cancel',
    {
      schema: {
        tags: ['orders'],
        summary: 'Cancel one of my orders',
        description:
          "While it is pending and unpaid, or within 24 hours of payment while not shipped. A paid order names the account its refund goes to (refund_account). 404 for anyone else's order, 409 when already cancelled or too late.",
        params: orderIdParams,
        body: cancelOrderBody,
        response: { 200: order, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const caller = request.requireCaller();
      await cancelOwnOrder(fastify.db, {
        caller,
        orderId: request.params.orderId,
        body: request.body,
        shopEmail: fastify.config.SHOP_EMAIL,
        now: new Date(),
      });
      await followThroughToss(fastify, request.params.orderId, request.log);
      return getOrder(fastify.db, caller, request.params.orderId, orderView(false));
    },
  );

  fastify.put(
    '/:orderId/refund-account',
    {
      schema: {
        tags: ['orders'],
        summary: 'Name the bank account a waiting refund goes to',
        description:
          'For a refund the shop created without an account (a short or substituted line of a paid transfer order). 409 when no refund is waiting for one.',
        params: orderIdParams,
        body: refundBankAccount.strict(),
        response: { 200: order, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const caller = request.requireCaller();
      await giveRefundAccount(fastify.db, {
        caller,
        orderId: request.params.orderId,
        account: request.body,
      });
      await followThroughToss(fastify, request.params.orderId, request.log);
      return getOrder(fastify.db, caller, request.params.orderId, orderView(false));
    },
  );

  fastify.post(
    '/:orderId/returns',
    {
      schema: {
        tags: ['orders'],
        summary: 'Ask for a return of lines of my delivered order, with photos (multipart)',
        description: `Fields: \`lines\` (JSON [{order_item_id, quantity}]), \`reason\` (wrong_item, defective_item: within 3 days of delivery; missing_item: within 1 day; Korean calendar days), \`note\`, then 1-${MAX_RETURN_PHOTOS} images in \`${RETURN_PHOTO_FIELD}\`. 404 for anyone else's order; 409 RETURN_WINDOW_CLOSED, ORDER_NOT_DELIVERED, RETURN_ALREADY_OPEN, RETURN_EXCEEDS_DELIVERED.`,
        consumes: ['multipart/form-data'],
        params: orderIdParams,
        response: { 201: order, ...errorResponses(400, 401, 404, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const caller = request.requireCaller();
      // Ownership first, so nobody's upload is read for an order that is not theirs.
      await getOrder(fastify.db, caller, request.params.orderId, orderView(false));
      const form = await uploadedForm(request, { maxFiles: MAX_RETURN_PHOTOS });
      await requestReturn(fastify.db, fastify.storage, {
        caller,
        orderId: request.params.orderId,
        fields: form.fields,
        photos: form.files,
        language: requestLanguage(request),
        now: new Date(),
      });
      const answer = await getOrder(fastify.db, caller, request.params.orderId, orderView());
      return reply.status(201).send(answer);
    },
  );

  fastify.post(
    '/:orderId/reorder',
    {
      schema: {
        tags: ['orders'],
        summary: "Put an order's products back in my cart",
        description:
          'Each product still sold goes in at the quantity ordered, capped at its stock; the others are named in `skipped`.',
        params: orderIdParams,
        response: { 200: reorderResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => reorder(fastify.db, request.requireCaller(), request.params.orderId),
  );

  fastify.post(
    '/:orderId/upload-proof',
    {
      schema: {
        tags: ['orders'],
        summary: 'Upload a screenshot of the account transfer (multipart field `screenshot`)',
        description: `At most ${MAX_PROOFS_PER_ORDER} per order (409 TOO_MANY_PROOFS). The answer's url is a signed link valid for minutes.`,
        consumes: ['multipart/form-data'],
        params: orderIdParams,
        response: {
          200: uploadProofResponse,
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          409: errorResponse,
          413: errorResponse,
          415: errorResponse,
        },
      },
    },
    async (request) => {
      const caller = request.requireCaller();
      const file = await uploadedFile(request);
      return uploadPaymentProof(
        fastify.db,
        fastify.storage,
        fastify.privateFileLinks,
        caller,
        request.params.orderId,
        file,
      );
    },
  );
};

export default orders;
