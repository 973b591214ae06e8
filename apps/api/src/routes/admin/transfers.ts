// Bank statement import: upload a statement for a preview, then confirm its deposits.
import {
  columnMappingFields,
  confirmStatementBody,
  confirmStatementResult,
  statementIdParams,
  statementPreview,
} from '@jangbogi/contracts/admin-transfers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { confirmStatement } from '../../domain/payments/bank-statements/confirm.ts';
import { importStatement } from '../../domain/payments/bank-statements/statements.ts';
import { badRequest } from '../../lib/errors.ts';
import { uploadedFile } from '../../http/uploaded-file.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { PARSE_IN_CATALOGUE } from '../../lib/i18n/zod-issues.ts';

const tags = ['admin: transfers'];
const errors = errorResponses(400, 401, 403, 404);

/** A manual column mapping, when the form sends one (blank fields are left out). */
function filledFields(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value.trim() !== ''));
}

const transfers: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/transfers/statements',
    {
      schema: {
        tags,
        summary:
          'Upload a bank statement (multipart field `file`, CSV or XLSX) and preview its matches; nothing is paid yet',
        consumes: ['multipart/form-data'],
        response: { 200: statementPreview, ...errors },
      },
    },
    async (request) => {
      const { userId } = request.requireAdmin();
      const file = await uploadedFile(request);
      if (!file || file.fieldname !== 'file')
        throw badRequest('statements.fileRequired', 'STATEMENT_REQUIRED');
      const buffer = await file.read();
      const fields = filledFields(file.fields);
      let mapping;
      if (fields.bank || fields.date_column || fields.depositor_column || fields.amount_column) {
        const parsed = columnMappingFields.safeParse(fields, PARSE_IN_CATALOGUE);
        if (!parsed.success) {
          throw badRequest(
            'statements.columnsRequired',
            'VALIDATION_ERROR',
            z.flattenError(parsed.error),
          );
        }
        mapping = parsed.data;
      }
      return importStatement(fastify.db, {
        buffer,
        fileName: file.filename,
        mapping,
        uploadedById: userId,
        windowDays: fastify.config.UNPAID_TRANSFER_CANCEL_DAYS,
      });
    },
  );

  fastify.post(
    '/transfers/statements/:statement_id/confirm',
    {
      schema: {
        tags,
        summary:
          'Mark the orders of confirmed deposits paid: the given lines, or every exact line when none are given',
        params: statementIdParams,
        body: confirmStatementBody.optional(),
        response: { 200: confirmStatementResult, ...errors },
      },
    },
    async (request) => {
      const { userId } = request.requireAdmin();
      return confirmStatement(fastify.db, {
        statementId: request.params.statement_id,
        body: request.body ?? {},
        actorUserId: userId,
        windowDays: fastify.config.UNPAID_TRANSFER_CANCEL_DAYS,
        now: new Date(),
      });
    },
  );
};

export default transfers;
