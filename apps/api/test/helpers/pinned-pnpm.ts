import { fileURLToPath } from 'node:url';

/**
 * The pnpm the install brought (the root's pinned devDependency): tests run the README's commands
 * with it rather than `npx pnpm@10`, which would fetch a pnpm from the registry.
 */
export const PNPM = fileURLToPath(new URL('../../../../node_modules/.bin/pnpm', import.meta.url));
