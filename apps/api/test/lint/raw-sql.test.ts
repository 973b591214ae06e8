// Hand-written SQL goes through Sql (src/db/sql.ts); lint refuses Prisma's raw query methods
// anywhere else, so a second way to the database cannot creep back in.
import { describe, expect, it } from 'vitest';
import { ruleFindings } from '../helpers/lint-rule.ts';

const rawQuery = `import type { DbOrTx } from '../../db/client.ts';
export async function count(db: DbOrTx): Promise<number> {
  const rows = await db.$queryRaw<{ n: number }[]>\`SELECT 1 AS n\`;
  return rows.length;
}
`;

describe('the raw SQL lint rule', () => {
  it('refuses $queryRaw in domain code', async () => {
    const found = await ruleFindings(
      'no-restricted-properties',
      'src/domain/cart/cart.ts',
      rawQuery,
    );
    expect(found).toEqual([expect.stringMatching(/Run a Prisma\.sql template through Sql/)]);
  });

  it('lets the data layer use it', async () => {
    const inDataLayer = rawQuery.replace('../../db/client.ts', './client.ts');
    expect(
      await ruleFindings('no-restricted-properties', 'src/db/migrate.ts', inDataLayer),
    ).toEqual([]);
  });
});
