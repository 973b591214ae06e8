import { defineConfig, devices } from '@playwright/test';
import { SHOP_COUNT } from './e2e/shops';

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    // Debian's headless shell (scripts/ensure-chromium.sh), the build Playwright runs headless
    // tests in: the same Blink without the desktop browser around it. The full /usr/bin/chromium
    // made every test about a third slower.
    executablePath: '/usr/bin/chromium-headless-shell',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

// Every spec runs at desktop width. At phone width run only the specs whose subject is the phone
// layout or a journey shoppers take on their phones: the back office, the server's answers and
// what looks the same on every screen gain nothing from a second run (and CI has 10 minutes).
const PHONE_SPECS = [
  'floating-buttons-scroll.spec.ts',
  'floating-buttons.spec.ts',
  'search-shoppers.spec.ts',
];
/** Specs written for the phone, or checked at its width only (axe: the phone layout is the one
 * Lighthouse audits, and it hides and shows more than the desktop one). */
const PHONE_ONLY_SPECS = [
  'accessibility.spec.ts',
  'checkout-korean.spec.ts',
  'korean-journey.spec.ts',
  'packing.spec.ts',
  'page-width.spec.ts',
  'phone-header.spec.ts',
  'toss-checkout.spec.ts',
];

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  // Each worker has a shop of its own (e2e/shops.ts); its tests' baseURL is that shop.
  workers: SHOP_COUNT,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // No trace by default: recording one (a DOM snapshot at every action) costs CPU in every
    // passing test, and CI keeps only the printed log. `--trace retain-on-failure` records them.
    trace: 'off',
    locale: 'ko-KR',
    // Carousels stand still and transitions end at once (the app honours the setting): an open
    // home page's autoplay kept a third of a core busy. accessibility.spec.ts audits with motion.
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'desktop-1280',
      use: { ...chromium, viewport: { width: 1280, height: 900 } },
      testIgnore: PHONE_ONLY_SPECS,
    },
    {
      name: 'mobile-390',
      testMatch: [...PHONE_SPECS, ...PHONE_ONLY_SPECS],
      use: {
        ...chromium,
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ],
});
