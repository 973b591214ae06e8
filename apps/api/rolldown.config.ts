// `pnpm build`: compiles the API to plain JavaScript in dist/, one output file per source file
// (preserveModules), so that dist/ mirrors src/: @fastify/autoload finds the route and plugin
// files, and paths taken from import.meta.url (repo root, migrations) stay valid.
// Packages from node_modules stay imports; the workspace's own packages (contracts), which export
// TypeScript source, are compiled in.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'rolldown';

const SRC = path.join(import.meta.dirname, 'src');

/** Every .ts file under a folder of src (tests excluded), as an entry point. */
function sourcesUnder(folder: string): string[] {
  return readdirSync(path.join(SRC, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => path.join(SRC, folder, file));
}

const isWorkspaceOrLocal = (id: string) =>
  id.startsWith('.') || path.isAbsolute(id) || id.startsWith('@jangbogi/') || id.startsWith('\0');

export default defineConfig({
  input: [
    path.join(SRC, 'server.ts'),
    // Migrations as a separate step in production (docs/deploy.md). The seeding command stays a
    // development tool run by tsx (`pnpm db:seed`): its progress bar is a devDependency.
    path.join(SRC, 'db/migrate-cli.ts'),
    // Loaded by @fastify/autoload at run time, so not reachable by imports.
    ...sourcesUnder('routes'),
    ...sourcesUnder('plugins/app'),
  ],
  platform: 'node',
  external: (id) => !isWorkspaceOrLocal(id),
  output: {
    dir: 'dist',
    format: 'esm',
    preserveModules: true,
    preserveModulesRoot: SRC,
    sourcemap: true,
    cleanDir: true,
  },
});
