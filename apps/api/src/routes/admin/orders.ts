import {
  adminOrderDetail,
  adminOrderList,
  adminOrdersExportQuery,
  adminOrdersQuery,
  orderActionBody,
  orderIdParams,
  packedOrder,
  reviewQueue,
} from '@jangbogi/contracts/admin';
import { packOrderBody } from '@jangbogi/contracts/packing';
import { packOrder } from '../../domain/orders/packing.ts';
import { errorResponse } from '@jangbogi/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applyOrderAction } from '../../domain/orders/order-actions.ts';
import { exportOrders } from '../../domain/orders/export.ts';
import { requestLanguage } from '../../lib/i18n/language.ts';
import { getOrderDetail, listOrders } from '../../domain/orders/back-office-query.ts';
import { refundOrder } from '../../domain/orders/refunds.ts';
import { completeRefund } from '../../domain/payments/toss/refunds.ts';
import { followThroughToss } from '../../http/toss-refunds.ts';
import { reviewQueue as loadReviewQueue } from '../../domain/payments/transfer-review.ts';
import { createRefundBody, refundParams } from '@jangbogi/contracts/refunds';
import { errorResponses } from '../../lib/error-responses.ts';

const tags = ['admin: orders'];
const errors = errorResponses(400, 401, 403, 404);

const orders: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/orders',
    {
      schema: {
        tags,
        summary: 'Orders, newest first, filtered and searched',
        querystring: adminOrdersQuery,
        response: { 200: adminOrderList, ...errors },
      },
    },
    async (request) => listOrders(fastify.db, request.query, new Date()),
  );

  fastify.get(
    '/orders/export',
    {
      schema: {
        tags,
        summary:
          'The filtered orders as CSV (UTF-8 with a BOM, for Excel) or XLSX, one row per order line',
        querystring: adminOrdersExportQuery,
      },
    },
    async (request, reply) => {
      const file = await exportOrders(
        fastify.dbPool,
        request.query,
        new Date(),
        requestLanguage(request),
      );
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  );

  fastify.get(
    '/orders/:id',
    {
      schema: {
        tags,
        summary: 'One order with its lines, address, payment proofs and audit trail',
        params: orderIdParams,
        response: { 200: adminOrderDetail, ...errors },
      },
    },
    async (request) =>
      getOrderDetail(fastify.db, request.params.id, new Date(), fastify.privateFileLinks),
  );

  fastify.post(
    '/orders/:id/actions',
    {
      schema: {
        tags,
        summary:
          'Move an order along: confirm_payment, reject_proof, confirm, ship, deliver or cancel',
        params: orderIdParams,
        body: orderActionBody,
        response: { 200: adminOrderDetail, 409: errorResponse, ...errors },
      },
    },
    async (request) => {
      const { userId } = request.requireAdmin();
      await applyOrderAction(fastify.db, {
        orderId: request.params.id,
        action: request.body.action,
        note: request.body.note,
        ...(request.body.courier && request.body.tracking_number
          ? {
              shipment: {
                courier: request.body.courier,
                trackingNumber: request.body.tracking_number,
              },
            }
          : {}),
        actorUserId: userId,
        now: new Date(),
      });
      return getOrderDetail(fastify.db, request.params.id, new Date(), fastify.privateFileLinks);
    },
  );

  fastify.post(
    '/orders/:id/pack',
    {
      schema: {
        tags,
        summary:
          'Fix what went into the box: packed, short, substituted or weighed lines; the order becomes packed and its money follows',
        params: orderIdParams,
        body: packOrderBody,
        response: { 200: packedOrder, 409: errorResponse, ...errors },
      },
    },
    async (request) => {
      const { userId } = request.requireAdmin();
      const { refundIds } = await packOrder(fastify.db, {
        orderId: request.params.id,
        lines: request.body.lines,
        actorUserId: userId,
        now: new Date(),
      });
      await followThroughToss(fastify, request.params.id, request.log);
      const order = await getOrderDetail(
        fastify.db,
        request.params.id,
        new Date(),
        fastify.privateFileLinks,
      );
      return {
        ...order,
        final_total: order.total,
        refunds_created: (order.refunds ?? []).filter((r) => refundIds.includes(r._id)),
      };
    },
  );

  fastify.post(
    '/orders/:id/refunds',
    {
      schema: {
        tags,
        summary:
          'Take lines back from a paid order (or everything, without `lines`) and record the refund',
        params: orderIdParams,
        body: createRefundBody,
        response: { 201: adminOrderDetail, 409: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { userId } = request.requireAdmin();
      await refundOrder(fastify.db, {
        orderId: request.params.id,
        body: request.body,
        actorUserId: userId,
        now: new Date(),
      });
      await followThroughToss(fastify, request.params.id, request.log);
      return reply
        .code(201)
        .send(
          await getOrderDetail(fastify.db, request.params.id, new Date(), fastify.privateFileLinks),
        );
    },
  );

  fastify.post(
    '/orders/:id/refunds/:refundId/refunded',
    {
      schema: {
        tags,
        summary: 'Record that the money of a refund has gone back to the shopper',
        description:
          'A refund through Toss (method toss) is sent to Toss again instead; its `gateway` shows the answer.',
        params: refundParams,
        response: { 200: adminOrderDetail, 409: errorResponse, ...errors },
      },
    },
    async (request) => {
      const { userId } = request.requireAdmin();
      await completeRefund(
        fastify.db,
        fastify.toss?.client ?? null,
        {
          orderId: request.params.id,
          refundId: request.params.refundId,
          actorUserId: userId,
          now: new Date(),
        },
        request.log,
      );
      return getOrderDetail(fastify.db, request.params.id, new Date(), fastify.privateFileLinks);
    },
  );

  fastify.get(
    '/review-queue',
    {
      schema: {
        tags,
        summary: 'Account-transfer orders waiting for their money, oldest first',
        response: { 200: reviewQueue, ...errors },
      },
    },
    async () => loadReviewQueue(fastify.db, new Date(), fastify.privateFileLinks),
  );
};

export default orders;
