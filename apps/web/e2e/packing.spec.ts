import type { APIRequestContext, Page } from '@playwright/test';
import { adminHeaders, signInToBackOffice, takeOrderActions } from './back-office';
import { expect, readEmailTo, shopProducts, shot, test, uniqueEmail } from './helpers';

// The packing day on a phone, in Korean: a packer marks one line short and puts a substitute in
// for another; the Korean shopper's email and My Orders say both, and My Orders takes the bank
// account the refund of the difference goes to. The back office's order page shows each line's
// packing.

interface Product {
  _id: string;
  name: string;
  name_kr: string;
  price: number;
}

const won = (amount: number) => `${amount.toLocaleString('en-US')}원`;

/** The page at a phone's and a desktop's width, for the eye; back at the phone's after. */
async function screens(page: Page, name: string) {
  // Resizing only for the pictures: a test run without them keeps its width and its CPU.
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await shot(page, `${name}-${width}`, { fullPage: true });
  }
}

async function productOf(request: APIRequestContext, id: string): Promise<Product> {
  const res = await request.get(`/api/products/${id}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as Product;
}

/**
 * A Korean shopper's paid transfer order of 2 x `short` and 2 x `swapped` (a substitute allowed
 * for it only), confirmed by the shop: what the packing screen has to pack.
 */
async function paidKoreanOrder(request: APIRequestContext, short: Product, swapped: Product) {
  const email = uniqueEmail('packing');
  // Registered from a Korean page: the account's emails are written in Korean.
  const registered = await request.post('/api/users/register', {
    headers: { 'accept-language': 'ko' },
    data: {
      firstName: '민지',
      lastName: '김',
      email,
      password: 'packing-day-2026',
      phoneNumber: '010-4567-8901',
      age_14_or_over: true,
    },
  });
  expect(registered.status()).toBe(201);
  const { token, user } = (await registered.json()) as { token: string; user: unknown };
  const headers = { authorization: `Bearer ${token}`, 'accept-language': 'ko' };
  const address = await request.post('/api/addresses', {
    headers,
    data: {
      full_name: '김민지',
      street: '세종대로 110',
      city: '서울특별시',
      state: '중구',
      postal_code: '04524',
      country: 'KR',
      phone: '010-4567-8901',
    },
  });
  expect(address.status()).toBe(201);
  for (const product of [short, swapped]) {
    const added = await request.post('/api/cart/add', {
      headers,
      data: { product_id: product._id, quantity: 2 },
    });
    expect(added.ok()).toBe(true);
  }
  const placed = await request.post('/api/orders', {
    headers,
    data: {
      shipping_address_id: ((await address.json()) as { _id: string })._id,
      payment_method: 'account_transfer',
      depositor_name: '김민지',
      substitutions: { [short._id]: 'refund', [swapped._id]: 'allow' },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as {
    _id: string;
    order_number: string;
    delivery_date: string;
    total_price: number;
  };
  await takeOrderActions(request, order._id, [{ action: 'confirm_payment' }]);
  return { order, email, token, user };
}

test('a packer marks a line short and one substituted in Korean; the shopper reads both and gives the refund account', async ({
  page,
  request,
}) => {
  // An order, a packing, an email and three screens on a loaded machine.
  test.setTimeout(120_000);
  // Far from the products the other journeys take (the first ones with stock).
  const stocked = (await shopProducts(request)).filter((p) => p.stock_quantity >= 6);
  const [short, swapped, substitute] = await Promise.all(
    [stocked.at(-8), stocked.at(-9), stocked.at(-10)].map((p) => {
      if (!p) throw new Error('The seed has too few products with stock');
      return productOf(request, p._id);
    }),
  );
  const { order, email, token, user } = await paidKoreanOrder(request, short!, swapped!);
  // The substitute is charged its own price when cheaper, never more than the line ordered.
  const substitutePrice = Math.min(substitute!.price, swapped!.price);
  const difference = short!.price + 2 * (swapped!.price - substitutePrice);

  // The packer, on a phone, in Korean.
  await signInToBackOffice(page, `/ko/admin/packing?date=${order.delivery_date}`);
  const card = page.getByRole('article', { name: order.order_number });
  await expect(card).toBeVisible();
  const lineOf = (product: Product) =>
    card
      .getByRole('listitem')
      .filter({ has: page.getByRole('radiogroup', { name: product.name_kr }) });
  // The shopper's choice is shown: a substitute only where it was allowed.
  await expect(lineOf(short!).getByRole('radio', { name: '대체' })).toHaveCount(0);
  await lineOf(short!).getByRole('radio', { name: '부족' }).check();
  await expect(lineOf(short!).getByLabel('부족한 수량')).toHaveValue('1');
  const swappedLine = lineOf(swapped!);
  await swappedLine.getByRole('radio', { name: '대체' }).check();
  await swappedLine.getByRole('searchbox', { name: '대체 상품 검색' }).fill(substitute!.name);
  await swappedLine.getByRole('button', { name: new RegExp(`^${substitute!.name_kr} · `) }).click();
  await expect(swappedLine).toContainText(
    `대체 상품: ${substitute!.name_kr}, 개당 ${won(substitutePrice)}`,
  );
  await shot(page, 'packing-01-marked-ko', { fullPage: true });
  await card.getByRole('button', { name: '포장 완료' }).click();
  await expect(card.getByText('포장 완료', { exact: true })).toBeVisible();
  await expect(card).toContainText(`${substitute!.name_kr}`);
  await expect(card).toContainText(won(order.total_price - difference));
  await screens(page, 'packing-02-packed-ko');
  await page.goto(`/admin/packing?date=${order.delivery_date}`);
  await expect(card.locator('[data-outcome="short"]')).toContainText('Short 1 of 2');
  await screens(page, 'packing-02-packed-en');

  // The back office's order page says what packing did to each line.
  await page.goto(`/ko/admin/orders/${order._id}`);
  await expect(page.locator(`[data-packing-outcome="short"]`)).toHaveText(
    `품절 1개 (주문 2개) · 환불 ${won(short!.price)}`,
  );
  await expect(page.locator(`[data-packing-outcome="substituted"]`)).toContainText(
    `대체: ${substitute!.name_kr} 2개, 개당 ${won(substitutePrice)}`,
  );
  await screens(page, 'packing-03-order-page-ko');

  // The shopper's email, in Korean, before the box leaves.
  const mail = await readEmailTo(email, 20_000, '포장했습니다');
  expect(mail).toContain(`품절 환불: ${short!.name_kr} 1개 (보낸 수량 1개)`);
  expect(mail).toContain(`대체됨: ${swapped!.name_kr} → ${substitute!.name_kr} 2개`);
  expect(mail).toContain(
    `주문 금액: ${won(order.total_price)} → ${won(order.total_price - difference)}`,
  );
  expect(mail).toContain('환불받으실 계좌를 주문 내역에서 입력하시거나');

  // My Orders, as the shopper.
  await page.addInitScript(
    ({ userToken, userInfo }) => {
      localStorage.setItem('authToken', userToken);
      localStorage.setItem('isGuest', 'false');
      localStorage.setItem('userInfo', userInfo);
    },
    { userToken: token, userInfo: JSON.stringify(user) },
  );
  await page.goto('/ko/my-orders');
  const mine = page.getByRole('article', { name: `주문번호 ${order.order_number}` });
  await expect(mine.getByText('포장 완료', { exact: true })).toBeVisible();
  await expect(mine.locator('[data-outcome="short"]')).toContainText('품절 환불: 1개');
  await expect(mine.locator('[data-outcome="substituted"]')).toContainText(
    `대체됨: ${substitute!.name_kr} 2개`,
  );
  await expect(mine).toContainText('환불 (포장 변경)');
  const form = mine.getByRole('form', { name: '환불 계좌' });
  await expect(form).toContainText(`${won(difference)}을 계좌로 환불해 드립니다`);
  await screens(page, 'packing-04-my-orders-ko');
  await form.getByLabel('은행').fill('국민은행');
  await form.getByLabel('계좌번호').fill('123456-01-234567');
  await form.getByLabel('예금주').fill('김민지');
  await form.getByRole('button', { name: '이 계좌로 환불받기' }).click();
  await expect(form).toHaveCount(0);
  await expect(mine.getByText('환불받으실 계좌를 알려 주세요')).toHaveCount(0);
  await screens(page, 'packing-05-my-orders-account-given-ko');
  await page.goto('/my-orders');
  await expect(
    page
      .getByRole('article', { name: `Order #${order.order_number}` })
      .locator('[data-outcome="substituted"]'),
  ).toContainText(`Substituted: ${substitute!.name} × 2`);
  await screens(page, 'packing-06-my-orders-en');

  // The refund in the shop's queue now has the account.
  const detail = await request.get(`/api/admin/orders/${order._id}`, {
    headers: await adminHeaders(request),
  });
  expect(await detail.json()).toMatchObject({
    status: 'packed',
    refunds: [
      expect.objectContaining({
        amount: difference,
        bank_account: {
          bank_name: '국민은행',
          account_number: '123456-01-234567',
          account_holder: '김민지',
        },
      }),
    ],
  });
});
