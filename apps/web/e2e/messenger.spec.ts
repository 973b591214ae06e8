import { adminHeaders, signInToBackOffice } from './back-office';
import type { Page } from '@playwright/test';
import { expect, shot, test, waitUntilHydrated } from './helpers';

/** No text a shopper reads and no link names WhatsApp (the page's data may still carry the key). */
async function expectNoWhatsApp(page: Page) {
  await expect(page.getByText(/whatsapp/i)).toHaveCount(0);
  await expect(page.getByRole('link', { name: /whatsapp/i })).toHaveCount(0);
  await expect(page.locator('a[href*="wa.me"]')).toHaveCount(0);
}

// The shop's messenger: the team switches from WhatsApp to its KakaoTalk channel in the Korean
// back office (a non-channel address is refused), and from then on the floating button, the
// transfer note's link and the policies name KakaoTalk, with no WhatsApp left on the pages, in
// Korean and in English.

test('a shop on KakaoTalk names its channel and never WhatsApp, in Korean and in English', async ({
  page,
  request,
  expectFailedRequest,
}) => {
  // Two languages of storefront pages after a back-office save: longer than one journey step.
  test.setTimeout(180_000);
  const headers = await adminHeaders(request);
  const original = (await (await request.get('/api/admin/settings', { headers })).json()) as Record<
    string,
    unknown
  >;
  try {
    await signInToBackOffice(page, '/ko/admin/settings');
    const kakao = page.getByRole('radio', { name: '카카오톡 채널' });
    await waitUntilHydrated(kakao);
    await kakao.check();
    const address = page.getByLabel('카카오톡 채널 주소 (https://pf.kakao.com/_...)');
    await address.fill('https://open.kakao.com/o/abc');
    expectFailedRequest(400, '/api/admin/settings');
    await page.getByRole('button', { name: '설정 저장' }).click();
    await expect(page.getByText('고칠 항목이 있습니다')).toBeVisible();
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(address).toHaveAccessibleDescription(/카카오톡 채널/);
    await address.fill('https://pf.kakao.com/_xmaBxj');
    await page.getByRole('button', { name: '설정 저장' }).click();
    await expect(page.getByText('설정을 저장했습니다.')).toBeVisible();
    await shot(page, 'messenger-settings-ko', { fullPage: false });

    for (const [path, name] of [
      ['/ko', '카카오톡'],
      ['/', 'KakaoTalk'],
    ] as const) {
      await page.goto(path);
      const button = page.locator('a[data-messenger]');
      await expect(button).toHaveAttribute('data-messenger', 'kakao');
      await expect(button).toHaveAttribute('href', 'https://pf.kakao.com/_xmaBxj');
      await expect(button).toContainText(name);
      await expectNoWhatsApp(page);
      await shot(page, `messenger-home-${path === '/' ? 'en' : 'ko'}`);

      const policy = path === '/' ? '/return-policy' : '/ko/return-policy';
      await page.goto(policy);
      await expect(page.getByRole('main')).toContainText(
        path === '/' ? 'KakaoTalk channel' : '카카오톡 채널',
      );
      await expectNoWhatsApp(page);

      await page.goto(path === '/' ? '/contact' : '/ko/contact');
      await expect(page.getByRole('main')).toContainText('pf.kakao.com/_xmaBxj');
      await expectNoWhatsApp(page);
    }
  } finally {
    await request.put('/api/admin/settings', { headers, data: original });
  }
});
