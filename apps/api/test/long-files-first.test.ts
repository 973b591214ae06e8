import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { LONG_FILES } from './long-files-first.ts';

it('names test files that exist: a renamed long file would start last again', () => {
  const apiDir = fileURLToPath(new URL('..', import.meta.url));
  expect(LONG_FILES.filter((file) => !existsSync(`${apiDir}${file}`))).toEqual([]);
});
