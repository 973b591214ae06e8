// The app on its own database, pointed at a fake Toss Payments server of its own.
import { afterAll, beforeAll } from 'vitest';
import { startFakeToss, type FakeToss, type FakeTossOptions } from '../fakes/toss-server.ts';
import type { LogStream } from '../../src/app.ts';
import { useTestApp, type TestContext } from './app.ts';

export interface TossTestContext extends TestContext {
  toss: FakeToss;
}

/** Starts the fake before the app, so the app's TOSS_API_URL names it. */
export function useTossTestApp(
  options: FakeTossOptions = {},
  overrides: Record<string, string> = {},
  appOptions: { logStream?: LogStream } = {},
): TossTestContext {
  const settings: Record<string, string> = { ...overrides };
  const context = {} as TossTestContext;
  beforeAll(async () => {
    context.toss = await startFakeToss(options);
    Object.assign(settings, {
      TOSS_API_URL: context.toss.url,
      TOSS_CLIENT_KEY: context.toss.clientKey,
      TOSS_SECRET_KEY: context.toss.secretKey,
    });
  });
  const app = useTestApp(settings, appOptions);
  afterAll(async () => {
    await context.toss.close();
  });
  return new Proxy(context, {
    get: (target, key: string) =>
      key === 'toss' ? target.toss : (app as unknown as Record<string, unknown>)[key],
  });
}
