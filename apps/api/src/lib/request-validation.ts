// How Fastify checks a request against its route's zod schemas: as fastify-type-provider-zod's
// validatorCompiler does, with the same shape of validation entries (so the error handler reads
// them as before), but parsing with the catalogue's error map, so that an issue whose rule names
// no message answers a field message in the request's language rather than zod's English.
import type { FastifySchemaCompiler } from 'fastify';
import { safeParse, type $ZodIssue, type $ZodType } from 'zod/v4/core';
import { PARSE_IN_CATALOGUE } from './i18n/zod-issues.ts';

// fastify-type-provider-zod marks its entries with this symbol: hasZodFastifySchemaValidationErrors
// (the error handler's test) looks for it.
const ZOD_VALIDATION = Symbol.for('ZodFastifySchemaValidationError');

/** One issue as a Fastify validation entry, the rest of the zod issue in `params`. */
function validationEntry({ path, code, message, ...rest }: $ZodIssue) {
  const at = path.map(String).join('/');
  return {
    [ZOD_VALIDATION]: true,
    keyword: code,
    instancePath: `/${at}`,
    schemaPath: `#/${at}/${code}`,
    message,
    params: rest,
  };
}

export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParse(schema, data, PARSE_IN_CATALOGUE);
    return result.success
      ? { value: result.data }
      : { error: result.error.issues.map(validationEntry) };
  };
