import { readFile } from 'node:fs/promises';
import {
  expect,
  newShopperLoggedInKorean,
  readEmailTo,
  submitLogIn,
  shot,
  test,
  uniqueEmail,
} from './helpers';

// 회원 탈퇴 in Korean: the shopper downloads their data, is refused a wrong password, deletes the
// account, gets the email, can no longer sign in, and signs up again with the same email.

const PASSWORD = 'leaving-pass-2026';

test('a shopper downloads their data and deletes their account, in Korean', async ({
  page,
  expectFailedRequest,
}) => {
  const email = uniqueEmail('leaving');
  await newShopperLoggedInKorean(page, email, PASSWORD);
  const profile = page.locator('header').getByRole('button', { name: '프로필' });

  await page.goto('/ko/my-data');
  await expect(page.getByRole('heading', { level: 1, name: '개인정보 관리' })).toBeVisible();

  // 열람: the whole of it, as one file.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '내 정보 내려받기' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^jangbogi-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    profile: { email: string };
  };
  expect(data.profile.email).toBe(email);

  // What happens is said before the password is asked.
  await expect(page.getByText(/계정과 분리해 보관한 뒤 익명으로 처리합니다/)).toBeVisible();
  expectFailedRequest(400, '/api/users/me');
  const password = page.getByLabel('현재 비밀번호');
  await password.fill('not-my-password');
  await page.getByRole('checkbox', { name: /되살릴 수 없다는 점을 확인했습니다/ }).check();
  await page.getByRole('button', { name: '회원 탈퇴' }).click();
  await expect(page.getByText('비밀번호가 올바르지 않습니다.')).toBeVisible();
  await shot(page, '90-my-data-ko');

  await password.fill(PASSWORD);
  await page.getByRole('button', { name: '회원 탈퇴' }).click();
  await expect(
    page.getByText('회원 탈퇴가 완료되었습니다.', { exact: false }).first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/ko\/?$/);
  await expect(profile).toBeHidden();

  const mail = await readEmailTo(email, 20_000, '회원 탈퇴');
  expect(mail).toContain('이 이메일 주소로 새로 가입하실 수 있습니다');

  // Signing in fails now.
  expectFailedRequest(401, '/api/users/login');
  await page.goto('/ko/login');
  await submitLogIn(page, email, PASSWORD, 'ko');
  await expect(page.getByText('이메일 또는 비밀번호가 올바르지 않습니다.').first()).toBeVisible();

  // The same email signs up again, as a new account.
  await page.goto('/ko/register');
  await page.getByLabel('이름', { exact: true }).fill('민지');
  await page.getByLabel('성', { exact: true }).fill('김');
  await page.getByRole('textbox', { name: '이메일' }).fill(email);
  await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
  await page.getByLabel('전화번호').fill('010-2345-6789');
  await page.getByRole('checkbox', { name: '만 14세 이상입니다' }).check();
  await page.getByRole('button', { name: '회원가입', exact: true }).click();
  await expect(
    page.getByText('회원가입이 완료되었습니다!', { exact: false }).first(),
  ).toBeVisible();
});
