import type { APIRequestContext, Page } from '@playwright/test';
import { expect, shot, test } from './helpers';

// The shop team works in Korean at /ko/admin: the promos, banners, transfers, bank statement
// import and categories screens have Korean headings and leave no English behind, apart from the
// shop's own data (promo codes, category and banner names) and brand names.

const ADMIN = { email: 'admin@jangbogi.kr', password: 'admin-jangbogi-2026' };
// A name no other journey uses, so the statement's deposit matches only this spec's order.
const DEPOSITOR = '한유진';

async function guestTransferOrder(
  request: APIRequestContext,
  paymentMethod: 'account_transfer' | 'cash' = 'account_transfer',
) {
  const { token } = (await (await request.get('/api/guest-token')).json()) as { token: string };
  const headers = { 'guest-token': token };
  const { products } = (await (await request.get('/api/productsOP/all_products')).json()) as {
    products: { _id: string; stock_quantity: number }[];
  };
  const product = products.find((p) => p.stock_quantity >= 2);
  expect(product).toBeDefined();
  const added = await request.post('/api/cart/add', {
    headers,
    data: { product_id: product!._id, quantity: 1 },
  });
  expect(added.ok()).toBe(true);
  const checkout = await request.post('/api/orders/guest-checkout', {
    headers,
    data: {
      first_name: DEPOSITOR.slice(1),
      last_name: DEPOSITOR.slice(0, 1),
      email: `admin-korean-${Date.now()}@example.com`,
      phone: '010-3456-7890',
      address: { street: '테헤란로 123, 4층', city: 'Seoul', postal_code: '06234' },
      payment_method: paymentMethod,
      ...(paymentMethod === 'account_transfer' ? { depositor_name: DEPOSITOR } : {}),
    },
  });
  expect(checkout.status()).toBeLessThan(300);
  return (await checkout.json()) as { order_number: string; total_price: number };
}

/** A KB Kookmin export (CSV with a BOM): a withdrawal, the order's deposit and one that fits no order. */
function kbStatement(amount: number) {
  const time = new Date(Date.now() + 9 * 3600_000 + 5_000)
    .toISOString()
    .slice(0, 19)
    .replace('T', ' ')
    .replaceAll('-', '.');
  const rows = [
    ['거래내역조회'],
    ['계좌번호', '123456-01-234567'],
    [
      '거래일시',
      '적요',
      '보낸분/받는분',
      '송금메모',
      '출금액(원)',
      '입금액(원)',
      '잔액(원)',
      '거래점',
    ],
    [time, '체크카드', '편의점', '', '4,500', '0', '995,500', ''],
    [time, '타행이체', DEPOSITOR, '', '0', amount.toLocaleString('en-US'), '1,000,000', '강남역'],
    [time, '타행이체', '모르는회사', '', '0', '55,000', '1,055,000', '강남역'],
  ];
  const csv = rows
    .map((row) => row.map((cell) => (cell.includes(',') ? `"${cell}"` : cell)).join(','))
    .join('\r\n');
  return Buffer.from(`\ufeff${csv}\r\n`, 'utf8');
}

/**
 * Every string the page's API answers carried: the shop's data, which stays in the language it was
 * written in (promo codes, English category names, banner titles).
 */
function collectApiStrings(page: Page) {
  const strings = new Set<string>();
  const pending: Promise<void>[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') strings.add(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!response.url().includes('/api/') || !type.includes('json')) return;
    pending.push(
      response.json().then(walk, () => {
        // A body the browser already let go of names no text of the page.
      }),
    );
  });
  return async () => {
    await Promise.all(pending);
    return [...strings]
      .filter((text) => text.trim().length > 1)
      .sort((a, b) => b.length - a.length);
  };
}

/** Text nodes of <main> with Latin words and no Hangul once the shop's data is taken out. */
function untranslatedTexts(page: Page, data: string[]) {
  return page.evaluate((data) => {
    const main = document.querySelector('main');
    if (!main) return ['no content'];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    const found: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (!text || node.parentElement?.closest('script, style')) continue;
      const words = data.reduce((rest, item) => rest.replaceAll(item, ''), text);
      if (/[A-Za-z]{2,}/.test(words) && !/[\uac00-\ud7a3]/.test(text)) found.push(text);
    }
    return found;
  }, data);
}

async function signInInKorean(page: Page) {
  await page.goto('/ko/admin');
  await page.getByLabel('이메일').fill(ADMIN.email);
  await page.getByLabel('비밀번호').fill(ADMIN.password);
  await page.getByRole('button', { name: '로그인' }).click();
  const nav = page.getByRole('navigation', { name: '관리자 메뉴' });
  await expect(nav).toBeVisible();
  return nav;
}

test('the back office speaks Korean under /ko/admin', async ({ page, request }) => {
  const order = await guestTransferOrder(request);
  const apiStrings = collectApiStrings(page);

  const nav = await signInInKorean(page);

  const expectKorean = async (name: string) => {
    await page.waitForLoadState('networkidle');
    expect(await untranslatedTexts(page, await apiStrings()), name).toEqual([]);
    await shot(page, `admin-ko-${name}`);
  };

  await nav.getByRole('link', { name: '프로모션' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '프로모션 코드' })).toBeVisible();
  const code = `KO${Date.now().toString().slice(-6)}`;
  await page.getByRole('textbox', { name: '코드' }).fill(code);
  await page.getByRole('button', { name: '프로모션 만들기' }).click();
  await expect(
    page.getByRole('textbox', { name: '할인 값 (% 또는 원)' }),
  ).toHaveAccessibleDescription('할인 값: 필수 항목입니다');
  await page.getByRole('textbox', { name: '할인 값 (% 또는 원)' }).fill('10');
  await page.getByRole('textbox', { name: '최소 주문 금액 (원)' }).fill('30000');
  await page.getByRole('button', { name: '프로모션 만들기' }).click();
  const promoRow = page.getByRole('row').filter({ hasText: code });
  await expect(promoRow).toContainText('30,000원');
  await expect(promoRow).toContainText('상시');
  await expect(promoRow.getByRole('button', { name: '일시 중지' })).toBeVisible();
  await expectKorean('promos');

  await nav.getByRole('link', { name: '배너' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '배너' })).toBeVisible();
  await page.getByRole('button', { name: '배너 추가' }).click();
  await expect(page.getByText('제목을 입력하세요')).toBeVisible();
  await expect(page.getByText('업로드할 이미지를 선택하세요.')).toBeVisible();
  await expectKorean('banners');

  await nav.getByRole('link', { name: '계좌이체' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '확인할 계좌이체' })).toBeVisible();
  const row = page.getByRole('row', { name: `주문 ${order.order_number}` });
  await expect(row).toContainText(`${order.total_price.toLocaleString('ko-KR')}원`);
  await expect(row.getByRole('button', { name: '입금 확인' })).toBeVisible();
  await expectKorean('transfers');

  await page.getByRole('link', { name: '은행 거래내역 가져오기' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: '은행 거래내역 가져오기' }),
  ).toBeVisible();
  await page.getByLabel('거래내역 파일').setInputFiles({
    name: 'kb-거래내역.csv',
    mimeType: 'text/csv',
    buffer: kbStatement(order.total_price),
  });
  await page.getByRole('button', { name: '매칭 미리보기' }).click();
  const exact = page.getByRole('region', { name: /입금 확인/ });
  await expect(exact.getByRole('row', { name: `${DEPOSITOR} 입금` })).toContainText(
    order.order_number,
  );
  await expect(exact).toContainText(/\d{4}년 \d{1,2}월 \d{1,2}일 (오전|오후) \d{1,2}:\d{2}/);
  await expect(
    page.getByRole('region', { name: /일치하는 주문 없음/ }).getByText('55,000원'),
  ).toBeVisible();
  await expect(page.getByText('(1행 제외: 출금, 0원, 합계)')).toBeVisible();
  await expectKorean('transfer-import');

  await nav.getByRole('link', { name: '카테고리' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '카테고리' })).toBeVisible();
  await expect(page.getByRole('button', { name: '카테고리 추가', exact: true })).toBeVisible();
  await expectKorean('categories');

  // The same screen in English keeps its English words.
  await page.goto('/admin/promos');
  await expect(page.getByRole('heading', { level: 1, name: 'Promo codes' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: code })).toContainText('₩30,000');
  await page.waitForLoadState('networkidle');
  // The check above finds English where there is some.
  expect(await untranslatedTexts(page, await apiStrings())).toContain('Promo codes');
  await shot(page, 'admin-en-promos');
});

test('the order page and the products list speak Korean under /ko/admin', async ({
  page,
  request,
}) => {
  const order = await guestTransferOrder(request, 'cash');
  const apiStrings = collectApiStrings(page);
  const nav = await signInInKorean(page);
  const expectKorean = async (name: string) => {
    await page.waitForLoadState('networkidle');
    expect(await untranslatedTexts(page, await apiStrings()), name).toEqual([]);
    await shot(page, `admin-ko-${name}`);
  };

  await nav.getByRole('link', { name: '주문', exact: true }).click();
  await page.getByRole('link', { name: order.order_number }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `주문 ${order.order_number}` }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: '처리 내역' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(
    `${order.total_price.toLocaleString('ko-KR')}원`,
  );
  await expect(page.getByRole('main')).toContainText(/\d{4}년 \d{1,2}월 \d{1,2}일 (오전|오후)/);
  await expectKorean('order');

  await nav.getByRole('link', { name: '상품', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: '상품' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: '판매가 (원)' })).toBeVisible();
  await expect(page.getByRole('link', { name: '새 상품' })).toBeVisible();
  await expectKorean('products');

  await page.getByRole('link', { name: '새 상품' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '새 상품' })).toBeVisible();
  await expect(page.getByLabel('상품명 (한국어)')).toBeVisible();
  await expectKorean('new-product');
});
