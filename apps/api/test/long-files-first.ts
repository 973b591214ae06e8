import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The test files that take half a minute or more, longest first: each runs whole processes (pnpm
 * commands, servers, PostgreSQL restarts) or a load. The suite ends when its busiest worker does,
 * so these start before everything else.
 */
export const LONG_FILES = [
  'test/readme-commands.test.ts',
  'test/abuse/openapi-fuzz.test.ts',
  'test/db-commands.test.ts',
  'test/production-tree.test.ts',
  'test/search/search-plan.test.ts',
  'test/faults/checkout-database-drill.test.ts',
  'test/cluster/two-instances.test.ts',
  'test/faults/sigkill-checkout.test.ts',
];

/**
 * Vitest orders files by how long they took in the last run on this machine, from a cache under
 * node_modules, and by file size when it has none: on a clean clone (CI) the longest files started
 * in the last minutes and the suite ran a minute longer than with the cache. The long files go
 * first either way; the others keep Vitest's order.
 */
export default class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = LONG_FILES.findIndex((name) => file.moduleId.endsWith(name));
      return index === -1 ? LONG_FILES.length : index;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
