// The message of a zod issue whose rule names none: the contracts' rules name their texts by id
// (`fieldMessage`), but a type, a bound or a format checked without a message would answer zod's
// own English ("Invalid input: expected string, received number"). Every request the API checks
// parses with this map, so each issue becomes a field message of the contracts' catalogue
// (`field.issue.*`), written in the request's language like any other. A rule's own message
// still wins: zod consults a parse's map only for issues whose schema has none.
import type { z } from 'zod';
import { fieldMessage } from '@jangbogi/contracts/field-message';
import { formatCount } from '@jangbogi/contracts/format';

type RawIssue = z.core.$ZodRawIssue;

/** A bound as both languages write it: grouped by thousands, a fraction or a day kept. */
function bound(value: number | bigint | Date): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  const n = Number(value);
  return Number.isInteger(n) ? formatCount(n) : String(n);
}

const isLength = (origin: string) => origin === 'string';
const isCount = (origin: string) => origin === 'array' || origin === 'set';

function tooSmall(issue: Extract<RawIssue, { code: 'too_small' }>): string {
  const minimum = Number(issue.minimum);
  if (isLength(issue.origin))
    return issue.exact
      ? fieldMessage('field.issue.exactLength', { length: minimum })
      : fieldMessage('field.issue.tooShort', { minimum });
  if (isCount(issue.origin)) return fieldMessage('field.issue.tooFew', { minimum });
  return fieldMessage('field.issue.tooSmall', {
    bound: bound(issue.minimum),
    inclusive: issue.inclusive === false ? 'no' : 'yes',
  });
}

function tooBig(issue: Extract<RawIssue, { code: 'too_big' }>): string {
  const maximum = Number(issue.maximum);
  if (isLength(issue.origin))
    return issue.exact
      ? fieldMessage('field.issue.exactLength', { length: maximum })
      : fieldMessage('field.issue.tooLong', { maximum });
  if (isCount(issue.origin)) return fieldMessage('field.issue.tooMany', { maximum });
  return fieldMessage('field.issue.tooBig', {
    bound: bound(issue.maximum),
    inclusive: issue.inclusive === false ? 'no' : 'yes',
  });
}

/** The field message of an issue without one (zod's `error` option of a parse). */
export function issueMessage(issue: RawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? fieldMessage('field.issue.required')
        : fieldMessage('field.issue.invalidType', { expected: issue.expected });
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return fieldMessage('field.issue.invalidFormat', { format: issue.format });
    case 'not_multiple_of':
      return fieldMessage('field.issue.notMultipleOf', { divisor: bound(issue.divisor) });
    case 'invalid_value':
      return fieldMessage('field.issue.invalidOption', {
        options: issue.values.map(String).join(', '),
      });
    case 'unrecognized_keys':
      return fieldMessage('field.issue.unknownKeys', {
        keys: issue.keys.join(', '),
        count: issue.keys.length,
      });
    default:
      return fieldMessage('field.issue.invalid');
  }
}

/** The options of a parse whose issues reach a shopper: `schema.safeParse(value, PARSE_IN_CATALOGUE)`. */
export const PARSE_IN_CATALOGUE = { error: issueMessage } as const;
