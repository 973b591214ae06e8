import { Prisma } from '../generated/prisma/client.ts';
import { prismaSql } from '../db/sql.ts';
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import type { RouteOptions } from 'fastify';
import type { Db } from '../db/client.ts';

type IncrementCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** A @fastify/rate-limit store whose counters are rows, shared by every API instance. */
export class PostgresRateLimitStore implements FastifyRateLimitStore {
  static forDb(db: Db) {
    return class extends PostgresRateLimitStore {
      constructor(options: FastifyRateLimitOptions) {
        super(db, options);
      }
    };
  }

  constructor(
    private readonly db: Db,
    private readonly options: FastifyRateLimitOptions,
    private readonly prefix = '',
  ) {}

  incr(key: string, callback: IncrementCallback, timeWindow: number): void {
    const fullKey = `${this.prefix}${key}`;
    prismaSql(this.db)
      .query<{ count: number; reset_at: Date }>(
        Prisma.sql`
        INSERT INTO rate_limit_hits (key, count, reset_at)
        VALUES (${fullKey}, 1, now() + make_interval(secs => ${timeWindow / 1000}))
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN rate_limit_hits.reset_at <= now() THEN 1 ELSE rate_limit_hits.count + 1 END,
          reset_at = CASE WHEN rate_limit_hits.reset_at <= now()
            THEN now() + make_interval(secs => ${timeWindow / 1000}) ELSE rate_limit_hits.reset_at END
        RETURNING count, reset_at`,
      )
      .then((rows) => {
        const row = rows[0];
        if (!row) return callback(new Error('rate limit row missing'));
        callback(null, {
          current: row.count,
          ttl: Math.max(0, row.reset_at.getTime() - Date.now()),
        });
      })
      .catch((error: Error) => callback(error));
  }

  /**
   * One counter space per route. The plugin's typings name the argument a RouteOptions, but at
   * run time it passes the merged limit settings with the route under `routeInfo`.
   */
  child(settings: RouteOptions & { path: string; prefix: string }): FastifyRateLimitStore {
    const route = (settings as { routeInfo?: Partial<RouteOptions> }).routeInfo ?? {};
    const method = Array.isArray(route.method) ? route.method.join(',') : (route.method ?? '');
    return new PostgresRateLimitStore(
      this.db,
      this.options,
      `${this.prefix}${method}:${route.url ?? ''}:`,
    );
  }
}
