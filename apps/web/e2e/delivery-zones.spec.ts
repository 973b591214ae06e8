import type { Locator, Page } from '@playwright/test';
import { signInToBackOffice } from './back-office';
import {
  agreeToPrivacy,
  addFirstShopProductToCart,
  chooseFirstFreeDay,
  expect,
  logIn,
  readEmailTo,
  registerByApi,
  shot,
  test,
  uniqueEmail,
  waitUntilHydrated,
} from './helpers';

// A guest finds a Jeju address with the postcode search and orders with a cash receipt request:
// the checkout and the confirmation show the remote-area (도서산간) surcharge as its own line, and
// so does the confirmation email. The Kakao widget is not reached: its script is answered with a
// small recording that defines daum.Postcode and reports a Jeju address as the real one does.

const POSTCODE_SCRIPT = '**/mapjsapi/bundle/postcode/prod/postcode.v2.js';
const JEJU_RESULT = {
  zonecode: '63309',
  address: '제주특별자치도 제주시 첨단로 242',
  addressType: 'R',
  userSelectedType: 'R',
  roadAddress: '제주특별자치도 제주시 첨단로 242',
  roadAddressEnglish: '242, Cheomdan-ro, Jeju-si, Jeju-do, Korea',
  jibunAddress: '제주특별자치도 제주시 영평동 2181',
  buildingName: '',
  apartment: 'N',
  sido: '제주특별자치도',
  sigungu: '제주시',
  bname: '영평동',
};
const RECORDED_WIDGET = `window.daum = window.daum || {};
window.daum.Postcode = function (options) {
  var report = function () { setTimeout(function () { options.oncomplete(${JSON.stringify(JEJU_RESULT)}); }, 50); };
  this.embed = report;
  this.open = report;
};`;

async function answerPostcodeSearch(page: Page) {
  await page.route(POSTCODE_SCRIPT, (route) =>
    route.fulfill({ contentType: 'application/javascript', body: RECORDED_WIDGET }),
  );
}

const labels = {
  ko: {
    path: '/ko/checkoutpage',
    placeOrder: /^주문하기 \(/,
    find: '우편번호 찾기',
    postcode: '우편번호',
    street: '도로명 주소',
    city: '시/군/구',
    firstName: '이름',
    lastName: '성',
    phone: '전화번호',
    email: '이메일',
    depositor: '입금자명',
    incomeDeduction: /소득공제용/,
    receiptNumber: '휴대폰 번호 또는 현금영수증 카드 번호',
    surcharge: '도서산간 추가 배송비',
    shippingTitle: '배송 정보',
    summaryTitle: '주문 요약',
    amount: '3,000원',
  },
  en: {
    path: '/checkoutpage',
    placeOrder: /^Place Order \(/,
    find: 'Find postcode',
    postcode: 'Postcode',
    street: 'Street Address',
    city: 'Town / City',
    firstName: 'First Name',
    lastName: 'Last Name',
    phone: 'Phone',
    email: 'Email',
    depositor: 'Depositor Name',
    incomeDeduction: /Income deduction/,
    receiptNumber: 'Mobile or cash receipt card number',
    surcharge: 'Remote area surcharge',
    shippingTitle: 'Shipping Details',
    summaryTitle: 'Order Summary',
    amount: '₩3,000',
  },
};

for (const [language, l] of Object.entries(labels)) {
  test(`a guest orders to Jeju found by the postcode search, in ${language === 'ko' ? 'Korean' : 'English'}`, async ({
    page,
  }) => {
    const zoneShot = (name: string, part: Locator) =>
      shot(part, `delivery-zones-${language}-${name}`);
    let widgetRequested = false;
    page.on('request', (request) => {
      if (request.url().includes('postcode.v2.js')) widgetRequested = true;
    });
    await answerPostcodeSearch(page);
    await addFirstShopProductToCart(page);

    await page.goto(l.path);
    const placeOrder = page.getByRole('button', { name: l.placeOrder });
    await waitUntilHydrated(placeOrder);
    // The widget is loaded only when asked for.
    expect(widgetRequested).toBe(false);

    await page.getByRole('button', { name: l.find }).click();
    await expect(page.getByLabel(l.postcode, { exact: true })).toHaveValue('63309');
    await expect(page.getByLabel(l.street, { exact: true })).toHaveValue(
      '제주특별자치도 제주시 첨단로 242',
    );
    await expect(page.getByLabel(l.city, { exact: true })).toHaveValue('제주시');
    expect(widgetRequested).toBe(true);

    await expect(page.getByTestId('remote-area-surcharge')).toHaveText(l.amount);
    await expect(page.getByText(l.surcharge, { exact: true })).toBeVisible();

    await page.getByLabel(l.firstName, { exact: true }).fill('민지');
    await page.getByLabel(l.lastName, { exact: true }).fill('김');
    await page.getByLabel(l.phone, { exact: true }).fill('010-1234-5678');
    const email = uniqueEmail(`jeju-${language}`);
    await page.getByLabel(l.email, { exact: true }).fill(email);
    await page.getByLabel(l.depositor, { exact: true }).fill('김민지');
    await chooseFirstFreeDay(page);
    await agreeToPrivacy(page);
    await page.getByRole('radio', { name: l.incomeDeduction }).check();
    await page.getByLabel(l.receiptNumber, { exact: true }).fill('010-1234-5678');
    await zoneShot('01-address', page.getByRole('region', { name: l.shippingTitle }));
    await zoneShot('02-summary', page.getByRole('region', { name: l.summaryTitle }));

    const order = page.waitForRequest(
      (request) =>
        request.url().endsWith('/api/orders/guest-checkout') && request.method() === 'POST',
    );
    await placeOrder.click();
    expect((await order).postDataJSON()).toMatchObject({
      address: { postal_code: '63309', street: '제주특별자치도 제주시 첨단로 242' },
      cash_receipt: { purpose: 'income_deduction', identifier: '01012345678' },
    });
    await expect(page).toHaveURL(/\/order-success\?order=/);
    await expect(page.getByTestId('remote-area-surcharge')).toHaveText(l.amount);
    await expect(page.getByText(l.surcharge, { exact: true })).toBeVisible();
    await zoneShot('03-confirmation', page.getByRole('main'));

    // The confirmation email is in the checkout page's language.
    const mail = await readEmailTo(email, 20_000, l.surcharge);
    expect(mail).toContain(`${l.surcharge}: ${l.amount}`);
  });
}

test('a shopper saves a Jeju address found in the address book, and the checkout adds the surcharge', async ({
  page,
}) => {
  await answerPostcodeSearch(page);
  const email = uniqueEmail('jeju-account');
  await registerByApi(page, email, 'jeju-password-2026');
  await page.goto('/login');
  await waitUntilHydrated(page.getByRole('button', { name: 'Login', exact: true }));
  await logIn(page, email, 'jeju-password-2026');

  await page.goto('/ko/my-addresses');
  const add = page.getByRole('button', { name: '+ 배송지 추가' });
  await waitUntilHydrated(add);
  await add.click();
  const dialog = page.getByRole('dialog', { name: '배송지 추가' });
  await dialog.getByRole('button', { name: '우편번호 찾기' }).click();
  await expect(dialog.getByLabel('우편번호', { exact: true })).toHaveValue('63309');
  await expect(dialog.getByLabel('도로명 주소', { exact: true })).toHaveValue(
    '제주특별자치도 제주시 첨단로 242',
  );
  await expect(dialog.getByLabel('시/군/구', { exact: true })).toHaveValue('제주시');
  await expect(dialog.getByLabel('시/도', { exact: true })).toHaveValue('제주특별자치도');
  await dialog.getByLabel('받는 분', { exact: true }).fill('김민지');
  await dialog.getByLabel('전화번호', { exact: true }).fill('010-1234-5678');
  await shot(dialog, 'delivery-zones-address-book');
  await dialog.getByRole('button', { name: '배송지 추가', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('63309').first()).toBeVisible();

  await addFirstShopProductToCart(page);
  await page.goto('/ko/usercheckoutpage');
  await expect(page.getByTestId('remote-area-surcharge')).toHaveText('3,000원');
  await shot(page.getByRole('region', { name: '주문 요약' }), 'delivery-zones-user-checkout');
});

test('when the postcode search cannot load, the shopper is told calmly and types the address', async ({
  page,
  expectFailedRequest,
}) => {
  expectFailedRequest(503, 'postcode.v2.js');
  await page.route(POSTCODE_SCRIPT, (route) => route.fulfill({ status: 503, body: '' }));
  await addFirstShopProductToCart(page);
  await page.goto('/ko/checkoutpage');
  await waitUntilHydrated(page.getByRole('button', { name: /^주문하기 \(/ }));

  await page.getByRole('button', { name: '우편번호 찾기' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '우편번호 검색을 열 수 없습니다' }),
  ).toBeVisible();
  const postcode = page.getByLabel('우편번호', { exact: true });
  await postcode.fill('63309');
  await expect(postcode).toHaveValue('63309');
  await expect(page.getByTestId('remote-area-surcharge')).toHaveText('3,000원');
  await shot(page.getByRole('region', { name: '배송 정보' }), 'delivery-zones-unavailable');
});

test('the back office lists the remote-area ranges in the settings', async ({ page }) => {
  await signInToBackOffice(page, '/admin/settings');
  await expect(
    page.getByRole('region', { name: 'Remote-area surcharges (도서산간)' }),
  ).toBeVisible();
  await page.goto('/ko/admin/settings');
  const section = page.getByRole('region', { name: '도서산간 추가 배송비' });
  await expect(section.getByLabel('시작 우편번호 1', { exact: true })).toHaveValue('63000');
  await expect(section.getByLabel('끝 우편번호 1', { exact: true })).toHaveValue('63644');
  await expect(section.getByLabel('추가 배송비 (원) 1', { exact: true })).toHaveValue('3000');
  await shot(section, 'delivery-zones-admin-settings');
});

test('a Jeju address typed by hand needs its own 5-digit postcode, and full-width digits count', async ({
  page,
}) => {
  await addFirstShopProductToCart(page);
  await page.goto('/ko/checkoutpage');
  const placeOrder = page.getByRole('button', { name: /^주문하기 \(/ });
  await waitUntilHydrated(placeOrder);
  await page.getByLabel('이름', { exact: true }).fill('민지');
  await page.getByLabel('성', { exact: true }).fill('김');
  await page.getByLabel('전화번호', { exact: true }).fill('010-1234-5678');
  await page.getByLabel('이메일', { exact: true }).fill(uniqueEmail('jeju-typed'));
  await page.getByLabel('도로명 주소', { exact: true }).fill('제주특별자치도 제주시 첨단로 242');
  await page.getByLabel('시/군/구', { exact: true }).fill('제주시');
  await page.getByLabel('결제 방법').selectOption('cash');
  await chooseFirstFreeDay(page);
  await agreeToPrivacy(page);
  let orders = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/orders/guest-checkout') && r.method() === 'POST') orders += 1;
  });

  // No postcode, a made-up one, or a Seoul one for a Jeju street: refused, nothing sent.
  const postcode = page.getByLabel('우편번호', { exact: true });
  const refusals: [string, string][] = [
    ['', '우편번호 5자리를 입력해 주세요 (예: 04524)'],
    ['12', '우편번호 5자리를 입력해 주세요 (예: 04524)'],
    [
      '01018',
      '우편번호 01018: 서울 지역 우편번호인데 주소는 제주입니다. 우편번호 찾기로 주소를 다시 검색하거나 우편번호를 고쳐 주세요.',
    ],
  ];
  for (const [typed, message] of refusals) {
    await postcode.fill(typed);
    await placeOrder.click();
    await expect(page.getByText(message).first()).toBeVisible();
    await expect(postcode).toHaveAttribute('aria-invalid', 'true');
  }
  expect(orders).toBe(0);

  // Typed on a Korean keyboard in full width, it is read as 63309 and the surcharge applies.
  await postcode.fill('６３３０９');
  await expect(page.getByTestId('remote-area-surcharge')).toHaveText('3,000원');
  const sent = page.waitForRequest(
    (r) => r.url().endsWith('/api/orders/guest-checkout') && r.method() === 'POST',
  );
  await placeOrder.click();
  expect((await sent).postDataJSON()).toMatchObject({ address: { postal_code: '63309' } });
  await expect(page).toHaveURL(/\/ko\/order-success\?order=/);
  await expect(page.getByTestId('remote-area-surcharge')).toHaveText('3,000원');
});
