// No Docker engine runs the tests, so the container files are checked for what the deployment
// relies on: dclint and dockerfile-utils check the syntax (pnpm test:compose), this the shape.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startFlags } from '../bench/processes.ts';
import { REPO_ROOT } from '../src/config.ts';

interface Service {
  image?: string;
  build?: unknown;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  environment?: Record<string, string>;
  volumes?: string[];
}

const read = (file: string) => readFile(path.join(REPO_ROOT, file), 'utf8');

describe('docker-compose.yml', async () => {
  const compose = parse(await read('docker-compose.yml'), { merge: true }) as {
    services: Record<string, Service>;
    volumes: Record<string, unknown>;
  };
  const { services } = compose;

  it('runs PostgreSQL, MinIO, two app replicas of one image and a proxy', () => {
    expect(Object.keys(services).sort()).toEqual([
      'app-1',
      'app-2',
      'db',
      'minio',
      'minio-setup',
      'proxy',
    ]);
    expect(services['app-1']!.image).toBe(services['app-2']!.image);
    expect(services['app-1']!.build).toBeDefined();
  });

  it('gives every long-running service a healthcheck (the app image has its own)', () => {
    for (const name of ['db', 'minio', 'proxy'])
      expect(services[name]!.healthcheck?.test.length, name).toBeGreaterThan(0);
  });

  it('starts each service after what it needs is healthy', () => {
    expect(services['app-1']!.depends_on).toEqual({
      db: { condition: 'service_healthy' },
      'minio-setup': { condition: 'service_completed_successfully' },
    });
    expect(services['app-2']!.depends_on).toEqual({ 'app-1': { condition: 'service_healthy' } });
    expect(services['minio-setup']!.depends_on).toEqual({
      minio: { condition: 'service_healthy' },
    });
    expect(services.proxy!.depends_on).toEqual({
      'app-1': { condition: 'service_healthy' },
      'app-2': { condition: 'service_healthy' },
    });
  });

  it('points both replicas at the same database and bucket, with jobs on', () => {
    for (const name of ['app-1', 'app-2']) {
      const env = services[name]!.environment!;
      expect(env.DATABASE_URL).toContain('@db:5432/');
      expect(env).toMatchObject({
        S3_BUCKET: 'jangbogi-uploads',
        S3_ENDPOINT: 'http://minio:9000',
        S3_FORCE_PATH_STYLE: 'true',
        BACKGROUND_JOBS: 'true',
      });
      expect(env.JWT_SECRET).toBeTruthy();
    }
  });

  it('gives both replicas what production refuses to start without, even with no .env', () => {
    // Compose's `${NAME:-default}` as it resolves when NAME is not set.
    const resolved = (value: string | undefined) =>
      (value ?? '').replace(/\$\{\w+:-([^}]*)\}/g, '$1');
    for (const name of ['app-1', 'app-2']) {
      const env = services[name]!.environment!;
      expect(resolved(env.PUBLIC_URL), name).toMatch(/^https?:\/\/[^/]+$/);
      expect(resolved(env.METRICS_TOKEN).length, name).toBeGreaterThanOrEqual(16);
    }
  });

  it('keeps state in named volumes', () => {
    expect(Object.keys(compose.volumes).sort()).toEqual([
      'app-data',
      'caddy-data',
      'db-data',
      'minio-data',
    ]);
    expect(services.db!.volumes).toContain('db-data:/var/lib/postgresql');
    expect(services.minio!.volumes).toContain('minio-data:/data');
  });
});

describe('Caddyfile', () => {
  it('balances both replicas by their readiness and compresses', async () => {
    const caddyfile = await read('deploy/Caddyfile');
    expect(caddyfile).toMatch(/reverse_proxy app-1:3000 app-2:3000/);
    expect(caddyfile).toMatch(/health_uri \/api\/ready/);
    expect(caddyfile).toMatch(/encode zstd gzip/);
  });
});

describe('Dockerfile', () => {
  it('builds in stages and runs the compiled API as a non-root user with a healthcheck', async () => {
    const dockerfile = await read('Dockerfile');
    expect(dockerfile.match(/^FROM /gm)).toHaveLength(2);
    // The Node.js the project pins (the root's node devDependency), in every stage.
    const pinned = (JSON.parse(await read('node_modules/node/package.json')) as { version: string })
      .version;
    expect(dockerfile.match(/^FROM node:\S+/gm)).toEqual(
      Array(2).fill(`FROM node:${pinned}-bookworm-slim`),
    );
    expect(dockerfile).toMatch(/^RUN pnpm build$/m);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n.*\/api\/health/m);
    // The same memory limits as `pnpm start` (ADR 0018).
    const flags = startFlags();
    expect(flags).toEqual(
      expect.arrayContaining([expect.stringMatching(/^--max-old-space-size=/)]),
    );
    expect(dockerfile).toContain(
      `CMD ${JSON.stringify(['node', ...flags, 'apps/api/dist/server.js']).replaceAll(',', ', ')}`,
    );
    // What the compiled server reads from its own path must be in the image.
    expect(dockerfile).toContain('./prisma/migrations');
    expect(dockerfile).toContain('./apps/web/dist');
  });
});
