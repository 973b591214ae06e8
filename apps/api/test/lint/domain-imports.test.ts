// The lint rule that keeps Fastify out of the domain, shown to bite on code that breaks it.
import { describe, expect, it } from 'vitest';
import { ruleFindings } from '../helpers/lint-rule.ts';

const restrictedImports = (file: string, code: string) =>
  ruleFindings('no-restricted-imports', file, code);

const fastifyImports: [string, string][] = [
  [
    'fastify',
    "import type { FastifyBaseLogger } from 'fastify';\nexport type Log = FastifyBaseLogger;\n",
  ],
  [
    '@fastify/multipart',
    "import type { MultipartFile } from '@fastify/multipart';\nexport type File = MultipartFile;\n",
  ],
  ['fastify-plugin', "import fp from 'fastify-plugin';\nexport const plugin = fp;\n"],
];

describe('domain imports', () => {
  it.each(fastifyImports)('refuses an import of %s in src/domain', async (_name, code) => {
    const found = await restrictedImports('src/domain/caller.ts', code);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/The domain knows no Fastify types/);
  });

  it('lets routes and plugins import Fastify', async () => {
    expect(await restrictedImports('src/routes/promos/index.ts', fastifyImports[0]![1])).toEqual(
      [],
    );
  });
});
