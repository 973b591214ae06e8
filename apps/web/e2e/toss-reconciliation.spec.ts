import type { APIRequestContext } from '@playwright/test';
import { koreanDateOf } from '@jangbogi/contracts/korea-time';
import { signInToBackOffice } from './back-office';
import { guestOrderByApi, type GuestOrder } from './guest-orders';
import { expect, shot, test } from './helpers';
import { shopFor, TOSS_TEST_KEYS } from './shops';

// The shop team checks a day's card payments against Toss: a guest paid by card, then someone
// cancelled 5,000 won of it in Toss's dashboard, behind the shop's back. The reconciliation screen
// lists that payment, Toss's figure beside the shop's, in Korean on a phone and in English on a
// desktop. The shop's API and this spec both talk to the shop's fake Toss server.

/** A guest's order paid by card: placed, then confirmed with the key the widget would bring. */
async function paidByCard(request: APIRequestContext): Promise<GuestOrder> {
  const order = await guestOrderByApi(request, { payment: 'toss', emailLabel: 'toss-recon' });
  const paymentKey = `fake_card_e2e${Date.now()}`;
  const confirmed = await request.post('/api/payments/toss/confirm', {
    headers: { 'guest-token': order.guestToken },
    data: { paymentKey, orderId: order._id, amount: order.total_price },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return order;
}

/** What Toss's dashboard does: a partial cancel the shop never asked for. */
async function cancelAtToss(request: APIRequestContext, order: GuestOrder, amount: number) {
  const { tossUrl } = shopFor(test.info().parallelIndex);
  const authorization = `Basic ${Buffer.from(`${TOSS_TEST_KEYS.TOSS_SECRET_KEY}:`).toString('base64')}`;
  const payment = await request.get(`${tossUrl}/v1/payments/orders/${order._id}`, {
    headers: { authorization },
  });
  expect(payment.ok()).toBe(true);
  const { paymentKey } = (await payment.json()) as { paymentKey: string };
  const cancelled = await request.post(`${tossUrl}/v1/payments/${paymentKey}/cancel`, {
    headers: { authorization },
    data: { cancelReason: '고객 요청', cancelAmount: amount },
  });
  expect(cancelled.ok(), await cancelled.text()).toBe(true);
}

const won = (amount: number, locale: 'ko' | 'en') =>
  locale === 'ko' ? `${amount.toLocaleString('ko-KR')}원` : `₩${amount.toLocaleString('en-US')}`;

test.describe('Toss reconciliation in the back office', () => {
  let order: GuestOrder;
  const today = koreanDateOf(new Date());

  test.beforeAll(async ({ request }) => {
    order = await paidByCard(request);
    await cancelAtToss(request, order, 5_000);
  });

  test.describe('in Korean on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('lists the payment Toss cancelled in part, Toss beside the shop', async ({ page }) => {
      await signInToBackOffice(page, `/ko/admin/payments/toss?date=${today}`);
      await expect(page.getByRole('heading', { name: '토스페이먼츠 거래 대사' })).toBeVisible();
      await expect(page.getByText(/불일치 [1-9]\d*건/)).toBeVisible();
      const link = page.getByRole('link', { name: order.order_number });
      await expect(link).toHaveAttribute('href', `/ko/admin/orders/${order._id}`);
      const row = page.getByRole('row').filter({ has: link });
      await expect(row).toContainText('금액 불일치');
      await expect(row).toContainText(won(order.total_price - 5_000, 'ko'));
      await expect(row).toContainText(won(order.total_price, 'ko'));
      await shot(page, 'toss-reconciliation-ko', { fullPage: true });
      // The narrowest phones the shop team uses: the table scrolls inside its frame.
      await page.setViewportSize({ width: 360, height: 780 });
      await expect(row).toBeVisible();
      await shot(page, 'toss-reconciliation-ko-360', { fullPage: true });
    });
  });

  test.describe('in English on a desktop', () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test('lists the same mismatch, and a day without payments matches', async ({ page }) => {
      await signInToBackOffice(page, `/admin/payments/toss?date=${today}`);
      const link = page.getByRole('link', { name: order.order_number });
      const row = page.getByRole('row').filter({ has: link });
      await expect(row).toContainText('Amounts differ');
      await expect(row).toContainText(won(order.total_price - 5_000, 'en'));
      await shot(page, 'toss-reconciliation-en', { fullPage: true });

      await page.getByLabel('Day (Korea time)').fill('2026-01-05');
      await page.getByRole('button', { name: 'Check' }).click();
      await expect(page).toHaveURL(/date=2026-01-05/);
      await expect(
        page.getByText("Every payment of this day matches Toss Payments' transactions."),
      ).toBeVisible();
    });
  });
});
