import AxeBuilder from '@axe-core/playwright';
import { readdir, readFile } from 'node:fs/promises';
import { crc32, deflateSync } from 'node:zlib';
import path from 'node:path';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { simpleParser } from 'mailparser';
import { shopFor } from './shops';

export { expect };

interface ExpectedFailure {
  status: number;
  url: string | RegExp;
}

interface BrowserErrorFixtures {
  /**
   * Declares a request the test makes fail on purpose (a wrong password, an unknown page, a refused
   * save): Chromium logs every 4xx/5xx answer as a console error, and this one is then expected.
   * Anything else the browser logs as an error still fails the test.
   */
  expectFailedRequest: (status: number, url: string | RegExp) => void;
  expectedFailures: ExpectedFailure[];
  failOnConsoleErrors: void;
}

const RESOURCE_FAILED = /^Failed to load resource: the server responded with a status of (\d+)/;

/**
 * Every spec's `test`, on its worker's shop: a console error or an uncaught exception in any page of the test fails it.
 * A hydration mismatch, a failed request or a broken script only ever shows there, so a test that
 * ignores the console would pass over a page that is broken for every shopper.
 */
export const test = base.extend<BrowserErrorFixtures>({
  // The worker's own shop (e2e/shops.ts), for pages, API requests and second browsers alike.
  // eslint-disable-next-line no-empty-pattern -- a fixture that needs no other fixture
  baseURL: async ({}, use, testInfo) => {
    await use(shopFor(testInfo.parallelIndex).url);
  },
  // eslint-disable-next-line no-empty-pattern -- a fixture that needs no other fixture
  expectedFailures: async ({}, use) => {
    await use([]);
  },
  expectFailedRequest: async ({ expectedFailures }, use) => {
    await use((status, url) => expectedFailures.push({ status, url }));
  },
  failOnConsoleErrors: [
    async ({ context, expectedFailures }, use) => {
      const errors: string[] = [];
      const isExpected = (text: string, url: string) => {
        const status = Number(RESOURCE_FAILED.exec(text)?.[1]);
        return expectedFailures.some(
          (expected) =>
            expected.status === status &&
            (typeof expected.url === 'string'
              ? url.includes(expected.url)
              : expected.url.test(url)),
        );
      };
      context.on('console', (message) => {
        if (message.type() !== 'error') return;
        const { url, lineNumber } = message.location();
        if (isExpected(message.text(), url)) return;
        errors.push(
          `console.error on ${message.page()?.url() ?? '?'}: ${message.text()} (${url}:${lineNumber})`,
        );
      });
      context.on('weberror', (webError) => {
        const error = webError.error();
        errors.push(
          `uncaught on ${webError.page()?.url() ?? '?'}: ${error.stack ?? error.message}`,
        );
      });
      await use();
      expect(errors, 'console errors and uncaught exceptions in the browser').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Screenshots are for people checking the pages by eye: `E2E_SCREENSHOTS=1 pnpm test:e2e` writes
 * them to e2e/screenshots as `<project>-<name>.png`. Otherwise they are skipped (encoding the 140
 * PNGs, many of them whole pages, was a tenth of the run); a failing test keeps its trace anyway.
 */
export async function shot(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  const path = `e2e/screenshots/${test.info().project.name}-${name}.png`;
  await ('goto' in target ? target.screenshot({ path, ...options }) : target.screenshot({ path }));
}

/**
 * axe-core with the rules the shop keeps to (WCAG 2.1 A and AA, and best practice), run in the page
 * itself. The pages have no frames from other origins, which is what the default mode is for: it
 * opens a second page to merge every frame's results and took twice as long for the same answer.
 */
export const axe = (page: Page) =>
  new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .setLegacyMode(true);

/** The image was fetched and decoded (a visible <img> can still be a broken one). */
export const expectImageLoaded = (image: Locator) =>
  expect
    .poll(() => image.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
    .toBeGreaterThan(0);

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 768;

/** A fresh email per test and project, so journeys never collide on their shop. */
export const uniqueEmail = (label: string) =>
  `${label}-${test.info().project.name}-${Date.now()}-${Math.floor(Math.random() * 1e4)}@example.kr`;

/** The header's cart link, whose accessible name carries the line count. */
export const headerCart = (page: Page) =>
  page.locator('header').getByRole('link', { name: /^Cart, / });

/**
 * On /shop, puts the first product in the cart and returns its page's address. A click before the
 * page has hydrated does nothing, so it clicks again until the header counts the line.
 */
export async function addFirstShopProductToCart(page: Page): Promise<string> {
  await page.goto('/shop');
  const firstCard = page.getByRole('article').first();
  await expect(async () => {
    await firstCard.getByRole('button', { name: /Add to Cart/ }).click();
    await expect(headerCart(page)).toHaveAccessibleName('Cart, 1 item', { timeout: 2_000 });
  }).toPass();
  return (await firstCard.getByRole('heading').getByRole('link').getAttribute('href')) ?? '/';
}

/**
 * Waits for the outbox worker to write an email to `to` (and containing `containing` in its
 * subject or text, when given) into the server's mail folder and returns its subject and text,
 * decoded (Korean emails arrive in base64 and encoded subjects).
 */
export async function readEmailTo(
  to: string,
  timeoutMs = 20_000,
  containing = '',
): Promise<string> {
  const mailDir = path.join(shopFor(test.info().parallelIndex).dataDir, 'mail');
  let found = '';
  await expect
    .poll(
      async () => {
        const files = await readdir(mailDir).catch(() => [] as string[]);
        for (const file of files
          .filter((name) => name.endsWith('.eml'))
          .sort()
          .reverse()) {
          const mail = await simpleParser(await readFile(path.join(mailDir, file)));
          const recipients = [mail.to]
            .flat()
            .flatMap((address) => address?.value ?? [])
            .map((entry) => entry.address?.toLowerCase());
          const text = `Subject: ${mail.subject ?? ''}\n\n${mail.text ?? ''}`;
          if (recipients.includes(to.toLowerCase()) && text.includes(containing)) {
            found = text;
            return true;
          }
        }
        return false;
      },
      { timeout: timeoutMs, message: `an email to ${to} in ${mailDir}` },
    )
    .toBe(true);
  return found;
}

export async function registerByApi(page: Page, email: string, password: string) {
  const response = await page.request.post('/api/users/register', {
    data: {
      firstName: 'Jiwoo',
      lastName: 'Park',
      email,
      password,
      phoneNumber: '010-2345-6789',
      age_14_or_over: true,
    },
  });
  expect(response.status()).toBe(201);
}

/** A new shopper, registered through the API and logged in on the Korean login page. */
export async function newShopperLoggedInKorean(page: Page, email: string, password: string) {
  await registerByApi(page, email, password);
  await page.goto('/ko/login');
  await logIn(page, email, password, 'ko');
}

const LOGIN_TEXTS = {
  en: { email: 'Email', password: 'Password', submit: 'Login', profile: 'Profile' },
  ko: { email: '이메일', password: '비밀번호', submit: '로그인', profile: '프로필' },
};

/** Fills and sends the login form of the open page, in its language, once the page has hydrated. */
export async function submitLogIn(
  page: Page,
  email: string,
  password: string,
  language: keyof typeof LOGIN_TEXTS = 'en',
) {
  const texts = LOGIN_TEXTS[language];
  const submit = page.getByRole('button', { name: texts.submit, exact: true });
  // Typed before hydration, the fields would be sent by the browser instead (and reset).
  await waitUntilHydrated(submit);
  await page.getByLabel(texts.email).fill(email);
  await page.getByLabel(texts.password, { exact: true }).fill(password);
  await submit.click();
}

/** Logs in on the open login page and waits until the header shows the signed-in shopper. */
export async function logIn(
  page: Page,
  email: string,
  password: string,
  language: keyof typeof LOGIN_TEXTS = 'en',
) {
  await submitLogIn(page, email, password, language);
  await expect(
    page.locator('header').getByRole('button', { name: LOGIN_TEXTS[language].profile }),
  ).toBeVisible();
}

/**
 * A mobile number no other test run has used: promo limits count a customer's uses by phone line,
 * so two runs of a promo journey (one per browser size) must not share one.
 */
export function uniquePhone(): string {
  const digits = String(Date.now() * 1000 + Math.floor(Math.random() * 1000)).slice(-8);
  return `010-${digits.slice(0, 4)}-${digits.slice(4)}`;
}

/**
 * Waits until React has hydrated the element: hydration claims a server-rendered node and gives it
 * its props, and from then on a typed value or a click reaches the component instead of being
 * reset or lost.
 */
export async function waitUntilHydrated(element: Locator): Promise<void> {
  await expect
    .poll(() =>
      element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))),
    )
    .toBe(true);
}

/**
 * Chooses the first delivery day with room at checkout (the picker disables a full one; the
 * journeys before fill the soonest days). A day says how much room it has only when little is
 * left, so the day is found by being enabled, in any language.
 */
export async function chooseFirstFreeDay(page: Page): Promise<string> {
  const day = page.getByTestId('delivery-day').getByRole('radio', { disabled: false }).first();
  await day.check();
  await expect(day).toBeChecked();
  return (await day.getAttribute('value')) ?? '';
}

/** Ticks a guest checkout's required consent to the use of personal data (in either language). */
export async function agreeToPrivacy(page: Page): Promise<void> {
  const consent = page.getByRole('checkbox', {
    name: /I agree to the collection and use|개인정보 수집·이용에 동의합니다/,
  });
  await expect(consent).not.toBeChecked();
  await consent.check();
}

/** A product as the shop's list answers it, with what the journeys choose by. */
export interface ShopProduct {
  _id: string;
  name: string;
  price: number;
  stock_quantity: number;
}

/** The first page of the shop's products, as a shopper's list shows them. */
export async function shopProducts(request: APIRequestContext): Promise<ShopProduct[]> {
  const listed = await request.get('/api/productsOP/all_products');
  expect(listed.ok()).toBe(true);
  return ((await listed.json()) as { products: ShopProduct[] }).products;
}

/** A small, valid PNG (a green square): a transfer screenshot, a banner, a photo. */
export function greenSquarePng(size = 48): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.alloc(size * 3, Buffer.from([0x22, 0xa5, 0x5a])),
  ]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
