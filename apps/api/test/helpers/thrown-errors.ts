// Reads the API's source for the errors it throws on purpose: every call of an error helper of
// src/lib/errors.ts (and `new DomainError`), with the code and message id it passes, plus the codes
// answered as `code: 'X'` objects (the error handler, readiness, spreadsheet readers). The source
// is parsed, not run, so an error only a rare branch throws is found too.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const apiDir = path.resolve(import.meta.dirname, '../..');
const SOURCE_DIRS = [path.join(apiDir, 'src'), path.join(apiDir, '../../packages/contracts/src')];

/** Each helper and the code it uses when none is given; the message id comes first. */
const HELPERS: Record<string, string> = {
  badRequest: 'BAD_REQUEST',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  invalidFields: 'VALIDATION_ERROR',
};
/**
 * Files that throw with a code their callers chose: those callers' `code: 'X'` objects are read
 * instead (the spreadsheet readings of the catalogue and bank statement imports).
 */
const PASSES_ON_CODES = new Set([path.join('src', 'lib', 'spreadsheet-read.ts')]);
const CODE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$|^[A-Z]{4,}$/;

export interface ThrownError {
  where: string;
  /** The codes it may carry; empty when the source computes it in a way this reader cannot follow. */
  codes: string[];
  /** The message ids it may carry; none when its text is passed in (a helper's parameter). */
  ids: string[];
  /** Whether it is a call of an error helper (whose first argument is its message id). */
  helper: boolean;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name),
    )
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${path.sep}generated${path.sep}`));
}

/** `const NAME = 'text'` anywhere in the sources, so imported message and code constants resolve. */
function stringConstants(files: ts.SourceFile[]): Map<string, string[]> {
  const constants = new Map<string, string[]>();
  for (const file of files) {
    const visit = (node: ts.Node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        const init = node.initializer;
        if (ts.isStringLiteral(init) || ts.isNoSubstitutionTemplateLiteral(init)) {
          constants.set(node.name.text, [...(constants.get(node.name.text) ?? []), init.text]);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return constants;
}

/** The texts an expression may be, templates with `{}` for their values. */
function textsOf(node: ts.Expression, constants: Map<string, string[]>) {
  const texts: string[] = [];
  const templates: string[] = [];
  let known = true;
  const read = (expr: ts.Expression): void => {
    if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) texts.push(expr.text);
    else if (ts.isParenthesizedExpression(expr)) read(expr.expression);
    else if (ts.isConditionalExpression(expr)) {
      read(expr.whenTrue);
      read(expr.whenFalse);
    } else if (
      ts.isBinaryExpression(expr) &&
      expr.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken
    ) {
      read(expr.left);
      read(expr.right);
    } else if (ts.isTemplateExpression(expr)) {
      templates.push(
        expr.head.text + expr.templateSpans.map((span) => `{}${span.literal.text}`).join(''),
      );
    } else if (ts.isIdentifier(expr) && constants.has(expr.text))
      texts.push(...constants.get(expr.text)!);
    else known = false;
  };
  read(node);
  return { texts, templates, known };
}

/** What an id read from a helper's parameter is recorded as. */
export const PASSED_ON = '(passed on)';

/** The ids an expression names: a literal, a constant, `{ id: ... }`, or a field's text. */
function idsOf(node: ts.Expression | undefined, constants: Map<string, string[]>): string[] {
  if (!node) return [];
  if (ts.isObjectLiteralExpression(node)) {
    const id = node.properties.find(
      (p): p is ts.PropertyAssignment =>
        ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === 'id',
    );
    return id ? idsOf(id.initializer, constants) : [];
  }
  if (ts.isAsExpression(node)) return idsOf(node.expression, constants);
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
    return node.expression.text === 'fieldText' ? ['validation.asWritten'] : [];
  }
  // A parameter passes on an id its callers name (typed PlainErrorId or ErrorText).
  // (Message constants are named in capitals; any other name is a parameter or a local.)
  if (ts.isIdentifier(node) && !/^[A-Z][A-Z0-9_]*$/.test(node.text)) return [PASSED_ON];
  if (ts.isPropertyAccessExpression(node)) return [PASSED_ON];
  const { texts, known } = textsOf(node, constants);
  return known ? texts : [];
}

export function thrownErrors(): ThrownError[] {
  const files = SOURCE_DIRS.flatMap(sourceFiles).map((file) =>
    ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true),
  );
  const constants = stringConstants(files);
  const found: ThrownError[] = [];
  for (const file of files) {
    const relative = path.relative(apiDir, file.fileName);
    // The helpers pass their parameters on; their callers are what is read.
    if (relative === path.join('src', 'lib', 'errors.ts')) continue;
    const visit = (node: ts.Node) => {
      const where = `${relative}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
      if (
        (ts.isCallExpression(node) || ts.isNewExpression(node)) &&
        ts.isIdentifier(node.expression) &&
        !PASSES_ON_CODES.has(relative)
      ) {
        const name = node.expression.text;
        const args = node.arguments ?? [];
        if (name === 'DomainError') {
          const code = args[1] ? textsOf(args[1], constants) : undefined;
          found.push({
            where,
            codes: code?.known ? code.texts : [],
            ids: idsOf(args[2], constants),
            helper: false,
          });
        } else if (Object.hasOwn(HELPERS, name)) {
          // The code is the first argument after the id that reads as one.
          const codes = args
            .slice(1)
            .map((arg) => textsOf(arg, constants))
            .find((t) => t.known && t.texts.length > 0 && t.texts.every((c) => CODE.test(c)));
          found.push({
            where,
            codes: codes?.texts ?? [HELPERS[name]!],
            ids: name === 'invalidFields' ? ['validation.checkForm'] : idsOf(args[0], constants),
            helper: name !== 'invalidFields',
          });
        }
      }
      if (
        ts.isPropertyAssignment(node) &&
        ts.isIdentifier(node.name) &&
        node.name.text === 'code' &&
        ts.isStringLiteral(node.initializer) &&
        CODE.test(node.initializer.text)
      ) {
        found.push({ where, codes: [node.initializer.text], ids: [], helper: false });
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
}
