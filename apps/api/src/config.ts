import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const DEV_ADMIN_PASSWORD = 'admin-jangbogi-2026';
const ADMIN_PASSWORD_MIN_LENGTH = 12;
/** bcrypt's cost for password hashes in production, and the default everywhere (ADR 0054). */
export const PRODUCTION_HASH_COST = 12;

/**
 * Which proxies' X-Forwarded-For to believe: a hop count ("1") or a comma list of proxy
 * addresses or CIDR ranges ("10.0.0.1, 192.168.0.0/16"). Never "true": believing every hop lets
 * any client choose the address its rate limits are counted against.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): number | string[] | false => {
    if (value === '' || value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value)) return Number(value);
    if (value === 'true') {
      ctx.addIssue({
        code: 'custom',
        message: 'TRUST_PROXY takes a hop count or a comma list of proxy addresses, not true',
      });
      return z.NEVER;
    }
    const proxies = value.split(',').map((part) => part.trim());
    if (proxies.some((p) => !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(p))) {
      ctx.addIssue({
        code: 'custom',
        message: 'TRUST_PROXY lists proxy addresses or CIDR ranges separated by commas',
      });
      return z.NEVER;
    }
    return proxies;
  });

/** Fastify's form of TRUST_PROXY: a hop count trusts that many proxies in front of the server. */
export function trustProxySetting(
  value: number | string[] | false,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** When unset, an embedded PostgreSQL is started under DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  /** The one connection pool of an instance (ADR 0022). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(16),
  // Checkout: how many orders are placed at once (at most that many of the pool's connections,
  // so a flash sale leaves the rest to catalogue reads) and how many may wait for a turn before
  // the next gets 503.
  CHECKOUT_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(6),
  CHECKOUT_MAX_WAITING: z.coerce.number().int().min(0).max(10_000).default(300),
  DATA_DIR: z.string().default('.data'),
  /** Where the built web app lives; served at / when present. */
  WEB_DIST_DIR: z.string().default('apps/web/dist'),
  /** The origin the browser app is served from; the only one CORS lets in. */
  WEB_ORIGIN: z.string().default('http://localhost:5173'),
  /**
   * The shop's public address: the base of links in emails and of canonical and Open Graph URLs.
   * Unset (development, tests), it is the address the server listens on (see localOrigin);
   * required in production, where the shop is reached through a proxy or a domain.
   */
  PUBLIC_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  JWT_EXPIRES_IN: z.string().default('2h'),
  /** A session can be refreshed for this many days after its login, then the user logs in again. */
  SESSION_MAX_AGE_DAYS: z.coerce.number().positive().max(365).default(30),
  GUEST_TOKEN_EXPIRES_IN: z.string().default('30d'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Jangbogi <no-reply@jangbogi.local>'),
  SHOP_EMAIL: z.string().email().default('help@jangbogi.kr'),
  MAIL_DIR: z.string().optional(),
  UPLOAD_DIR: z.string().optional(),
  /** Setting a bucket switches uploads from UPLOAD_DIR to S3-compatible object storage. */
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('auto'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** MinIO and most self-hosted servers need bucket-in-path URLs. */
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  /** A public base URL (CDN or public-read bucket) for public images; unset: served through /uploads. */
  S3_PUBLIC_URL: z.string().url().optional(),
  ADMIN_EMAIL: z.string().email().default('admin@jangbogi.kr'),
  ADMIN_PASSWORD: z
    .string()
    .min(
      ADMIN_PASSWORD_MIN_LENGTH,
      `ADMIN_PASSWORD must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`,
    )
    .default(DEV_ADMIN_PASSWORD),
  /**
   * bcrypt's cost for new password hashes (ADR 0054). 12 in production, which refuses less; the
   * browser tests' shops use the lowest, 4: they test who may sign in, not how long a guess takes.
   */
  PASSWORD_HASH_COST: z.coerce.number().int().min(4).max(15).default(PRODUCTION_HASH_COST),
  RATE_LIMIT_ENABLED: booleanFlag.default(true),
  BACKGROUND_JOBS: booleanFlag.default(true),
  UNPAID_TRANSFER_CANCEL_DAYS: z.coerce.number().min(0).default(3),
  /** Cash orders the shop has not confirmed after this many days (fractions allowed) are cancelled. */
  UNPAID_CASH_CANCEL_DAYS: z.coerce.number().min(0).default(2),
  /** /metrics answers only `Authorization: Bearer <METRICS_TOKEN>`; required in production. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  TRUST_PROXY: trustProxy.default(false),
  /**
   * How long an instance keeps a header box answer for the same text (ADR 34); 0 turns the cache
   * off. Unset, 2 seconds, and 0 in tests (which write and search again at once).
   */
  SEARCH_CACHE_SECONDS: z.coerce.number().min(0).max(60).optional(),
  /**
   * Toss Payments (ADR 0040): card, easy pay and virtual accounts are offered only when both keys
   * are set. The client key goes to the browser's payment widget; the secret key never leaves
   * the server (nor its logs). TOSS_API_URL points tests at the fake server.
   */
  TOSS_CLIENT_KEY: z.string().trim().optional(),
  TOSS_SECRET_KEY: z.string().trim().optional(),
  TOSS_API_URL: z.string().url().default('https://api.tosspayments.com'),
});

/** Production never runs on a development default: it must be given its own secrets. */
function productionProblems(config: z.infer<typeof configSchema>): string[] {
  if (config.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!config.JWT_SECRET) problems.push('  JWT_SECRET: required in production');
  if (config.ADMIN_PASSWORD === DEV_ADMIN_PASSWORD) {
    problems.push(
      '  ADMIN_PASSWORD: required in production (the development default is not accepted)',
    );
  }
  if (!config.PUBLIC_URL) {
    problems.push(
      "  PUBLIC_URL: required in production (the shop's public address, e.g. https://shop.example.kr)",
    );
  }
  if (!config.METRICS_TOKEN) {
    problems.push('  METRICS_TOKEN: required in production (/metrics is never open to everyone)');
  }
  if (config.PASSWORD_HASH_COST < PRODUCTION_HASH_COST) {
    problems.push(
      `  PASSWORD_HASH_COST: at least ${PRODUCTION_HASH_COST} in production (lower is for tests only)`,
    );
  }
  return problems;
}

/**
 * The address a browser on this machine reaches a server listening on `host` and `port` at:
 * the wildcard addresses (every interface) are not browsable, so they stand for the loopback.
 */
export function localOrigin(host: string, port: number): string {
  const name = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? 'localhost' : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
}

export type Config = z.infer<typeof configSchema> & {
  dataDir: string;
  webDistDir: string;
  uploadDir: string;
  mailDir: string;
  searchCacheMs: number;
};

/** Reads `.env` at the repo root (if any), then the process environment, once. */
export function loadConfig(overrides: Record<string, string | undefined> = {}): Config {
  const envFile = path.join(REPO_ROOT, '.env');
  if (existsSync(envFile) && overrides.NODE_ENV !== 'test') process.loadEnvFile(envFile);
  const parsed = configSchema.safeParse({ ...process.env, ...overrides });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const config = parsed.data;
  const problems = productionProblems(config);
  if (problems.length > 0) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  const dataDir = path.resolve(REPO_ROOT, config.DATA_DIR);
  return {
    ...config,
    dataDir,
    webDistDir: path.resolve(REPO_ROOT, config.WEB_DIST_DIR),
    uploadDir: path.resolve(REPO_ROOT, config.UPLOAD_DIR ?? path.join(config.DATA_DIR, 'uploads')),
    mailDir: path.resolve(REPO_ROOT, config.MAIL_DIR ?? path.join(config.DATA_DIR, 'mail')),
    searchCacheMs: (config.SEARCH_CACHE_SECONDS ?? (config.NODE_ENV === 'test' ? 0 : 2)) * 1000,
  };
}
