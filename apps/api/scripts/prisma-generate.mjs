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
const result = spawnSync('prisma', ['generate', '--schema', schema], {
  env,
  stdio: 'inherit',
  shell: process.platform === 'win32',
});
process.exit(result.status ?? 1);
