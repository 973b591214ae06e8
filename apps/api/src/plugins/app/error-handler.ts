import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { isConnectionError } from '../../db/connection-errors.ts';
import { busy, errorChain, isTransactionConflict } from '../../db/transaction.ts';
import { DomainError } from '../../lib/errors.ts';
import { localizeError } from '../../lib/i18n/error-messages.ts';
import { requestLanguage } from '../../lib/i18n/language.ts';
import { isMalformedMultipart } from '../external/multipart.ts';

/** Postgres class 22 (data exception): a value the database cannot store, e.g. a NUL character. */
function invalidValue(error: unknown): boolean {
  for (const e of errorChain(error)) {
    const code = e.originalCode ?? e.code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}

function fieldErrors(
  issues: readonly { instancePath?: string; message?: string; params?: unknown }[],
) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const params = issue.params as { issue?: { path?: (string | number)[] } } | undefined;
    const key =
      params?.issue?.path?.join('.') ||
      issue.instancePath?.replace(/^\//, '').replaceAll('/', '.') ||
      '_';
    (errors[key] ??= []).push(issue.message ?? 'Invalid value');
  }
  return errors;
}

/**
 * A rule in the contracts may name its own stable code (a zod issue's `params.code`, e.g.
 * PRIVACY_CONSENT_REQUIRED): the first such issue gives the answer its code and message.
 */
function codedIssue(issues: readonly { message?: string; params?: unknown }[]) {
  for (const issue of issues) {
    // fastify-type-provider-zod keeps the rest of the zod issue in `params`, its own `params` too.
    const params = issue.params as { params?: { code?: unknown } } | undefined;
    const code = params?.params?.code;
    if (typeof code === 'string') return { code, message: issue.message ?? 'Invalid request' };
  }
  return null;
}

interface ErrorBody {
  message: string;
  code: string;
  details?: unknown;
}

async function errorHandler(fastify: FastifyInstance) {
  fastify.setErrorHandler((error: FastifyError, request, reply) => {
    // Every answer goes out through here: `code` stays, `message` is in the request's language.
    const language = requestLanguage(request);
    const send = (status: number, body: ErrorBody) =>
      reply.status(status).send(localizeError(body, language));
    // A serialization failure or deadlock outside inTransaction: as busy as when its retries run out.
    const domainError = isTransactionConflict(error) ? busy() : error;
    if (domainError instanceof DomainError) {
      if (domainError !== error) request.log.warn({ err: error }, 'transaction conflict');
      if (domainError.retryAfterSeconds !== undefined)
        reply.header('retry-after', String(domainError.retryAfterSeconds));
      return send(domainError.statusCode, {
        message: domainError.message,
        code: domainError.code,
        ...(domainError.details === undefined ? {} : { details: domainError.details }),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = fieldErrors(error.validation);
      const coded = codedIssue(error.validation);
      if (coded) return send(400, { ...coded, details: { fieldErrors: details } });
      const first = error.validation[0];
      const where = Object.keys(details)[0];
      const message =
        first?.message && where && where !== '_'
          ? `${where}: ${first.message}`
          : (first?.message ?? 'Invalid request');
      return send(400, { message, code: 'VALIDATION_ERROR', details: { fieldErrors: details } });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its contract');
      return send(500, { message: 'Something went wrong. Please try again.', code: 'INTERNAL' });
    }
    if (isConnectionError(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '2');
      return send(503, {
        message: 'The shop is briefly unavailable. Please try again in a moment.',
        code: 'UNAVAILABLE',
      });
    }
    if (isMalformedMultipart(error)) {
      return send(400, {
        message: 'The upload could not be read. Please choose the file again.',
        code: 'MALFORMED_UPLOAD',
      });
    }
    if (invalidValue(error)) {
      return send(400, {
        message: 'The request contains text or a number the shop cannot accept.',
        code: 'INVALID_VALUE',
      });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, body too large, ...).
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'The request body is not valid JSON.'
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.code === 'FST_REQ_FILE_TOO_LARGE'
            ? 'The request is too large.'
            : error.message;
      return send(status, { message, code: error.code ?? 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(500, { message: 'Something went wrong. Please try again.', code: 'INTERNAL' });
  });

  fastify.setNotFoundHandler((request, reply) => {
    return reply.status(404).send({
      message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}`,
      code: 'NOT_FOUND',
    });
  });
}

export default fp(errorHandler, { name: 'error-handler' });
