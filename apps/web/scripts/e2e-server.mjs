#!/usr/bin/env node
// Starts the real shop for the browser tests and the Lighthouse runs the way `pnpm start` does:
// the API compiled (apps/api `pnpm build`, then `node dist/server.js`) on a fresh temporary DATA_DIR, so it creates, migrates and seeds its own embedded PostgreSQL, serving the
// built web app. On SIGTERM/SIGINT it stops the server (which stops its PostgreSQL) and deletes
// the temporary folder.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const apiDir = path.resolve(webDir, '..', 'api');
const port = process.env.E2E_PORT ?? '0';

// PostgreSQL runs as another OS user when started as root, so the folder must be enterable.
// The browser tests' global setup passes the folder (tests read the emails in <data>/mail).
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'jangbogi-e2e-'));
chmodSync(dataDir, 0o755);

// The browser tests' global setup builds once for all its shops and says so.
if (process.env.E2E_API_BUILT !== '1') {
  const build = spawnSync(
    path.join(apiDir, 'node_modules', '.bin', 'rolldown'),
    ['-c', 'rolldown.config.ts'],
    { cwd: apiDir, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (build.status !== 0) {
    console.error(`[e2e] building the API failed (exit ${build.status ?? build.signal})`);
    process.exit(1);
  }
}

const server = spawn(process.execPath, ['dist/server.js'], {
  cwd: apiDir,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: port,
    DATA_DIR: dataDir,
    // Its own embedded PostgreSQL, always: a DATABASE_URL in the shell names the shop's own
    // database, which the browser tests would seed and change.
    DATABASE_URL: undefined,
    WEB_DIST_DIR: path.join(webDir, 'dist'),
    // With port 0 the system picks one; the server prints where it runs ("Jangbogi is running at
    // ...") and its links in pages and emails point there (PUBLIC_URL unset). The pages call the
    // API on their own origin, so no other origin is let in.
    WEB_ORIGIN: '',
    LOG_LEVEL: 'warn',
    // The outbox worker writes emails (password reset links) as .eml files to <data>/mail.
    BACKGROUND_JOBS: 'true',
    MAIL_DIR: path.join(dataDir, 'mail'),
    // Every journey of a worker comes from one address; the login, sign-up and reset limits
    // (tested in the API's own tests) would otherwise throttle the later journeys.
    RATE_LIMIT_ENABLED: 'false',
    // Passwords hashed at bcrypt's lowest cost (production refuses it, ADR 0054): every sign-up
    // and sign-in of the browser tests spent a quarter of a second of CPU at cost 12.
    PASSWORD_HASH_COST: '4',
  },
});

let cleaned = false;
function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  rmSync(dataDir, { recursive: true, force: true });
}

let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
  const forceKill = setTimeout(() => server.kill('SIGKILL'), 20_000);
  forceKill.unref();
  console.log(`[e2e] ${signal}: stopping the shop server ...`);
}

process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
server.on('exit', (code, signal) => {
  cleanUp();
  process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0)));
});
