import type { Page } from '@playwright/test';
import { fakeTossWidgetScript } from './fakes/toss-widget';
import {
  addFirstShopProductToCart,
  agreeToPrivacy,
  chooseFirstFreeDay,
  expect,
  shot,
  test,
  uniquePhone,
  waitUntilHydrated,
} from './helpers';

// A guest on a phone pays in Korean through Toss's widget: by card, to the confirmation; or
// closes Toss's window and is back at the cart, which is intact. Toss's script is replaced by the
// fake widget (e2e/fakes/toss-widget.js), and the shop's API talks to the fake Toss server the
// global setup starts, so nothing reaches Toss.

test.use({ viewport: { width: 390, height: 844 } });

/** Where Toss's SDK loads the widget's script from (the SDK's own default). */
const TOSS_SCRIPT = 'https://js.tosspayments.com/**';

async function withFakeWidget(page: Page) {
  await page.route(TOSS_SCRIPT, (route) =>
    route.fulfill({
      contentType: 'application/javascript; charset=utf-8',
      body: fakeTossWidgetScript(),
    }),
  );
}

/** The Korean guest checkout filled in, Toss chosen and its widget drawn. */
async function checkOutWithToss(page: Page, label: string) {
  await page.goto('/ko/checkoutpage');
  const placeOrder = page.getByRole('button', { name: /^주문하기 \(/ });
  await waitUntilHydrated(placeOrder);
  await page.getByLabel('성', { exact: true }).fill('김');
  await page.getByLabel('이름', { exact: true }).fill('민지');
  await page.getByLabel('우편번호', { exact: true }).fill('04524');
  await page.getByLabel('도로명 주소', { exact: true }).fill('세종대로 12');
  await page.getByLabel('시/군/구', { exact: true }).fill('서울');
  await page.getByLabel('전화번호', { exact: true }).fill(uniquePhone());
  await page
    .getByLabel('이메일', { exact: true })
    .fill(`${label}-${test.info().project.name}-${Date.now()}@example.kr`);
  await chooseFirstFreeDay(page);
  await agreeToPrivacy(page);

  // The shop has Toss keys; the choice the form starts with is still the transfer.
  const method = page.getByLabel('결제 방법');
  await expect(method).toHaveValue('account_transfer');
  await method.selectOption({ label: '카드·간편결제' });
  const widget = page.getByTestId('toss-widget');
  await expect(widget.getByRole('radio', { name: '신용·체크카드' })).toBeChecked();
  await expect(widget.getByRole('checkbox', { name: /\[필수\]/ })).toBeChecked();
  return placeOrder;
}

test('a guest pays by card through the Toss widget and sees the confirmation', async ({ page }) => {
  await withFakeWidget(page);
  await addFirstShopProductToCart(page);
  const placeOrder = await checkOutWithToss(page, 'toss-card');
  await shot(page, 'toss-checkout-ko', { fullPage: true });

  const order = page.waitForRequest(
    (request) =>
      request.url().endsWith('/api/orders/guest-checkout') && request.method() === 'POST',
  );
  await placeOrder.click();
  expect((await order).postDataJSON()).toMatchObject({ payment_method: 'toss' });

  const tossWindow = page.getByRole('dialog', { name: '토스페이먼츠 결제창' });
  await expect(tossWindow).toBeVisible();
  const confirm = page.waitForRequest(
    (request) =>
      request.url().endsWith('/api/payments/toss/confirm') && request.method() === 'POST',
  );
  await tossWindow.getByRole('button', { name: '결제하기' }).click();
  expect((await confirm).postDataJSON()).toMatchObject({
    paymentKey: expect.any(String),
    orderId: expect.any(String),
    amount: expect.any(Number),
  });

  await expect(page).toHaveURL(/\/ko\/order-success\?order=/);
  await expect(page.getByTestId('order-number')).toHaveText(/^\d{8}-\d{4}$/);
  // The widget was given the order's exempt part with its amount, both from the server.
  const asked = JSON.parse(
    (await page.evaluate(() => sessionStorage.getItem('fake-toss-request'))) ?? '{}',
  ) as { amount?: number; taxFreeAmount?: number };
  expect(asked.amount).toBe((await confirm).postDataJSON().amount);
  expect(Number.isInteger(asked.taxFreeAmount)).toBe(true);
  expect(asked.taxFreeAmount).toBeLessThanOrEqual(asked.amount ?? 0);
  await expect(page.getByTestId('payment-method')).toHaveText('카드');
  await expect(page.getByText('결제 금액')).toBeVisible();
  // Paid: the cart is empty now.
  await expect(
    page.locator('header').getByRole('link', { name: /^장바구니, / }),
  ).toHaveAccessibleName(/장바구니, 0/);
  await shot(page, 'toss-paid-ko', { fullPage: true });
});

test('a guest who closes the Toss window is back at the cart, intact, with a calm word', async ({
  page,
}) => {
  await withFakeWidget(page);
  const productPath = await addFirstShopProductToCart(page);
  const placeOrder = await checkOutWithToss(page, 'toss-cancel');
  await placeOrder.click();

  const tossWindow = page.getByRole('dialog', { name: '토스페이먼츠 결제창' });
  const abort = page.waitForRequest(
    (request) => request.url().endsWith('/api/payments/toss/abort') && request.method() === 'POST',
  );
  await tossWindow.getByRole('button', { name: '닫기' }).click();
  expect((await abort).postDataJSON()).toMatchObject({ code: 'PAY_PROCESS_CANCELED' });

  await expect(page).toHaveURL(/\/ko\/cart$/);
  await expect(page.getByTestId('toss-return')).toHaveText(
    '결제를 취소하셔서 요금은 청구되지 않았어요. 장바구니는 그대로 있어요.',
  );
  await expect(page.locator(`a[href$="${productPath}"]`).first()).toBeVisible();
  await shot(page, 'toss-cancelled-ko', { fullPage: true });
});

test('a guest who chooses a virtual account is shown where to send the money, and by when', async ({
  page,
}) => {
  await withFakeWidget(page);
  await addFirstShopProductToCart(page);
  const placeOrder = await checkOutWithToss(page, 'toss-va');
  await page.getByTestId('toss-widget').getByRole('radio', { name: '가상계좌' }).check();
  await placeOrder.click();
  await page
    .getByRole('dialog', { name: '토스페이먼츠 결제창' })
    .getByRole('button', { name: '결제하기' })
    .click();

  await expect(page).toHaveURL(/\/ko\/order-success\?order=/);
  await expect(page.getByTestId('payment-method')).toHaveText('가상계좌');
  const account = page.getByTestId('virtual-account');
  await expect(account.getByRole('heading', { name: '가상계좌 입금 안내' })).toBeVisible();
  await expect(page.getByTestId('virtual-account-bank')).toHaveText(/은행$/);
  await expect(page.getByTestId('virtual-account-number')).toHaveText(/\d{6,}/);
  await expect(page.getByTestId('virtual-account-deadline')).toContainText(
    /\d+월 \d+일 .+까지 입금해 주세요/,
  );
  await expect(page.getByText('입금하실 금액')).toBeVisible();
  await shot(page, 'toss-virtual-account-ko', { fullPage: true });
});
