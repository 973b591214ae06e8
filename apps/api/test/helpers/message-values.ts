// The values each text of a catalogue takes, read from its compiled ICU message, and written as
// the TypeScript maps that check calls: src/lib/i18n/messages/errors.values.ts for lib/errors.ts,
// packages/contracts/src/messages/fields.values.ts for the contracts' fieldMessage.
import { compileMessage } from '@lingui/message-utils/compileMessage';

type Kind = 'number' | 'string' | 'Date' | 'MessageValue';

/** Each argument a message reads, with the type its format needs. */
export function messageArguments(text: string): Map<string, Kind> {
  const found = new Map<string, Kind>();
  // A compiled message is a list of tokens: text, or `[name, format?, options?]` whose options
  // (a plural's or select's branches) are lists of tokens again.
  const visitList = (tokens: unknown): void => {
    if (Array.isArray(tokens)) tokens.forEach(visitToken);
  };
  const visitToken = (token: unknown): void => {
    if (!Array.isArray(token)) return;
    const [name, format, options] = token as [string, string?, Record<string, unknown>?];
    if (name === '#') return;
    const kind: Kind =
      format === 'plural' || format === 'selectordinal' || format === 'number'
        ? 'number'
        : format === 'select'
          ? 'string'
          : format === 'date' || format === 'time'
            ? 'Date'
            : 'MessageValue';
    // A plain `{name}` does not narrow a type another use of the name gives.
    if (kind !== 'MessageValue' || !found.has(name)) found.set(name, kind);
    if (options && typeof options === 'object') Object.values(options).forEach(visitList);
  };
  const compiled = compileMessage(text);
  visitList(Array.isArray(compiled) ? compiled : [compiled]);
  return found;
}

/** One interface member per message: its id and the values its text takes, typed by `typeOf`. */
function valueMembers(
  catalogue: Readonly<Record<string, string>>,
  typeOf: (name: string, kind: Kind) => string,
): string[] {
  return Object.entries(catalogue).map(([id, text]) => {
    const args = [...messageArguments(text)];
    const type = args.length
      ? `{ ${args.map(([name, kind]) => `readonly ${name}: ${typeOf(name, kind)}`).join('; ')} }`
      : 'undefined';
    return `  '${id}': ${type};`;
  });
}

/** The source of errors.values.ts for the English errors catalogue. */
export function errorValuesSource(catalogue: Readonly<Record<string, string>>): string {
  const lines = valueMembers(catalogue, (_name, kind) => kind);
  return [
    '// Generated from errors.en.json by test/message-catalogue.test.ts (`npx vitest run',
    '// test/message-catalogue.test.ts -u` rewrites it): the values each error text takes.',
    "import type { MessageValue } from '../catalogue.ts';",
    '',
    'export interface ErrorValues {',
    ...lines,
    '}',
    '',
  ].join('\n');
}

/** The source of fields.values.ts for the English field messages: a `label` is a label's id. */
export function fieldValuesSource(catalogue: Readonly<Record<string, string>>): string {
  const typeOf = (name: string, kind: Kind) =>
    kind === 'MessageValue' ? (name === 'label' ? 'FieldLabelId' : 'FieldValue') : kind;
  const lines = valueMembers(catalogue, typeOf);
  return [
    '// Generated from fields.en.json by apps/api/test/message-catalogue.test.ts (`npx vitest run',
    '// test/message-catalogue.test.ts -u` there rewrites it): the values each field message takes.',
    "import type { FieldLabelId, FieldValue } from '../field-message.ts';",
    '',
    'export interface FieldValues {',
    ...lines,
    '}',
    '',
  ].join('\n');
}
