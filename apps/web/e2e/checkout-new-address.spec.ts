import {
  addFirstShopProductToCart,
  chooseFirstFreeDay,
  expect,
  newShopperLoggedInKorean,
  shot,
  test,
  uniqueEmail,
} from './helpers';

// A signed-in shopper with an empty address book types the address at checkout, in Korean on a
// phone, and finds it kept in the address book afterwards.

const PASSWORD = 'new-address-2026';

test.use({ viewport: { width: 390, height: 844 } });

test('a signed-in shopper types a Jeju address at checkout and keeps it, in Korean', async ({
  page,
}) => {
  const email = uniqueEmail('new-address');
  await newShopperLoggedInKorean(page, email, PASSWORD);
  await addFirstShopProductToCart(page);

  await page.goto('/ko/checkoutpage');
  await expect(page.getByLabel('받는 곳')).toHaveValue('new');
  await page.getByLabel('우편번호').fill('63309');
  await page.getByLabel('도로명 주소').fill('제주특별자치도 제주시 첨단로 242');
  await page.getByLabel('상세주소').fill('3층');
  await page.getByLabel('시/군/구').fill('제주시');
  await expect(page.getByRole('checkbox', { name: '이 주소를 내 주소록에 저장' })).toBeChecked();
  await page.getByLabel('결제 방법').selectOption('cash');
  await chooseFirstFreeDay(page);
  // The Jeju surcharge follows the typed postcode.
  await expect(page.getByText('도서산간 추가 배송비')).toBeVisible();
  await shot(page, 'checkout-new-address-ko-390', { fullPage: true });
  await page.getByRole('button', { name: /^주문하기/ }).click();
  await expect(page).toHaveURL(/\/ko\/order-success\?order=/);

  await page.goto('/ko/my-addresses');
  await expect(page.getByText(/첨단로 242/)).toBeVisible();
  await expect(page.getByText(/63309/)).toBeVisible();
});
