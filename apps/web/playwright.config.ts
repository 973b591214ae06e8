import { chmodSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import getPort from 'get-port';

// Workers load this file again; they inherit the port the main process chose.
process.env.E2E_PORT ??= String(await getPort({ host: '127.0.0.1' }));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
// The server's data folder (database, uploads, mail): made here so tests can read the emails the
// outbox worker writes to <data>/mail; the server deletes it when it stops.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'jangbogi-e2e-'));
  // PostgreSQL runs as another OS user when started as root, so the folder must be enterable.
  chmodSync(process.env.E2E_DATA_DIR, 0o755);
}

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

// Every spec runs at desktop width. At phone width run only the specs whose subject is the phone
// layout or a journey shoppers take on their phones: the back office, the server's answers and
// what looks the same on every screen gain nothing from a second run (and CI has 10 minutes).
const PHONE_SPECS = ['floating-buttons-scroll.spec.ts'];
/** Specs written for the phone, or checked at its width only (axe: the phone layout is the one
 * Lighthouse audits, and it hides and shows more than the desktop one). */
const PHONE_ONLY_SPECS = [
  'accessibility.spec.ts',
  'checkout-korean.spec.ts',
  'korean-journey.spec.ts',
  'phone-header.spec.ts',
];

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: { baseURL, trace: 'retain-on-failure', locale: 'ko-KR' },
  projects: [
    {
      name: 'desktop-1280',
      use: { ...chromium, viewport: { width: 1280, height: 900 } },
      testIgnore: PHONE_ONLY_SPECS,
    },
    {
      name: 'mobile-390',
      testMatch: [...PHONE_SPECS, ...PHONE_ONLY_SPECS],
      use: {
        ...chromium,
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/api/health`,
    env: { E2E_PORT: process.env.E2E_PORT, E2E_DATA_DIR: process.env.E2E_DATA_DIR },
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
