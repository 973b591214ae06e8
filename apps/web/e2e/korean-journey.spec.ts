import { signInToBackOffice } from './back-office';
import {
  agreeToPrivacy,
  chooseFirstFreeDay,
  expect,
  greenSquarePng,
  headerCart,
  readEmailTo,
  shot,
  test,
  uniquePhone,
  waitUntilHydrated,
} from './helpers';

// A Korean shopper on a phone, start to finish in Korean: browses the shop, searches 김치, puts it
// in the cart, switches to English and back with the same cart, checks out as a guest (a mistake
// first, answered in Korean), uploads the transfer screenshot, follows the Korean email's link to
// choose a password and finds the order in 주문 내역;
// the shop team, in a second browser, marks the transfer paid at /ko/admin, and the shopper sees
// it paid.

const koreanCart = (count: number) => `장바구니, ${count}개 상품`;

test('a Korean shopper orders 김치 by transfer and the shop marks it paid, all in Korean', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.goto('/ko/shop');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByRole('heading', { name: '전체 상품', level: 1 })).toBeVisible();

  // Search 김치 from the header and open the first result.
  const search = page.getByRole('combobox', { name: '상품 검색' });
  await waitUntilHydrated(search);
  await search.fill('김치');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/ko\/search\?q=/);
  await expect(page.getByRole('heading', { name: '"김치" 검색 결과' })).toBeVisible();
  const firstResult = page.locator('main').getByRole('article').first();
  await expect(firstResult).toContainText('김치');
  await firstResult.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/ko\/product\//);
  const productPath = new URL(page.url()).pathname;

  const addToCart = page.getByRole('button', { name: '장바구니 담기' }).first();
  await waitUntilHydrated(addToCart);
  await addToCart.click();
  await expect(page.locator('header').getByRole('link', { name: koreanCart(1) })).toBeVisible();

  // The same page in English keeps the cart, and back.
  await page
    .getByRole('navigation', { name: '언어' })
    .getByRole('link', { name: 'English' })
    .click();
  await expect(page).toHaveURL(new RegExp(`:\\d+${productPath.replace(/^\/ko/, '')}$`));
  await expect(headerCart(page)).toHaveAccessibleName('Cart, 1 item');
  await page
    .getByRole('navigation', { name: 'Language' })
    .getByRole('link', { name: '한국어' })
    .click();
  await expect(page).toHaveURL(new RegExp(`${productPath}$`));

  // Checkout: a mistake first, answered in Korean.
  await page.goto('/ko/cart');
  await page.getByRole('button', { name: '주문하기' }).click();
  await expect(page).toHaveURL(/\/ko\/checkoutpage$/i);
  const placeOrder = page.getByRole('button', { name: /^주문하기 \(/ });
  await waitUntilHydrated(placeOrder);
  await placeOrder.click();
  await expect(page.getByText('이름을 입력해 주세요').first()).toBeVisible();
  await shot(page, 'korean-journey-error');

  await page.getByLabel('이름', { exact: true }).fill('서연');
  await page.getByLabel('성', { exact: true }).fill('이');
  await page.getByLabel('우편번호', { exact: true }).fill('05551');
  await page.getByLabel('도로명 주소', { exact: true }).fill('올림픽로 300');
  await page.getByLabel('시/군/구', { exact: true }).fill('서울');
  await page.getByLabel('전화번호', { exact: true }).fill(uniquePhone());
  const email = `korean-journey-${Date.now()}@example.kr`;
  await page.getByLabel('이메일', { exact: true }).fill(email);
  await expect(page.getByLabel('결제 방법')).toHaveValue('account_transfer');
  await page.getByLabel('입금자명', { exact: true }).fill('이서연');
  await chooseFirstFreeDay(page);
  await agreeToPrivacy(page);
  await placeOrder.click();
  await expect(page).toHaveURL(/\/ko\/order-success\?order=/);
  const orderNumber = (await page.getByTestId('order-number').textContent()) ?? '';
  expect(orderNumber).toMatch(/^\d{8}-\d{4}$/);

  // The transfer screenshot, from the confirmation page.
  await page.getByLabel('이체 화면 캡처', { exact: true }).setInputFiles({
    name: 'transfer.png',
    mimeType: 'image/png',
    buffer: greenSquarePng(16),
  });
  await page.getByRole('button', { name: '업로드', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '입금 증빙을 올렸습니다!' }),
  ).toBeVisible();

  // The order's emails came in Korean; the set-password link opens the Korean page titled as
  // setting a password (not a reset), which signs the shopper in with the order under 주문 내역.
  const confirmation = await readEmailTo(email, 20_000, '접수 안내');
  expect(confirmation).toContain(orderNumber);
  // A line names the quantity by its word, apart from the count the name carries (신라면 120g x 5개).
  expect(confirmation).toMatch(/ · 수량 \d+ · [\d,]+원/);
  expect(confirmation).not.toMatch(/ x \d+\s*$/m);
  expect(confirmation).toMatch(
    /\d+월 \d+일 \([일월화수목금토]\) 오[전후] \d+:\d\d \(한국 시간\)까지 입금해 주세요/,
  );
  const setPassword = await readEmailTo(email, 20_000, '/ko/set-password/');
  const link = /https?:\/\/[^\s"'<>]+\/ko\/set-password\/[A-Za-z0-9_-]+/.exec(setPassword)?.[0];
  expect(link, 'the Korean set-password link').toBeTruthy();
  await page.goto(new URL(link!).pathname);
  await expect(page.getByRole('heading', { name: '비밀번호 설정' })).toBeVisible();
  await expect(page.getByText('비밀번호 재설정')).toHaveCount(0);
  const password = page.getByLabel('새 비밀번호');
  await waitUntilHydrated(password);
  await password.fill('korean-journey-2026');
  await page.getByRole('button', { name: '비밀번호 설정' }).click();
  await expect(page).toHaveURL(/\/ko\/my-orders$/);
  await expect(page.locator('header').getByRole('button', { name: '프로필' })).toBeVisible();

  await page.goto('/ko/my-orders');
  await expect(page.locator('main').getByText(orderNumber).first()).toBeVisible();
  await expect(page.getByText('입금 확인 요청').first()).toBeVisible();

  // The shop team, in its own browser, in Korean.
  const staff = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await staff.newPage();
  await signInToBackOffice(admin, '/ko/admin');
  const nav = admin.getByRole('navigation', { name: '관리자 메뉴' });
  await nav.getByRole('link', { name: '계좌이체', exact: true }).click();
  await expect(admin.getByRole('heading', { name: '확인할 계좌이체' })).toBeVisible();
  const row = admin.getByRole('row', { name: `주문 ${orderNumber}` });
  await row.getByRole('button', { name: '입금 확인' }).click();
  await expect(row).toHaveCount(0);
  await shot(admin, 'korean-journey-admin');
  await staff.close();

  await page.reload();
  await expect(page.getByText('결제 완료').first()).toBeVisible();
  await shot(page, 'korean-journey-paid', { fullPage: true });
});
