import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { DomainError } from '../../lib/errors.ts';

// Postgres and driver codes that mean "the database is not reachable right now".
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '53300', '08000',
  '08001', '08003', '08004', '08006', 'P1001', 'P1002', 'P1017',
]);

function databaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    const message = (e as { message?: unknown }).message;
    if (
      typeof message === 'string' &&
      /Can't reach database server|DatabaseNotReachable|Connection terminated|connection (?:refused|timeout)|terminating connection|the database system is (?:shutting down|starting up)|timeout exceeded when trying to connect/i.test(message)
    ) {
      return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

// Text Postgres cannot store (a NUL character, invalid UTF-8): the client sent it, so it is a 400.
function unstorableText(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === '22021' || code === '22P05') return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && /invalid byte sequence for encoding|unsupported Unicode escape sequence/i.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

function fieldErrors(issues: readonly { instancePath?: string; message?: string; params?: unknown }[]) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const params = issue.params as { issue?: { path?: (string | number)[] } } | undefined;
    const key = params?.issue?.path?.join('.') || issue.instancePath?.replace(/^\//, '').replaceAll('/', '.') || '_';
    (errors[key] ??= []).push(issue.message ?? 'Invalid value');
  }
  return errors;
}

async function errorHandler(fastify: FastifyInstance) {
  fastify.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      return reply.status(error.statusCode).send({
        message: error.message,
        code: error.code,
        ...(error.details === undefined ? {} : { details: error.details }),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = fieldErrors(error.validation);
      const first = error.validation[0];
      const where = Object.keys(details)[0];
      const message =
        first?.message && where && where !== '_' ? `${where}: ${first.message}` : (first?.message ?? 'Invalid request');
      return reply.status(400).send({ message, code: 'VALIDATION_ERROR', details: { fieldErrors: details } });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its contract');
      return reply.status(500).send({ message: 'Something went wrong. Please try again.', code: 'INTERNAL' });
    }
    if (databaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '2')
        .send({ message: 'The shop is briefly unavailable. Please try again in a moment.', code: 'UNAVAILABLE' });
    }
    if (unstorableText(error)) {
      return reply.status(400).send({ message: 'The request contains characters that cannot be stored.', code: 'INVALID_TEXT' });
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
      return reply.status(status).send({ message, code: error.code ?? 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Something went wrong. Please try again.', code: 'INTERNAL' });
  });

  fastify.setNotFoundHandler((request, reply) => {
    return reply.status(404).send({ message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' });
  });
}

export default fp(errorHandler, { name: 'error-handler' });
