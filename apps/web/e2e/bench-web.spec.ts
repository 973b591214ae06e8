import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from './helpers';

// `pnpm bench:web` from the README, run from the repository root as a newcomer runs it, on one
// page once, the Korean home (the suite has just built the web app, hence --no-build): it starts a shop of its
// own, audits it with Lighthouse in Chromium, prints the figures, stops everything it started
// and, for a partial run, leaves docs/benchmarks.md alone.
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const run = promisify(execFile);
// The pnpm the install brought (this package's devDependency), not one fetched by npx.
const PNPM = fileURLToPath(new URL('../node_modules/.bin/pnpm', import.meta.url));

test('pnpm bench:web audits the storefront with Lighthouse and prints its figures', async ({
  browserName,
}) => {
  expect(browserName).toBe('chromium');
  test.setTimeout(300_000);
  const { stdout } = await run(PNPM, ['bench:web', '--runs=1', '--pages=/ko', '--no-build'], {
    cwd: repoRoot,
    timeout: 280_000,
    maxBuffer: 16 * 1024 * 1024,
  });
  expect(stdout).toMatch(
    /\| `\/ko` \| \d+ \(\d+-\d+\) \| \d+ \| \d+ \| \d+ \| [\d.]+ s \| [\d.]+ s \|/,
  );
  expect(stdout).toMatch(/\| \d+ br \|/);
  expect(stdout).toContain('docs/benchmarks.md left as it is');
  expect(stdout).toMatch(/chromium \d+ stopped/);
});
