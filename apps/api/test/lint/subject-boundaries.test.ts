// The boundary lint of src (eslint.config.js, docs/decisions/0035): imports run down the layers
// and down the declared order of the domain's subjects, never back up.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const apiDir = path.resolve(import.meta.dirname, '../..');

// The project's config with only the boundary rule and without type information: a snippet is
// linted as if it were a file of the API, in no TypeScript project.
const eslint = new ESLint({
  cwd: apiDir,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId === 'boundaries/dependencies',
});

async function problems(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(apiDir, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const refused = ['boundaries/dependencies'];

describe('subjects of the domain', () => {
  it('lists every subject, in an order where each imports only subjects before it', async () => {
    const { SUBJECT_DEPENDENCIES } = (await import(path.join(apiDir, 'eslint.config.js'))) as {
      SUBJECT_DEPENDENCIES: Record<string, string[]>;
    };
    const subjects = readdirSync(path.join(apiDir, 'src/domain'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(Object.keys(SUBJECT_DEPENDENCIES).sort()).toEqual(subjects.sort());
    const placed = new Set<string>();
    for (const [subject, allowed] of Object.entries(SUBJECT_DEPENDENCIES)) {
      expect(allowed.filter((other) => !placed.has(other))).toEqual([]);
      placed.add(subject);
    }
    expect(Object.values(SUBJECT_DEPENDENCIES).flat()).not.toContain('admin');
  });

  it('refuses an import back up the order (orders → payments)', async () => {
    const code =
      "import { countReviewQueue } from '../payments/transfer-review.ts';\nvoid countReviewQueue;\n";
    expect(await problems('src/domain/orders/example.ts', code)).toEqual(refused);
  });

  it('refuses a shopper flow reaching into the back office (returns → admin)', async () => {
    const code = "import { dashboard } from '../../admin/dashboard.ts';\nvoid dashboard;\n";
    expect(await problems('src/domain/orders/returns/example.ts', code)).toEqual(refused);
  });

  it('keeps what every subject shares (src/domain/caller.ts) free of subjects', async () => {
    const code = "import { refundOrder } from './orders/refunds.ts';\nvoid refundOrder;\n";
    expect(await problems('src/domain/example.ts', code)).toEqual(refused);
  });

  it('allows an import down the order and within a subject', async () => {
    const code = [
      "import { releaseDeliverySlot } from '../delivery/days.ts';",
      "import { refundOrder } from './refunds.ts';",
      "import { ownerOf } from '../caller.ts';",
      "import { notFound } from '../../lib/errors.ts';",
      'void [releaseDeliverySlot, refundOrder, ownerOf, notFound];',
      '',
    ].join('\n');
    expect(await problems('src/domain/orders/example.ts', code)).toEqual([]);
  });
});

describe('layers', () => {
  it('refuses the domain reaching routes, plugins, the HTTP adapters or the app', async () => {
    for (const target of [
      '../../routes/orders/index.ts',
      '../../plugins/app/jobs.ts',
      '../../http/uploaded-file.ts',
      '../../app.ts',
    ]) {
      const code = `import * as upper from '${target}';\nvoid upper;\n`;
      expect(await problems('src/domain/orders/example.ts', code)).toEqual(refused);
    }
  });

  it('refuses lib and db reaching the domain', async () => {
    const code = "import { ownerOf } from '../domain/caller.ts';\nvoid ownerOf;\n";
    expect(await problems('src/lib/example.ts', code)).toEqual(refused);
    expect(await problems('src/db/example.ts', code)).toEqual(refused);
  });

  it('lets routes use the domain, the HTTP adapters and lib', async () => {
    const code = [
      "import { refundOrder } from '../../domain/orders/refunds.ts';",
      "import { uploadedFile } from '../../http/uploaded-file.ts';",
      "import { notFound } from '../../lib/errors.ts';",
      'void [refundOrder, uploadedFile, notFound];',
      '',
    ].join('\n');
    expect(await problems('src/routes/orders/example.ts', code)).toEqual([]);
  });
});
