// One rule of the project's ESLint config, run alone on a piece of code: the rule's setting comes
// from the config the file would get, but the code is parsed without type information, so a check
// takes milliseconds instead of the type-aware project's start (about 14 s on two cores).
import path from 'node:path';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';

const apiDir = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: apiDir });

/** The messages `ruleId` reports on `code` as if it were the file at `file` (relative to apps/api). */
export async function ruleFindings(ruleId: string, file: string, code: string): Promise<string[]> {
  const filename = path.join(apiDir, file);
  const setting = ((await eslint.calculateConfigForFile(filename)) as Linter.Config).rules?.[
    ruleId
  ];
  if (setting === undefined) return [];
  const config: Linter.Config[] = [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser },
      rules: { [ruleId]: setting },
    },
  ];
  return new Linter()
    .verify(code, config, { filename })
    .filter((message) => message.ruleId === ruleId)
    .map((message) => message.message);
}
