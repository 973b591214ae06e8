// The shop team in the browser tests: the seeded development admin, signed in through the API
// (for setting the scene) or through the back office's sign-in form (for what the team sees).
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './helpers';

export const ADMIN = { email: 'admin@jangbogi.kr', password: 'admin-jangbogi-2026' };

export async function adminHeaders(request: APIRequestContext): Promise<{ authorization: string }> {
  const login = await request.post('/api/users/login', { data: ADMIN });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** The shop team takes `actions` on an order in turn, through the API (confirm, ship, deliver...). */
export async function takeOrderActions(
  request: APIRequestContext,
  orderId: string,
  actions: Record<string, string>[],
): Promise<void> {
  const headers = await adminHeaders(request);
  for (const data of actions) {
    const changed = await request.post(`/api/admin/orders/${orderId}/actions`, { headers, data });
    expect(changed.ok(), await changed.text()).toBe(true);
  }
}

/**
 * Opens `path` (a back-office page, `/ko/...` for Korean), which asks for the team's sign-in, and
 * signs in; without a path, fills the sign-in form the page already shows. It returns once the
 * back office shows its menu, the signed-in screen: a caller that navigates straight away would
 * otherwise leave before the login answered and read the sign-in form on every page.
 */
export async function signInToBackOffice(page: Page, path?: string): Promise<void> {
  if (path) await page.goto(path);
  const korean = new URL(page.url()).pathname.startsWith('/ko/');
  await page.getByLabel(korean ? '이메일' : 'Email').fill(ADMIN.email);
  await page.getByLabel(korean ? '비밀번호' : 'Password').fill(ADMIN.password);
  await page.getByRole('button', { name: korean ? '로그인' : 'Sign in' }).click();
  await expect(
    page.getByRole('navigation', { name: korean ? '관리자 메뉴' : 'Back office' }),
  ).toBeVisible();
}

/**
 * Hides the products a journey created (their English name contains `nameContains`) once it is
 * over, so the journeys after it see the shop as it was: a newer product would lead its category,
 * its search results and the home page.
 */
export async function archiveProductsNamed(request: APIRequestContext, nameContains: string) {
  const headers = await adminHeaders(request);
  for (;;) {
    const listed = await request.get('/api/admin/products', {
      headers,
      params: { q: nameContains, limit: 50 },
    });
    expect(listed.ok()).toBe(true);
    const { products } = (await listed.json()) as { products: { _id: string }[] };
    if (products.length === 0) return;
    for (const product of products) {
      const archived = await request.post(`/api/admin/products/${product._id}/archive`, {
        headers,
      });
      expect(archived.ok()).toBe(true);
    }
  }
}
