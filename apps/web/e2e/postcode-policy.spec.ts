import { expect, logIn, registerByApi, test, uniqueEmail, waitUntilHydrated } from './helpers';

// The Kakao postcode search's scripts are allowed only in the documents of the pages that offer
// it (the address book and the guest checkout), never on other pages or in the back office; a
// shopper who reaches the address book from another page still gets a working search, since the
// router loads that page as a document of its own.

const POSTCODE_SCRIPT = '**/mapjsapi/bundle/postcode/prod/postcode.v2.js';
const RECORDED_WIDGET = `window.daum = window.daum || {};
window.daum.Postcode = function (options) {
  var report = function () { setTimeout(function () { options.oncomplete({ zonecode: '63309', roadAddress: '제주특별자치도 제주시 첨단로 242', buildingName: '', sido: '제주특별자치도', sigungu: '제주시' }); }, 50); };
  this.embed = report;
  this.open = report;
};`;
const KAKAO = /daumcdn|kakaocdn|postcode\.map/;

test('only the pages with the postcode search allow its scripts', async ({ request }) => {
  const scriptSources = async (path: string) => {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const policy = response.headers()['content-security-policy'] ?? '';
    return policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
  };
  for (const path of ['/my-addresses', '/ko/my-addresses', '/checkoutpage', '/ko/checkoutpage']) {
    expect(await scriptSources(path), path).toContain('https://t1.daumcdn.net');
  }
  for (const path of ['/', '/ko/shop', '/admin', '/ko/admin/settings']) {
    expect(await scriptSources(path), path).not.toMatch(KAKAO);
  }
  // The signed-in checkout's old address is the one checkout now, with its search.
  const moved = await request.get('/usercheckoutpage', { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toMatch(/\/checkoutpage$/);
});

test('the address book reached from another page loads as its own document, and its search works', async ({
  page,
}) => {
  await page.route(POSTCODE_SCRIPT, (route) =>
    route.fulfill({ contentType: 'application/javascript', body: RECORDED_WIDGET }),
  );
  const email = uniqueEmail('postcode-policy');
  await registerByApi(page, email, 'postcode-password-2026');
  await page.goto('/login');
  await waitUntilHydrated(page.getByRole('button', { name: 'Login', exact: true }));
  await logIn(page, email, 'postcode-password-2026');

  // A document whose policy has no allowance: the account pages link to the address book.
  await page.goto('/ko/userprofile');
  // Hydrated: the shop's links are followed by the router from now on.
  await waitUntilHydrated(page.locator('header').getByRole('button', { name: '프로필' }));
  await page
    .getByRole('navigation', { name: '내 계정' })
    .getByRole('link', { name: '배송지 관리' })
    .click();
  await expect(page).toHaveURL(/\/ko\/my-addresses$/);
  const documentPath = () =>
    page.evaluate(
      () => new URL(performance.getEntriesByType('navigation')[0]?.name ?? '').pathname,
    );
  await expect.poll(documentPath).toBe('/ko/my-addresses');

  const add = page.getByRole('button', { name: '+ 배송지 추가' });
  await waitUntilHydrated(add);
  await add.click();
  const dialog = page.getByRole('dialog', { name: '배송지 추가' });
  await dialog.getByRole('button', { name: '우편번호 찾기' }).click();
  await expect(dialog.getByLabel('우편번호', { exact: true })).toHaveValue('63309');
});
