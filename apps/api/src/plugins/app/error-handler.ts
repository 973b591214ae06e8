import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { isConnectionError } from '../../db/connection-errors.ts';
import { busy, errorChain, isRetryableFailure } from '../../db/transaction.ts';
import { DomainError, errorMessage, fieldText, type ErrorText } from '../../lib/errors.ts';
import { requestLanguage, type Language } from '../../lib/i18n/language.ts';
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
    (errors[key] ??= []).push(issue.message ?? 'validation.checkForm');
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
    if (typeof code === 'string') return { code, message: issue.message ?? 'validation.checkForm' };
  }
  return null;
}

interface ErrorBody {
  text: ErrorText;
  code: string;
  details?: unknown;
}

/** A field's message in `language`: a contracts rule's message id, or words as they came. */
const fieldMessage = (message: string, language: Language): string =>
  errorMessage(fieldText(message), language);

/** The JSON error shape in `language`, its field messages too. */
function localized({ text, code, details }: ErrorBody, language: Language) {
  const message = errorMessage(text, language);
  const fieldErrors = (details as { fieldErrors?: unknown } | undefined)?.fieldErrors;
  if (!fieldErrors || typeof fieldErrors !== 'object') {
    return { message, code, ...(details === undefined ? {} : { details }) };
  }
  const inLanguage = Object.fromEntries(
    Object.entries(fieldErrors as Record<string, unknown>).map(([field, messages]) => [
      field,
      Array.isArray(messages)
        ? messages.map((m: unknown) => (typeof m === 'string' ? fieldMessage(m, language) : m))
        : messages,
    ]),
  );
  return { message, code, details: { ...(details as object), fieldErrors: inLanguage } };
}

async function errorHandler(fastify: FastifyInstance) {
  fastify.setErrorHandler((error: FastifyError, request, reply) => {
    // Every answer goes out through here: `code` stays, `message` is in the request's language.
    const language = requestLanguage(request);
    const send = (status: number, body: ErrorBody) =>
      reply.status(status).send(localized(body, language));
    // A serialization failure, a deadlock or a pool too busy to start a transaction, outside
    // inTransaction: as busy as when its retries run out.
    const domainError =
      !(error instanceof DomainError) && isRetryableFailure(error) ? busy(error) : error;
    if (domainError instanceof DomainError) {
      if (domainError !== error)
        request.log.warn({ err: error }, 'transaction could not run: a conflict or a busy pool');
      if (domainError.retryAfterSeconds !== undefined)
        reply.header('retry-after', String(domainError.retryAfterSeconds));
      return send(domainError.statusCode, {
        text: domainError.text,
        code: domainError.code,
        ...(domainError.details === undefined ? {} : { details: domainError.details }),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = fieldErrors(error.validation);
      const coded = codedIssue(error.validation);
      if (coded) {
        return send(400, {
          text: fieldText(coded.message),
          code: coded.code,
          details: { fieldErrors: details },
        });
      }
      // English leads with the field's JSON name ("email: ..."); Korean with its message alone.
      const first = error.validation[0]?.message ?? 'validation.checkForm';
      const where = Object.keys(details)[0];
      const lead = fieldMessage(first, language);
      const message = language === 'en' && where && where !== '_' ? `${where}: ${lead}` : lead;
      return send(400, {
        text: { id: 'validation.asWritten', values: { text: message } },
        code: 'VALIDATION_ERROR',
        details: { fieldErrors: details },
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its contract');
      return send(500, { text: { id: 'server.internal' }, code: 'INTERNAL' });
    }
    if (isConnectionError(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '2');
      return send(503, { text: { id: 'server.unavailable' }, code: 'UNAVAILABLE' });
    }
    if (isMalformedMultipart(error)) {
      return send(400, { text: { id: 'server.malformedUpload' }, code: 'MALFORMED_UPLOAD' });
    }
    if (invalidValue(error)) {
      return send(400, { text: { id: 'server.invalidValue' }, code: 'INVALID_VALUE' });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, body too large, ...).
      const text: ErrorText =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? { id: 'server.invalidJson' }
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.code === 'FST_REQ_FILE_TOO_LARGE'
            ? { id: 'server.tooLarge' }
            : fieldText(error.message);
      return send(status, { text, code: error.code ?? 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(500, { text: { id: 'server.internal' }, code: 'INTERNAL' });
  });

  fastify.setNotFoundHandler((request, reply) => {
    const text: ErrorText = {
      id: 'server.noSuchEndpoint',
      values: { method: request.method, path: request.url.split('?')[0] ?? '/' },
    };
    return reply.status(404).send({
      message: errorMessage(text, requestLanguage(request)),
      code: 'NOT_FOUND',
    });
  });
}

export default fp(errorHandler, { name: 'error-handler' });
