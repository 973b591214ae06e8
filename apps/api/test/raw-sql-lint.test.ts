// Hand-written SQL goes through Sql (src/db/sql.ts); lint refuses Prisma's raw query methods
// anywhere else, so a second way to the database cannot creep back in.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const apiDir = path.resolve(import.meta.dirname, '..');

async function lintAs(filePath: string, code: string) {
  const eslint = new ESLint({ cwd: apiDir });
  const [result] = await eslint.lintText(code, { filePath: path.join(apiDir, filePath) });
  return (result?.messages ?? []).map((message) => message.ruleId);
}

const rawQuery = `import type { DbOrTx } from '../../db/client.ts';
export async function count(db: DbOrTx): Promise<number> {
  const rows = await db.$queryRaw<{ n: number }[]>\`SELECT 1 AS n\`;
  return rows.length;
}
`;

describe('the raw SQL lint rule', () => {
  it('refuses $queryRaw in domain code', async () => {
    expect(await lintAs('src/domain/cart/cart.ts', rawQuery)).toContain('no-restricted-properties');
  }, 60_000);

  it('lets the data layer use it', async () => {
    const inDataLayer = rawQuery.replace('../../db/client.ts', './client.ts');
    expect(await lintAs('src/db/migrate.ts', inDataLayer)).not.toContain(
      'no-restricted-properties',
    );
  }, 60_000);
});
