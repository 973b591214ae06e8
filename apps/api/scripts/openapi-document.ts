// Prints the OpenAPI document the API serves at /api/openapi.json, built from the routes' zod
// contracts without a database: the pool connects only on a first query, and nothing here queries.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'jangbogi-openapi-'));
try {
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'test',
      // Never contacted: port 9 (discard) on the loopback, only named so the pool can be made.
      DATABASE_URL: 'postgresql://openapi@127.0.0.1:9/openapi',
      // A throwaway signing key: no token is made or checked.
      JWT_SECRET: 'openapi-document-only-'.padEnd(40, 'x'),
      BACKGROUND_JOBS: 'false',
      DATA_DIR: scratch,
      WEB_DIST_DIR: path.join(scratch, 'no-web'),
    }),
  );
  const answer = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  await app.close();
  if (answer.statusCode !== 200) throw new Error(`GET /api/openapi.json: ${answer.statusCode}`);
  process.stdout.write(`${JSON.stringify(answer.json(), null, 2)}\n`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
