// No Docker engine runs the tests, so the container files are checked by what they make the
// server do: the configuration they give it must be one production accepts, every health check
// must reach a route that answers, and the image must hold what the server reads at run time.
// dclint and dockerfile-utils check the syntax (pnpm test:compose).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startFlags } from '../bench/processes.ts';
import { loadConfig, REPO_ROOT } from '../src/config.ts';
import { FUNCTIONS_DIR } from '../src/db/functions.ts';
import { MIGRATIONS_DIR } from '../src/db/migrate.ts';
import { useTestApp } from './helpers/app.ts';

interface Service {
  image?: string;
  build?: unknown;
  restart?: string;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  environment?: Record<string, string>;
  volumes?: string[];
}

const read = (file: string) => readFile(path.join(REPO_ROOT, file), 'utf8');

const compose = parse(await read('docker-compose.yml'), { merge: true }) as {
  services: Record<string, Service>;
};
const { services } = compose;
const appServices = Object.keys(services).filter(
  (name) => services[name]!.image === 'jangbogi:local',
);
const caddyfile = await read('deploy/Caddyfile');

/** The Dockerfile's stages, each with its instructions (continuation lines joined). */
const stages = (await read('Dockerfile'))
  .replace(/\\\n\s*/g, ' ')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .reduce<string[][]>((all, line) => {
    if (line.startsWith('FROM ')) all.push([]);
    all.at(-1)?.push(line);
    return all;
  }, []);
const runtime = stages.at(-1)!;
const instruction = (name: string) => runtime.filter((line) => line.startsWith(`${name} `));

/** The image's ENV, as the server sees it. */
const imageEnv = Object.fromEntries(
  instruction('ENV').flatMap((line) =>
    [...line.slice(4).matchAll(/(\w+)=(\S+)/g)].map(([, name, value]) => [name!, value!]),
  ),
);

/** Compose's `${NAME:-default}` as it resolves when NAME is not set (no .env). */
const resolved = (env: Record<string, string> = {}) =>
  Object.fromEntries(
    Object.entries(env).map(([name, value]) => [
      name,
      String(value).replace(/\$\{\w+:-([^}]*)\}/g, '$1'),
    ]),
  );

/** The configuration a replica starts with: the image's ENV, then its Compose environment. */
function replicaConfig(service: string) {
  // Nothing from the test process: only what the container would have.
  const cleared = Object.fromEntries(Object.keys(process.env).map((name) => [name, undefined]));
  return loadConfig({ ...cleared, ...imageEnv, ...resolved(services[service]!.environment) });
}

const exec = (line: string) => JSON.parse(line.replace(/^.*?CMD /, '')) as string[];

describe('docker-compose.yml and the image', () => {
  const ctx = useTestApp();

  it('gives every app replica a configuration production accepts, even with no .env', () => {
    expect(appServices.length).toBeGreaterThanOrEqual(2);
    for (const name of appServices) {
      const config = replicaConfig(name);
      expect(config.NODE_ENV, name).toBe('production');
      expect(config.DATABASE_URL, name).toBeTruthy();
    }
  });

  it('makes the replicas one shop: the same database, bucket and settings, jobs on', () => {
    const [first, ...others] = appServices.map(replicaConfig);
    for (const other of others) expect(other).toEqual(first);
    // Uploads go to the shared bucket, never to a replica's own disk.
    expect(first!.S3_BUCKET).toBeTruthy();
    expect(first!.BACKGROUND_JOBS).toBe(true);
  });

  it("keeps the replica's data folder on a volume", () => {
    const { dataDir } = replicaConfig(appServices[0]!);
    for (const name of appServices) {
      const mounts = (services[name]!.volumes ?? []).map((volume) => volume.split(':')[1]);
      expect(mounts, name).toContain(dataDir);
    }
  });

  it('starts a service only after what it depends on can say it is ready', () => {
    const imageHasHealthcheck = instruction('HEALTHCHECK').length > 0;
    for (const [name, service] of Object.entries(services)) {
      for (const [target, { condition }] of Object.entries(service.depends_on ?? {})) {
        const dependency = services[target]!;
        if (condition === 'service_healthy') {
          const healthcheck =
            dependency.healthcheck ?? (appServices.includes(target) && imageHasHealthcheck);
          expect(healthcheck, `${name} waits for ${target} to be healthy`).toBeTruthy();
        } else {
          expect(condition).toBe('service_completed_successfully');
          // A one-shot job: restarted, it would never count as completed.
          expect(dependency.restart, `${target} runs once`).toBeUndefined();
        }
      }
    }
  });

  it('checks health on routes the API answers', async () => {
    const checks = [
      ...instruction('HEALTHCHECK').map((line) => exec(line).join(' ')),
      ...Object.values(services).flatMap((service) => service.healthcheck?.test.join(' ') ?? []),
      caddyfile,
    ];
    const paths = new Set(checks.flatMap((check) => check.match(/\/api\/[\w/-]+/g) ?? []));
    expect(paths.size).toBeGreaterThan(0);
    for (const url of paths) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
    }
  });

  it("sends the proxy's traffic to every replica on the port it listens on", () => {
    const upstreams = /reverse_proxy ([^{]+)\{/.exec(caddyfile)![1]!.trim().split(/\s+/);
    const { PORT } = replicaConfig(appServices[0]!);
    expect(upstreams.sort()).toEqual(appServices.map((name) => `${name}:${PORT}`).sort());
  });

  it('runs the compiled server on the pinned Node.js with the memory limits of pnpm start', async () => {
    const pinned = (JSON.parse(await read('node_modules/node/package.json')) as { version: string })
      .version;
    for (const stage of stages) expect(stage[0]).toMatch(new RegExp(`^FROM node:${pinned}-`));
    const [command] = instruction('CMD');
    expect(exec(command!)).toEqual(['node', ...startFlags(), 'apps/api/dist/server.js']);
    expect(runtime).toContain('USER node');
  });

  it('copies into the image what the server reads from its own path', () => {
    const [workdir] = instruction('WORKDIR').map((line) => line.slice('WORKDIR '.length));
    const copied = instruction('COPY').map((line) =>
      path.posix.join(workdir!, line.split(' ').at(-1)!),
    );
    const inImage = (dir: string) => path.posix.join(workdir!, path.relative(REPO_ROOT, dir));
    const config = replicaConfig(appServices[0]!);
    expect(copied).toContain(inImage(MIGRATIONS_DIR));
    expect(copied).toContain(inImage(FUNCTIONS_DIR));
    expect(copied).toContain(inImage(config.webDistDir));
    expect(copied).toContain(inImage(path.join(REPO_ROOT, 'apps/api')));
  });
});
