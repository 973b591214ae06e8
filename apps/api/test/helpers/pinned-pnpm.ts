import { fileURLToPath } from 'node:url';

/**
 * The pnpm the install brought (this package's pinned devDependency): tests run the README's
 * commands with it rather than `npx pnpm@10`, which would fetch a pnpm from the registry. It is
 * not a root dependency: turbo then runs every task through the root's `node_modules/.bin/pnpm`
 * as a path relative to each package, which does not exist there.
 */
export const PNPM = fileURLToPath(new URL('../../node_modules/.bin/pnpm', import.meta.url));
