// Starts the shop: database (embedded unless DATABASE_URL is set), migrations, first-run seed,
// then the API and the built web app on one port. Shuts down gracefully on SIGTERM/SIGINT.
import { buildApp } from './app.ts';
import { loadConfig, localOrigin } from './config.ts';
import { migrateAndLog, provisionDatabase, resolveJwtSecret } from './db/provision.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
import { DatabaseSetupError } from './db/setup-error.ts';

const log = (message: string) => console.log(`[jangbogi] ${message}`);

async function main() {
  const config = loadConfig();
  const database = await provisionDatabase(config, log);
  await migrateAndLog(database.url, log);

  const app = await buildApp({
    ...config,
    DATABASE_URL: database.url,
    JWT_SECRET: await resolveJwtSecret(config),
  });
  // Through the app's client: a second Prisma client would cost start-up time for nothing.
  const seeded = await seedIfEmpty(app.db, config, log);
  if (seeded) log('Seeded the catalogue, shop settings and demo accounts.');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log(`${signal} received: finishing in-flight requests ...`);
    const forceExit = setTimeout(() => process.exit(1), 15_000);
    forceExit.unref();
    // close() stops accepting and waits for in-flight requests; keep-alive sockets that turn
    // idle only after that would hold it open until they time out, so keep closing idle ones.
    const idleSockets = setInterval(() => app.server.closeIdleConnections(), 100);
    idleSockets.unref();
    try {
      await app.close();
      await database.stop();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const origin = localOrigin(
    config.HOST,
    typeof address === 'object' && address ? address.port : config.PORT,
  );
  log(`Jangbogi is running at ${origin}/ (API at ${origin}/api)`);
  if (!config.PUBLIC_URL) log(`Links in emails and pages point to ${app.publicUrl()}`);
  if (!config.SMTP_URL) log(`Emails are written as .eml files to ${config.mailDir}`);
}

main().catch((error: unknown) => {
  // What the person starting the shop must fix reads as one line; anything else keeps its stack.
  console.error(error instanceof DatabaseSetupError ? `[jangbogi] ${error.message}` : error);
  process.exit(1);
});
