import {
  adminCashReceipt,
  adminCashReceiptList,
  adminCashReceiptsQuery,
  recordCashReceiptBody,
} from '@jangbogi/contracts/cash-receipts';
import { idParams } from '@jangbogi/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cashReceiptsCsv,
  listCashReceipts,
  recordIssued,
} from '../../domain/cash-receipts/queue.ts';
import { koreanDateOf } from '@jangbogi/contracts/korea-time';
import { errorResponses } from '../../lib/error-responses.ts';
import { CSV_CONTENT_TYPE } from '../../lib/spreadsheet-write.ts';

const tags = ['admin: cash receipts'];
const errors = errorResponses(400, 401, 403, 404);

const cashReceipts: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/cash-receipts',
    {
      schema: {
        tags,
        summary: 'Cash receipts the shop owes: due (overdue first by date), or issued',
        querystring: adminCashReceiptsQuery,
        response: { 200: adminCashReceiptList, ...errors },
      },
    },
    async (request) => ({
      receipts: await listCashReceipts(fastify.db, request.query.status, new Date()),
    }),
  );

  fastify.get(
    '/cash-receipts/export',
    {
      schema: {
        tags,
        summary: 'The cash-receipt queue as CSV, for Hometax or the accountant',
        querystring: adminCashReceiptsQuery,
      },
    },
    async (request, reply) => {
      const now = new Date();
      const receipts = await listCashReceipts(fastify.db, request.query.status, now);
      return reply
        .header('content-type', CSV_CONTENT_TYPE)
        .header(
          'content-disposition',
          `attachment; filename="jangbogi-cash-receipts-${koreanDateOf(now)}.csv"`,
        )
        .send(cashReceiptsCsv(receipts));
    },
  );

  fastify.post(
    '/cash-receipts/:id/issued',
    {
      schema: {
        tags,
        summary: 'Record that a receipt was issued in Hometax, with its approval number',
        params: idParams,
        body: recordCashReceiptBody,
        response: { 200: adminCashReceipt, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      recordIssued(fastify.db, {
        id: request.params.id,
        approvalNumber: request.body.approval_number,
        actorUserId: request.requireAdmin().userId,
        now: new Date(),
      }),
  );
};

export default cashReceipts;
