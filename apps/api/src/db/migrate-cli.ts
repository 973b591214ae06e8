// pnpm db:migrate: finds the database the way the server does (DATABASE_URL, else the embedded
// one under DATA_DIR, created on first use) and applies prisma/migrations, then prisma/functions.
import { loadConfig } from '../config.ts';
import { migrateAndLog, provisionDatabase } from './provision.ts';

const log = (message: string) => console.log(`[migrate] ${message}`);

async function main(): Promise<void> {
  const database = await provisionDatabase(loadConfig(), log);
  try {
    const changed = await migrateAndLog(database.url, log);
    if (!changed) log('The database is up to date.');
  } finally {
    await database.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
