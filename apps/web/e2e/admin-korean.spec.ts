import type { APIRequestContext, Page } from '@playwright/test';
import { signInToBackOffice } from './back-office';
import { kbStatement } from './bank-statements';
import { guestOrderByApi } from './guest-orders';
import { expect, shot, test } from './helpers';
import { overflowOf, PHONE_WIDTH } from './page-width';

// The shop team works in Korean at /ko/admin: the promos, banners, transfers, bank statement
// import and categories screens have Korean headings and leave no English behind, apart from the
// shop's own data (promo codes, category and banner names) and brand names.

// A name no other journey uses, so the statement's deposit matches only this spec's order.
const DEPOSITOR = '한유진';

const koreanGuestOrder = (request: APIRequestContext, payment?: 'cash') =>
  guestOrderByApi(request, {
    name: DEPOSITOR,
    payment,
    emailLabel: 'admin-korean',
    phone: '010-3456-7890',
  });

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
      // Units stay in Latin letters on Korean screens too (kg, ml).
      const words = data
        .reduce((rest, item) => rest.replaceAll(item, ''), text)
        .replace(/\b(?:kg|mg|ml|mL|cm|kcal)\b/g, '');
      if (/[A-Za-z]{2,}/.test(words) && !/[\uac00-\ud7a3]/.test(text)) found.push(text);
    }
    return found;
  }, data);
}

/** The words of the page's table cells that a line break splits, as `word (cell text)`. */
function splitWordsInTables(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const split: string[] = [];
    for (const cell of document.querySelectorAll('main td')) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          // A word drawn on two lines has a box on each.
          const lines = new Set([...range.getClientRects()].map((box) => Math.round(box.top)));
          if (lines.size > 1) split.push(`${match[0]} (${cell.textContent?.trim() ?? ''})`);
        }
      }
    }
    return split;
  });
}

/**
 * On a phone the open page stays within the screen (its tables scroll in their frames) and wraps
 * its tables' text between words, never inside one, then goes back to the desktop width.
 */
async function expectFitsAPhone(page: Page, name: string) {
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: PHONE_WIDTH, height: 780 });
  expect(await overflowOf(page, name)).toBeNull();
  expect(await splitWordsInTables(page), name).toEqual([]);
  if (desktop) await page.setViewportSize(desktop);
}

async function signInInKorean(page: Page) {
  await signInToBackOffice(page, '/ko/admin');
  const nav = page.getByRole('navigation', { name: '관리자 메뉴' });
  await expect(nav).toBeVisible();
  return nav;
}

test('the back office speaks Korean under /ko/admin', async ({ page, request }) => {
  const order = await koreanGuestOrder(request);
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
  await expectFitsAPhone(page, 'banners');

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
    buffer: kbStatement(
      [
        { name: DEPOSITOR, amount: order.total_price },
        { name: '모르는회사', amount: 55_000 },
      ],
      new Date(Date.now() + 5_000),
    ),
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
  const order = await koreanGuestOrder(request, 'cash');
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
  await expectFitsAPhone(page, 'order');

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
