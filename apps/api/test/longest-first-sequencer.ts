import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that start whole processes (the README's commands, migrations from the command line,
 * the production tree, servers killed on purpose) take 30-130 s each, the others a few seconds.
 * On a clean clone Vitest has no timings and starts the largest files first; these, started
 * wherever their size put them, ran on alone at the end while the other workers sat idle.
 */
const LONGEST = [
  'test/readme-commands.test.ts',
  'test/abuse/openapi-fuzz.test.ts',
  'test/db-commands.test.ts',
  'test/production-tree.test.ts',
  'test/search/search-plan.test.ts',
  'test/cluster/two-instances.test.ts',
  'test/faults/checkout-database-drill.test.ts',
  'test/faults/sigkill-checkout.test.ts',
];

/** Vitest's order (failed, then slowest last time, then largest), with the longest files first. */
export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => {
      const index = LONGEST.findIndex((file) => spec.moduleId.endsWith(file));
      return index === -1 ? LONGEST.length : index;
    };
    const sorted = await super.sort(files);
    return sorted
      .map((spec, order) => ({ spec, order }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.order - b.order)
      .map(({ spec }) => spec);
  }
}
