// The shops the browser tests run against: one per Playwright worker, each a real server with its
// own embedded PostgreSQL and mail folder (e2e/global-setup.ts starts them). Specs change the
// catalogue, stock, delivery days and settings; with a shop each, two workers never see each
// other's changes, and a spec meets the same kind of shop it met when one worker ran them all.
export interface Shop {
  /** Where the shop answers, e.g. http://127.0.0.1:41127 */
  url: string;
  /** The server's DATA_DIR: its database, uploads and the emails it writes (<dataDir>/mail). */
  dataDir: string;
  /** The shop's fake Toss Payments server (its TOSS_API_URL), which the specs may call as Toss's dashboard would. */
  tossUrl: string;
}

/**
 * Toss's published test-key shapes (a widget client key and its secret key), not real keys: the
 * API sends them to the shop's fake Toss server only.
 */
export const TOSS_TEST_KEYS = {
  TOSS_CLIENT_KEY: 'test_gck_e2eJangbogiFakeWidget00',
  TOSS_SECRET_KEY: 'test_gsk_e2eJangbogiFakeServer00',
};

/**
 * How many workers, hence shops. A browser test waits more than it computes (page loads, hydration,
 * polls for an email or a saved row): two workers kept only about one of the CI machine's two
 * cores busy, so a third fills the other.
 */
export const SHOP_COUNT = 3;

// The global setup writes the shops here; workers inherit the main process's environment.
const SHOPS_VARIABLE = 'E2E_SHOPS';

export function publishShops(shops: Shop[]): void {
  process.env[SHOPS_VARIABLE] = JSON.stringify(shops);
}

/** The shop of the worker with this parallel index (0 ≤ index < SHOP_COUNT). */
export function shopFor(parallelIndex: number): Shop {
  const shops = JSON.parse(process.env[SHOPS_VARIABLE] ?? '[]') as Shop[];
  const shop = shops[parallelIndex % Math.max(shops.length, 1)];
  if (!shop) throw new Error('No shop is running: the browser tests start them in global-setup.ts');
  return shop;
}
