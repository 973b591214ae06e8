// The lint rules that keep the code's shape (eslint.config.js): they must reject what they forbid.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const appDir = path.resolve(import.meta.dirname, '..');
const checkedRules = [
  'boundaries/dependencies',
  'no-restricted-imports',
  'react-hooks/rules-of-hooks',
];

// The project's own config, with only these rules and without type information: the snippets
// are linted as if they were files of the app, and such files are in no TypeScript project.
const eslint = new ESLint({
  cwd: appDir,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => checkedRules.includes(ruleId),
});

async function problems(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(appDir, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('feature boundaries', () => {
  it('lists every feature, in an order where each imports only features before it', async () => {
    const configPath = path.join(appDir, 'eslint.config.js');
    const { FEATURE_DEPENDENCIES } = (await import(configPath)) as {
      FEATURE_DEPENDENCIES: Record<string, string[]>;
    };
    const features = readdirSync(path.join(appDir, 'src/features'));
    expect(Object.keys(FEATURE_DEPENDENCIES).sort()).toEqual([...features].sort());
    const placed = new Set<string>();
    for (const [feature, allowed] of Object.entries(FEATURE_DEPENDENCIES)) {
      expect(allowed.filter((other) => !placed.has(other))).toEqual([]);
      placed.add(feature);
    }
  });

  it('rejects an import back up the graph (cart → account would close a cycle)', async () => {
    const code = "import { useLogout } from '@/features/account/api/auth';\nvoid useLogout;\n";
    expect(await problems('src/features/cart/api/example.ts', code)).toEqual([
      'boundaries/dependencies',
    ]);
  });

  it('rejects a relative import across features too', async () => {
    const code = "import { orderKeys } from '../../orders/api/query-keys';\nvoid orderKeys;\n";
    expect(await problems('src/features/catalog/api/example.ts', code)).toEqual([
      'boundaries/dependencies',
    ]);
  });

  it('allows an import down the graph (account → cart)', async () => {
    const code = "import { cartKeys } from '@/features/cart/api/query-keys';\nvoid cartKeys;\n";
    expect(await problems('src/features/account/api/example.ts', code)).toEqual([]);
  });

  it('keeps shared components and lib free of features', async () => {
    const code = "import { cartKeys } from '@/features/cart/api/query-keys';\nvoid cartKeys;\n";
    expect(await problems('src/components/example.ts', code)).toEqual(['boundaries/dependencies']);
    expect(await problems('src/lib/example.ts', code)).toEqual(['boundaries/dependencies']);
  });
});

describe('one link component', () => {
  it("rejects React Router's Link and NavLink outside components/app-link", async () => {
    const code = "import { Link, NavLink } from 'react-router-dom';\nvoid [Link, NavLink];\n";
    expect(await problems('src/app/routes/example.tsx', code)).toEqual([
      'no-restricted-imports',
      'no-restricted-imports',
    ]);
    expect(await problems('src/components/app-link.tsx', code)).toEqual([]);
  });
});

describe('rules of hooks', () => {
  it('rejects a hook called conditionally', async () => {
    const code = [
      "import { useState } from 'react';",
      'export function Example({ on }: { on: boolean }) {',
      '  if (on) useState(0);',
      '  return null;',
      '}',
    ].join('\n');
    expect(await problems('src/components/example.tsx', code)).toEqual([
      'react-hooks/rules-of-hooks',
    ]);
  });
});
