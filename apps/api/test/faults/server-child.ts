import { randomBytes } from 'node:crypto';
// The real server (src/server.ts) as a child process on a fresh test database.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startTsChild, stopChild, type Child } from '../../bench/processes.ts';
import { TEST_JWT_SECRET } from '../helpers/app.ts';
import { listeningOrigin } from '../helpers/child-output.ts';

export interface ServerChild {
  child: Child;
  baseUrl: string;
}

export async function filesDir(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'jangbogi-fault-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

export async function startServerChild(
  databaseUrl: string,
  dir: string,
  options: { logLevel?: string; env?: Record<string, string> } = {},
): Promise<ServerChild> {
  const child = startTsChild('api', 'src/server.ts', {
    DATABASE_URL: databaseUrl,
    JWT_SECRET: TEST_JWT_SECRET,
    HOST: '127.0.0.1',
    // The server binds a port the system picks and prints it.
    PORT: '0',
    NODE_ENV: 'production',
    // Production refuses the development admin password (config.ts).
    ADMIN_PASSWORD: randomBytes(16).toString('hex'),
    PUBLIC_URL: 'https://shop.example.kr',
    METRICS_TOKEN: randomBytes(16).toString('hex'),
    LOG_LEVEL: options.logLevel ?? 'error',
    RATE_LIMIT_ENABLED: 'false',
    BACKGROUND_JOBS: 'false',
    DATA_DIR: dir,
    WEB_DIST_DIR: path.join(dir, 'no-web'),
    SMTP_URL: '',
    ...options.env,
  });
  try {
    return { child, baseUrl: await listeningOrigin(child, 90_000) };
  } catch (error) {
    await stopChild(child, 1_000);
    throw error;
  }
}

export { stopChild };

/** Resolves once the child's standard output has carried `count` lines that `matches`. */
export function waitForLogLines(
  child: Child,
  matches: (line: string) => boolean,
  count: number,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = 0;
    let partial = '';
    const stdout = child.process.stdout!;
    const onData = (chunk: Buffer) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      seen += lines.filter(matches).length;
      if (seen >= count) finish();
    };
    const onExit = () => {
      stdout.off('data', onData);
      reject(new Error(`${child.name} exited before logging ${count} matching lines`));
    };
    const finish = () => {
      stdout.off('data', onData);
      child.process.off('exit', onExit);
      resolve();
    };
    stdout.on('data', onData);
    child.process.once('exit', onExit);
  });
}
