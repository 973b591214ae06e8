import { adminHeaders } from './back-office';
import { expect, shopProducts, test, waitUntilHydrated } from './helpers';

// One source for the shop's hours and return terms: the shop team changes the settings through
// the admin API and every page that states them follows (docs/decisions/0020).

test('the hours and return terms the shop team saves show on every page that states them', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request);
  const original = (await (await request.get('/api/admin/settings', { headers })).json()) as Record<
    string,
    unknown
  >;
  const opening = `Tue-Sun 08:30-21:30 (${test.info().project.name})`;
  const support = 'Weekdays 09:00-18:00';
  const withdrawal = 'You may withdraw within 10 days of receiving an item, for any reason.';
  const saved = await request.put('/api/admin/settings', {
    headers,
    data: {
      ...original,
      opening_hours: opening,
      support_hours: support,
      return_policy: {
        title: 'Return Policy',
        effective_date: '2026-11-24',
        sections: [
          { heading: 'Change of mind', body: withdrawal },
          { heading: 'Fresh food', body: 'Fresh food cannot be returned for a change of mind.' },
        ],
      },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  try {
    const products = await shopProducts(request);
    await page.goto(`/product/${products[0]!._id}`);
    const refundTab = page.getByRole('tab', { name: 'Product Refund Policy' });
    await waitUntilHydrated(refundTab);
    await refundTab.click();
    await expect(page.getByRole('tabpanel')).toContainText(withdrawal);
    await expect(page.getByRole('tabpanel')).not.toContainText('3 days');
    await expect(page.locator('footer')).toContainText(opening);

    await page.goto('/return-policy');
    await expect(page.getByRole('main')).toContainText(withdrawal);

    await page.goto('/about');
    await expect(page.getByTestId('about-opening-hours')).toHaveText(opening);
    await expect(page.getByTestId('about-support-hours')).toHaveText(support);
    await expect(page.getByRole('main')).not.toContainText('Mon-Sat');

    await page.goto('/');
    const blurbs = page.getByRole('list', { name: 'Why shop with us' });
    await expect(blurbs).toContainText(support);
    await expect(blurbs).not.toContainText('24/7');

    await page.goto('/contact');
    await expect(page.getByRole('main')).toContainText(opening);
    await expect(page.getByRole('main')).toContainText(support);
  } finally {
    await request.put('/api/admin/settings', { headers, data: original });
  }
});

test('the Korean pages show the Korean policies, the English pages the English ones', async ({
  page,
}) => {
  await page.goto('/ko/return-policy');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('교환·반품 안내');
  await expect(main).toContainText('전자상거래법 제17조 제2항');
  await expect(main).toContainText('누락 상품은 배송된 날로부터 1일 뒤 자정까지');
  await expect(main).toContainText('2026년 11월 24일');
  await expect(main).not.toContainText('Change of mind');

  await page.goto('/ko/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('개인정보처리방침');
  await expect(main).toContainText('웹사이트 방문 기록: 3개월');
  await expect(main).not.toContainText('What we collect');

  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect(main).toContainText('What we collect');
  await expect(main).not.toContainText('수집하는 개인정보');
});
