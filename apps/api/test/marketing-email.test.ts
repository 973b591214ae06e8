// Marketing emails (광고성 정보): only to a shopper who agreed, "(광고)" leading the subject, outside
// the night hours, and an unsubscribe link that ends the consent in one click, on the page in the
// body or by the mail client's one-click POST, without signing in.
import { describe, expect, it } from 'vitest';
import { marketingUnsubscribeLinks } from '../src/domain/accounts/marketing-consent.ts';
import { marketingEmail, marketingMayBeSentAt } from '../src/domain/email/marketing.ts';
import { signAlertLink } from '../src/domain/stock-alerts/alert-links.ts';
import { alertLinkSettings } from '../src/http/alert-link-settings.ts';
import { useTestApp } from './helpers/app.ts';
import { createUser } from './helpers/factories.ts';

const content = {
  kind: 'newsletter',
  subject: '이번 주 제철 과일',
  text: '딸기가 들어왔습니다.',
  html: '<p>딸기가 들어왔습니다.</p>',
};
const LINKS = {
  page: 'https://jangbogi.kr/ko/marketing/unsubscribe/abc?x=1&y=2',
  endpoint: 'https://jangbogi.kr/api/marketing/unsubscribe/abc',
};

describe('a marketing email', () => {
  it('goes to no one who did not agree', () => {
    const recipient = { email: 'a@example.kr', marketingConsentAt: null, language: 'ko' as const };
    expect(marketingEmail(recipient, content, LINKS)).toBeNull();
  });

  it('leads its subject with (광고) and carries the unsubscribe page in the body and the endpoint in the headers', () => {
    const email = marketingEmail(
      { email: 'a@example.kr', marketingConsentAt: new Date(), language: 'ko' },
      content,
      LINKS,
    );
    expect(email?.subject).toBe('(광고) 이번 주 제철 과일');
    expect(email?.text).toContain(`수신거부: ${LINKS.page}`);
    expect(email?.html).toContain(
      'href="https://jangbogi.kr/ko/marketing/unsubscribe/abc?x=1&amp;y=2"',
    );
    expect(email?.headers).toEqual({
      'List-Unsubscribe': `<${LINKS.endpoint}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const english = marketingEmail(
      { email: 'a@example.kr', marketingConsentAt: new Date(), language: 'en' },
      { ...content, subject: '(광고) Strawberries are in' },
      LINKS,
    );
    expect(english?.subject).toBe('(광고) Strawberries are in');
    expect(english?.text).toContain(`unsubscribe: ${LINKS.page}`);
  });

  it('waits out the night hours in Korea (21:00 to 08:00)', () => {
    expect(marketingMayBeSentAt(new Date('2026-11-27T11:59:00Z'))).toBe(true); // 20:59 KST
    expect(marketingMayBeSentAt(new Date('2026-11-27T12:00:00Z'))).toBe(false); // 21:00 KST
    expect(marketingMayBeSentAt(new Date('2026-11-27T22:59:00Z'))).toBe(false); // 07:59 KST
    expect(marketingMayBeSentAt(new Date('2026-11-27T23:00:00Z'))).toBe(true); // 08:00 KST
  });
});

describe('the unsubscribe link of a marketing email', () => {
  const ctx = useTestApp();
  const SHOP_URL = 'https://shop.example';
  const linksFor = (email: string, language: 'en' | 'ko') =>
    marketingUnsubscribeLinks(
      { ...alertLinkSettings(ctx.app), publicUrl: SHOP_URL },
      email,
      language,
    );
  const tokenOf = (url: string) => url.split('/').at(-1)!;
  const consentOf = async (id: string) =>
    (await ctx.db.user.findUniqueOrThrow({ where: { id }, select: { marketingConsentAt: true } }))
      .marketingConsentAt;

  it('ends the consent in one click from the page, in the shopper language, and again harmlessly', async () => {
    const user = await createUser(ctx.db);
    await ctx.db.user.update({ where: { id: user.id }, data: { marketingConsentAt: new Date() } });
    const links = linksFor(user.email, 'ko');
    expect(links.page).toBe(`${SHOP_URL}/ko/marketing/unsubscribe/${tokenOf(links.page)}`);

    const followed = await ctx.app.inject({
      method: 'POST',
      url: `/api/marketing/unsubscribe/${tokenOf(links.page)}`,
      headers: { 'accept-language': 'ko' },
    });
    expect(followed.statusCode).toBe(200);
    expect(followed.json()).toEqual({
      email: user.email,
      message: `수신 거부되었습니다. ${user.email} 주소로 더 이상 광고성 정보를 보내지 않습니다.`,
    });
    expect(await consentOf(user.id)).toBeNull();
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/marketing/unsubscribe/${tokenOf(links.page)}`,
    });
    expect(again.json<{ message: string }>().message).toBe(
      `You are unsubscribed: ${user.email} gets no more marketing emails from us.`,
    );
  });

  it("takes a mail client's one-click POST (RFC 8058) on the header's endpoint", async () => {
    const user = await createUser(ctx.db);
    await ctx.db.user.update({ where: { id: user.id }, data: { marketingConsentAt: new Date() } });
    const links = linksFor(user.email, 'en');
    const response = await ctx.app.inject({
      method: 'POST',
      url: new URL(links.endpoint).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(await consentOf(user.id)).toBeNull();
  });

  it('refuses a forged link, or a back-in-stock link turned into a marketing one, and changes nothing', async () => {
    const user = await createUser(ctx.db);
    await ctx.db.user.update({ where: { id: user.id }, data: { marketingConsentAt: new Date() } });
    const alertToken = signAlertLink(alertLinkSettings(ctx.app).secret, 'unsubscribe', user.email);
    const forged = `${Buffer.from(JSON.stringify({ p: 'unsubscribe', e: user.email })).toString('base64url')}.AAAA`;
    for (const token of [alertToken, forged]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/marketing/unsubscribe/${token}`,
        headers: { 'accept-language': 'ko' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'INVALID_MARKETING_LINK',
        message: '수신 거부 링크가 올바르지 않습니다.',
      });
    }
    expect(await consentOf(user.id)).not.toBeNull();
  });
});
