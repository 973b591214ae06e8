// Generates the Prisma client without Prisma's binary host. `prisma generate` only checks
// that a schema-engine binary exists (it never runs it), so point it at a harmless file
// when none is configured. Migrations are applied by src/db/migrate.ts instead.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: '1', CHECKPOINT_DISABLE: '1' };
if (!env.PRISMA_SCHEMA_ENGINE_BINARY || !existsSync(env.PRISMA_SCHEMA_ENGINE_BINARY)) {
  env.PRISMA_SCHEMA_ENGINE_BINARY = process.execPath;
}
const schema = fileURLToPath(new URL('../../../prisma/schema.prisma', import.meta.url));
// The package's own CLI, so that running this script by hand (outside pnpm, where node_modules/.bin
// is not on PATH) works too.
const prismaCli = fileURLToPath(new URL('../node_modules/.bin/prisma', import.meta.url));
const result = spawnSync(
  existsSync(prismaCli) ? prismaCli : 'prisma',
  ['generate', '--schema', schema],
  {
    env,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  },
);
if (result.error) console.error(`prisma generate could not start: ${result.error.message}`);
process.exit(result.status ?? 1);
