// Reads the API's source for the errors it throws on purpose: every call of an error helper of
// src/lib/errors.ts (and `new DomainError`), with the code and message it passes, plus the codes
// answered as `code: 'X'` objects (the error handler, readiness, spreadsheet readers). The source
// is parsed, not run, so an error only a rare branch throws is found too.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const apiDir = path.resolve(import.meta.dirname, '../..');
const SOURCE_DIRS = [path.join(apiDir, 'src'), path.join(apiDir, '../../packages/contracts/src')];

/** Each helper: where its message and code go, and the code it uses when none is given. */
const HELPERS: Record<string, { message: number; code: number | null; defaultCode?: string }> = {
  badRequest: { message: 0, code: 1, defaultCode: 'BAD_REQUEST' },
  unauthorized: { message: 0, code: 1, defaultCode: 'UNAUTHORIZED' },
  forbidden: { message: 0, code: 1, defaultCode: 'FORBIDDEN' },
  notFound: { message: 0, code: 1, defaultCode: 'NOT_FOUND' },
  conflict: { message: 0, code: 1, defaultCode: 'CONFLICT' },
  payloadTooLarge: { message: 0, code: null, defaultCode: 'PAYLOAD_TOO_LARGE' },
  unsupportedMediaType: { message: 0, code: null, defaultCode: 'UNSUPPORTED_MEDIA_TYPE' },
  tooManyRequests: { message: 0, code: null, defaultCode: 'TOO_MANY_REQUESTS' },
  DomainError: { message: 2, code: 1 },
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
  /** Its fixed texts, or a template with `{}` where values go; none when computed elsewhere. */
  messages: string[];
  templates: string[];
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
        ts.isIdentifier(node.expression)
      ) {
        const name = node.expression.text;
        const helper = Object.hasOwn(HELPERS, name) ? HELPERS[name] : undefined;
        if (helper && !PASSES_ON_CODES.has(relative)) {
          const args = node.arguments ?? [];
          const codeArg = helper.code === null ? undefined : args[helper.code];
          const code = codeArg ? textsOf(codeArg, constants) : undefined;
          const message = args[helper.message];
          const text = message ? textsOf(message, constants) : undefined;
          found.push({
            where,
            codes: code ? (code.known ? code.texts : []) : [helper.defaultCode!],
            messages: text?.texts ?? [],
            templates: text?.templates ?? [],
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
        found.push({ where, codes: [node.initializer.text], messages: [], templates: [] });
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
}
