// The couriers' bulk sheets: the day's packed orders out as waybills, tracking numbers back in.
import {
  trackingImportQuery,
  trackingImportResult,
  waybillQuery,
} from '@jangbogi/contracts/waybills';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importTracking } from '../../domain/orders/tracking-import.ts';
import { exportWaybills } from '../../domain/orders/waybills.ts';
import { uploadedForm } from '../../http/uploaded-file.ts';
import { badRequest } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { requestLanguage } from '../../lib/i18n/language.ts';

const tags = ['admin: orders'];
const MAX_TRACKING_FILE_BYTES = 5 * 1024 * 1024;

const waybills: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/orders/waybills',
    {
      schema: {
        tags,
        summary:
          "The delivery day's packed orders in the courier's bulk waybill sheet (CJ대한통운 CNPLUS or 우체국택배)",
        querystring: waybillQuery,
      },
    },
    async (request, reply) => {
      const file = await exportWaybills(fastify.db, request.query);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  );

  fastify.post(
    '/orders/tracking-import',
    {
      schema: {
        tags,
        summary:
          "Preview a courier's tracking-number file (multipart `file`, CSV or XLSX); with apply=true, ship every valid row",
        consumes: ['multipart/form-data'],
        querystring: trackingImportQuery,
        response: { 200: trackingImportResult, ...errorResponses(400, 401, 403, 413) },
      },
    },
    async (request) => {
      const { userId } = request.requireAdmin();
      const { files } = await uploadedForm(request, {
        maxFiles: 1,
        maxBytes: MAX_TRACKING_FILE_BYTES,
        tooLargeMessage: 'images.tooLarge',
      });
      const file = files.find((f) => f.fieldname === 'file');
      const buffer = file ? await file.read() : undefined;
      if (!buffer?.length) throw badRequest('waybills.fileRequired', 'SHEET_REQUIRED');
      return importTracking(
        fastify.db,
        {
          file: buffer,
          courier: request.query.courier,
          apply: request.query.apply,
          actorUserId: userId,
          language: requestLanguage(request),
        },
        new Date(),
      );
    },
  );
};

export default waybills;
