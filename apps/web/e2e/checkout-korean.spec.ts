import { readFile } from 'node:fs/promises';
import { adminHeaders, signInToBackOffice, takeOrderActions } from './back-office';
import {
  agreeToPrivacy,
  addFirstShopProductToCart,
  chooseFirstFreeDay,
  expect,
  shot,
  test,
  uniquePhone,
  waitUntilHydrated,
} from './helpers';

// A guest on a phone checks out in Korean: a delivery day, a cash receipt as business proof (a
// wrong business number first, refused in Korean), then the confirmation. (The footer's business
// number and its Fair Trade Commission link are footer.test.tsx's.)

test.use({ viewport: { width: 390, height: 844 } });

/** A CSV sheet's rows as cells: quoted cells may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [[]];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      rows.at(-1)?.push(cell);
      cell = '';
    } else if (char === '\n') {
      rows.at(-1)?.push(cell.replace(/\r$/, ''));
      cell = '';
      rows.push([]);
    } else if (char !== '\uFEFF' || i > 0) cell += char;
  }
  rows.at(-1)?.push(cell);
  return rows;
}

/** The sheet's row of one order, by its header's names. */
function rowOf(sheet: string[][], orderNumber: string): Record<string, string> {
  const [header = [], ...rows] = sheet;
  const row = rows.find((cells) => cells.includes(orderNumber));
  if (!row) throw new Error(`No row for ${orderNumber} in the sheet`);
  return Object.fromEntries(header.map((name, i) => [name, row[i] ?? '']));
}

const BAD_BUSINESS_NUMBER = '123-45-67890'; // the check digit would be 1
const BUSINESS_NUMBER = '220-81-62517';

test('a guest checks out in Korean with a delivery day and a cash receipt request', async ({
  page,
}) => {
  await addFirstShopProductToCart(page);

  await page.goto('/ko/checkoutpage');
  await expect(page.getByRole('heading', { name: '주문하기', level: 1 })).toBeVisible();
  const placeOrder = page.getByRole('button', { name: /^주문하기 \(/ });
  await waitUntilHydrated(placeOrder);

  await page.getByLabel('이름', { exact: true }).fill('민지');
  await page.getByLabel('성', { exact: true }).fill('김');
  await page.getByLabel('우편번호', { exact: true }).fill('04524');
  await page.getByLabel('도로명 주소', { exact: true }).fill('세종대로 12');
  await page.getByLabel('시/군/구', { exact: true }).fill('서울');
  await page.getByLabel('전화번호', { exact: true }).fill(uniquePhone());
  await page
    .getByLabel('이메일', { exact: true })
    .fill(`guest-ko-${test.info().project.name}-${Date.now()}@example.kr`);
  await expect(page.getByLabel('결제 방법')).toHaveValue('account_transfer');
  await expect(page.getByTestId('buyer-protection')).toContainText(/^구매안전서비스: .+ \(.+\)$/);
  await page.getByLabel('입금자명', { exact: true }).fill('김민지');

  // Every day shows its weekday in Korean; a full one cannot be chosen.
  const days = page.getByTestId('delivery-day');
  await expect(days.first()).toContainText(/\d+월 \d+일 \([월화수목금토일]\)/);
  const chosenDate = await chooseFirstFreeDay(page);
  await agreeToPrivacy(page);

  await page.getByRole('radio', { name: /지출증빙용/ }).check();
  const businessNumber = page.getByLabel('사업자등록번호', { exact: true });
  await businessNumber.fill(BAD_BUSINESS_NUMBER);
  await placeOrder.click();
  await expect(
    page.getByText('올바른 사업자등록번호(000-00-00000)를 입력해 주세요').first(),
  ).toBeVisible();
  await expect(businessNumber).toHaveAttribute('aria-invalid', 'true');
  await shot(page, 'checkout-ko-error');

  await businessNumber.fill(BUSINESS_NUMBER);
  const order = page.waitForRequest(
    (request) =>
      request.url().endsWith('/api/orders/guest-checkout') && request.method() === 'POST',
  );
  await placeOrder.click();
  expect((await order).postDataJSON()).toMatchObject({
    delivery_date: chosenDate,
    cash_receipt: { purpose: 'expense_proof', identifier: '2208162517' },
    depositor_name: '김민지',
  });
  await expect(page).toHaveURL(/\/ko\/order-success\?order=/);
  await expect(page.getByTestId('order-number')).toHaveText(/^\d{8}-\d{4}$/);
  await shot(page, 'checkout-ko-done');
});

test('a guest orders for someone else in Korean, and the packing slip and the waybill carry who, where and how to get in', async ({
  page,
  request,
}) => {
  await addFirstShopProductToCart(page);
  await page.goto('/ko/checkoutpage');
  const placeOrder = page.getByRole('button', { name: /^주문하기 \(/ });
  await waitUntilHydrated(placeOrder);

  // 주문자: the guest.
  await page.getByLabel('성', { exact: true }).fill('김');
  await page.getByLabel('이름', { exact: true }).fill('민지');
  await page.getByLabel('전화번호', { exact: true }).fill(uniquePhone());
  await page
    .getByLabel('이메일', { exact: true })
    .fill(`guest-gift-${test.info().project.name}-${Date.now()}@example.kr`);
  // 배송지 in Korean order: 우편번호, 주소, 상세주소.
  await page.getByLabel('우편번호', { exact: true }).fill('05551');
  await page.getByLabel('도로명 주소', { exact: true }).fill('올림픽로 300');
  await page.getByLabel(/^상세주소/).fill('101동 1203호');
  await page.getByLabel('시/군/구', { exact: true }).fill('송파구');
  // 받는 분: someone else.
  const same = page.getByRole('checkbox', { name: '주문자와 같음' });
  await expect(same).toBeChecked();
  await same.uncheck();
  await page.getByLabel('받는 분 이름', { exact: true }).fill('박서준');
  await page.getByLabel('받는 분 전화번호', { exact: true }).fill('010-5555-6666');
  // 배송 요청사항: the security office, and the entrance code (asked for once chosen).
  await page.getByRole('radio', { name: '경비실' }).check();
  await page.getByRole('radio', { name: '공동현관 비밀번호' }).check();
  await page.getByLabel(/^배송 메모/).fill('벨 누르지 말아 주세요');
  await page.getByLabel('결제 방법').selectOption('cash');
  await chooseFirstFreeDay(page);
  await agreeToPrivacy(page);
  await placeOrder.click();
  await expect(page.getByText('공동현관 비밀번호를 입력해 주세요').first()).toBeVisible();
  await page.getByLabel('비밀번호', { exact: true }).fill('#1234*');
  await shot(page, 'checkout-ko-recipient', { fullPage: true });

  const sent = page.waitForRequest(
    (r) => r.url().endsWith('/api/orders/guest-checkout') && r.method() === 'POST',
  );
  await placeOrder.click();
  expect((await sent).postDataJSON()).toMatchObject({
    privacy_consent: true,
    first_name: '민지',
    last_name: '김',
    address: { postal_code: '05551', street: '올림픽로 300', address_detail: '101동 1203호' },
    recipient: { name: '박서준', phone: '010-5555-6666' },
    delivery_request: {
      place: 'security_office',
      entrance: { kind: 'code', code: '#1234*' },
      note: '벨 누르지 말아 주세요',
    },
  });
  await expect(page).toHaveURL(/\/ko\/order-success\?order=/);
  const orderId = new URL(page.url()).searchParams.get('order') ?? '';
  const orderNumber = (await page.getByTestId('order-number').textContent()) ?? '';

  // The team confirms it; the day's picking list prints its packing slip.
  const admin = await adminHeaders(request);
  const order = (await (
    await request.get(`/api/admin/orders/${orderId}`, { headers: admin })
  ).json()) as { delivery_date: string };
  await takeOrderActions(request, orderId, [{ action: 'confirm' }]);
  await signInToBackOffice(page, `/ko/admin/picking-list?date=${order.delivery_date}`);
  const slip = page.getByRole('region', { name: `포장 명세서 ${orderNumber}` });
  const to = slip.getByTestId('slip-recipient');
  await expect(to).toContainText('받는 분: 박서준');
  await expect(to).toContainText('(05551) 올림픽로 300 101동 1203호');
  await expect(to).toContainText('010-5555-6666');
  await expect(to).toContainText(
    '배송 요청사항: 경비실 · 공동현관 비밀번호 #1234* · 벨 누르지 말아 주세요',
  );
  await expect(slip).toContainText('주문자: 김민지');
  await shot(slip, 'checkout-ko-packing-slip');

  // The packing screen: the box goes out as ordered, and the day's CJ대한통운 sheet, downloaded
  // from the couriers' panel, has its row for the recipient, not the orderer.
  await page.goto(`/ko/admin/packing?date=${order.delivery_date}`);
  const card = page.getByRole('article', { name: orderNumber });
  const packed = card.getByRole('button', { name: '포장 완료' });
  await waitUntilHydrated(packed);
  await packed.click();
  await expect(packed).toBeHidden();
  await expect(card.getByText('포장 완료', { exact: true })).toBeVisible();
  const sheets = page.getByRole('region', { name: '택배사 일괄 파일' });
  await expect(sheets.getByLabel('택배사')).toHaveValue('cj');
  await sheets.getByLabel('파일 형식').selectOption('csv');
  const downloading = page.waitForEvent('download');
  await sheets.getByRole('button', { name: '송장 파일 받기' }).click();
  const cjSheet = parseCsv(await readFile((await (await downloading).path()) ?? '', 'utf8'));
  expect(cjSheet[0]).toEqual(expect.arrayContaining(['받는분성명', '받는분주소(전체, 분할)']));
  const cj = rowOf(cjSheet, orderNumber);
  expect(cj['받는분성명']).toBe('박서준');
  expect(cj['받는분전화번호']).toBe('010-5555-6666');
  expect(cj['받는분우편번호']).toBe('05551');
  expect(cj['받는분주소(전체, 분할)']).toBe('올림픽로 300 101동 1203호');
  expect(cj['배송메세지1']).toContain('공동현관 비밀번호 #1234*');
  await shot(page, 'checkout-ko-courier-sheets', { fullPage: true });

  // 우체국's sheet, asked of the API, keeps 상세주소 in a column of its own.
  const epost = await request.get(
    `/api/admin/orders/waybills?date=${order.delivery_date}&courier=epost&format=csv`,
    { headers: admin },
  );
  expect(epost.ok(), await epost.text()).toBe(true);
  const post = rowOf(parseCsv(await epost.text()), orderNumber);
  expect(post['수취인명']).toBe('박서준');
  expect(post['수취인주소']).toBe('올림픽로 300');
  expect(post['수취인상세주소']).toBe('101동 1203호');
  expect(post['발송메세지']).toContain('공동현관 비밀번호 #1234*');
  expect(post['발송메세지']).toContain('벨 누르지 말아 주세요');
});
