// Databases with the collations managed PostgreSQL services use (libc `en_US.UTF-8`, ICU), for the
// search-plan test and the benchmark. The embedded server's own databases use the builtin C.UTF-8
// collation, which the planner treats like C; a libc or ICU database shows what a query plan does
// where the database collation is a linguistic one.
import type pg from 'pg';
import { ownConnection } from './connection-errors.ts';
import { withDatabase } from './embedded.ts';

export type CollationProvider = 'libc' | 'icu';

export interface CollatedDatabase {
  url: string;
  /** What the database was created with, for test names and reports. */
  collation: string;
}

// libc locales the server knows, most like a managed service's first; never C or POSIX, which
// the planner treats as byte order.
const LIBC_LOCALE_SQL = `
  SELECT collcollate AS locale FROM pg_collation
  WHERE collprovider = 'c' AND collencoding IN (-1, 6) AND collcollate NOT IN ('C', 'POSIX')
  ORDER BY collcollate ILIKE 'en_US%' DESC, collcollate ILIKE 'C.%' DESC, collcollate
  LIMIT 1`;

/** The locale clause for CREATE DATABASE, or undefined when the server has no such collation. */
async function localeClause(
  client: pg.Client,
  provider: CollationProvider,
): Promise<{ clause: string; collation: string } | undefined> {
  if (provider === 'icu') {
    const { rowCount } = await client.query(
      "SELECT 1 FROM pg_collation WHERE collprovider = 'i' LIMIT 1",
    );
    return rowCount
      ? { clause: "LOCALE_PROVIDER icu ICU_LOCALE 'en-US'", collation: 'ICU en-US' }
      : undefined;
  }
  const locale = (await client.query<{ locale: string }>(LIBC_LOCALE_SQL)).rows[0]?.locale;
  if (!locale) return undefined;
  const quoted = locale.replaceAll("'", "''");
  return {
    clause: `LOCALE_PROVIDER libc LC_COLLATE '${quoted}' LC_CTYPE '${quoted}'`,
    collation: `libc ${locale}`,
  };
}

/**
 * Creates an empty UTF-8 database `name` from template0 with a libc or ICU collation on the server
 * at `serverUrl` (any database's URL). Answers undefined when the server offers no such collation.
 */
export async function createCollatedDatabase(
  serverUrl: string,
  name: string,
  provider: CollationProvider,
): Promise<CollatedDatabase | undefined> {
  const admin = ownConnection(withDatabase(serverUrl, 'postgres'));
  await admin.connect();
  try {
    const locale = await localeClause(admin, provider);
    if (!locale) return undefined;
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(
      `CREATE DATABASE "${name}" ENCODING 'UTF8' TEMPLATE template0 ${locale.clause}`,
    );
    return { url: withDatabase(serverUrl, name), collation: locale.collation };
  } finally {
    await admin.end();
  }
}
