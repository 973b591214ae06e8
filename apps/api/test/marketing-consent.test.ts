// Marketing consent as the shopper keeps it: given at sign-up or in My Account, taken back there or
// by an email's unsubscribe link. Every change is recorded with its time and where it was made, and
// the shopper is told the result with its date (Information and Communications Network Act art. 50).
import { formatDateTime } from '@jangbogi/contracts/format';
import { describe, expect, it } from 'vitest';
import { marketingUnsubscribeLinks } from '../src/domain/accounts/marketing-consent.ts';
import { alertLinkSettings } from '../src/http/alert-link-settings.ts';
import { useTestApp } from './helpers/app.ts';
import { registerShopper, type Shopper } from './helpers/accounts.ts';

describe('marketing consent', () => {
  const ctx = useTestApp({ RATE_LIMIT_ENABLED: 'false' });

  const setConsent = (shopper: Shopper, agreed: unknown, language: 'en' | 'ko' = 'en') =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: { ...shopper.headers, 'accept-language': language },
      payload: { marketing_consent: agreed },
    });
  const changesOf = (userId: string) =>
    ctx.db.marketingConsentChange.findMany({
      where: { userId },
      orderBy: { changedAt: 'asc' },
      select: { agreed: true, source: true, changedAt: true },
    });
  const noticesTo = (email: string) =>
    ctx.db.emailOutbox.findMany({
      where: { toAddress: email, kind: { startsWith: 'marketing_consent_' } },
      orderBy: { createdAt: 'asc' },
      select: { kind: true, subject: true, textBody: true },
    });

  it('is given and taken back in My Account, each change kept with its time and announced', async () => {
    const shopper = await registerShopper(ctx);
    expect(await changesOf(shopper.id)).toEqual([]);

    const before = Date.now();
    const agreed = await setConsent(shopper, true);
    expect(agreed.statusCode, agreed.body).toBe(200);
    const consentAt = agreed.json<{ marketing_consent_at: string | null }>().marketing_consent_at;
    expect(consentAt).not.toBeNull();
    expect(Date.parse(consentAt ?? '')).toBeGreaterThanOrEqual(before);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: shopper.headers,
    });
    expect(me.json()).toMatchObject({ marketing_consent_at: consentAt });

    // Agreeing again changes nothing: the consent keeps its first time, and nothing is recorded.
    const again = await setConsent(shopper, true);
    expect(again.json()).toMatchObject({ marketing_consent_at: consentAt });

    const withdrawn = await setConsent(shopper, false);
    expect(withdrawn.json()).toMatchObject({ marketing_consent_at: null });
    const changes = await changesOf(shopper.id);
    expect(changes).toEqual([
      { agreed: true, source: 'account', changedAt: new Date(consentAt ?? '') },
      { agreed: false, source: 'account', changedAt: expect.any(Date) },
    ]);
    expect(changes[1]!.changedAt.getTime()).toBeGreaterThanOrEqual(Date.parse(consentAt ?? ''));

    const notices = await noticesTo(shopper.email);
    expect(notices.map((n) => [n.kind, n.subject])).toEqual([
      ['marketing_consent_given', 'Jangbogi: you agreed to marketing emails'],
      ['marketing_consent_withdrawn', 'Jangbogi: you are unsubscribed from marketing emails'],
    ]);
    // The date of the change, in Korea time, and who sends: what the law asks the notice to say.
    // Written as every page writes a moment: `Nov 22nd 2026, 10:31 AM`.
    expect(notices[0]!.textBody).toContain(
      `On ${formatDateTime(consentAt ?? '', 'en')} (Korea time) you agreed`,
    );
    expect(notices[0]!.textBody).toContain('Sender: Jangbogi');

    // The shopper's data download lists the changes too.
    const data = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/me/data',
      headers: shopper.headers,
    });
    expect(data.json<{ consents: unknown }>().consents).toMatchObject({
      marketing_agreed_at: null,
      marketing_changes: [
        { agreed: true, source: 'account', changed_at: consentAt },
        { agreed: false, source: 'account', changed_at: expect.any(String) },
      ],
    });
  });

  it('tells a Korean shopper in Korean, and records a one-click unsubscribe as well', async () => {
    const shopper = await registerShopper(ctx, {}, { 'accept-language': 'ko' });
    expect((await setConsent(shopper, true, 'ko')).statusCode).toBe(200);
    const [given] = await noticesTo(shopper.email);
    expect(given!.subject).toBe('[장보기] 광고성 정보 수신 동의 처리 결과 안내');
    expect(given!.textBody).toMatch(
      /\d{4}년 \d{1,2}월 \d{1,2}일 오[전후] \d{1,2}:\d{2}\(한국 시간\)에 장보기의 광고성 정보\(이메일\) 수신에 동의하신 내용이 처리되었습니다\./,
    );
    expect(given!.textBody).toContain('전송자: 장보기');

    const links = marketingUnsubscribeLinks(alertLinkSettings(ctx.app), shopper.email, 'ko');
    const followed = await ctx.app.inject({
      method: 'POST',
      url: new URL(links.endpoint).pathname,
    });
    expect(followed.statusCode).toBe(200);
    expect((await changesOf(shopper.id)).map((c) => [c.agreed, c.source])).toEqual([
      [true, 'account'],
      [false, 'unsubscribe_link'],
    ]);
    expect((await noticesTo(shopper.email)).map((n) => n.subject)).toEqual([
      '[장보기] 광고성 정보 수신 동의 처리 결과 안내',
      '[장보기] 광고성 정보 수신 거부 처리 결과 안내',
    ]);
  });

  it('records a consent given at sign-up as such', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: {
        firstName: '민지',
        lastName: '김',
        email: `consent-${Date.now()}@example.kr`,
        password: 'correct horse 123',
        phoneNumber: '010-1234-5678',
        age_14_or_over: true,
        marketing_consent: true,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const user = res.json<{ user: { _id: string; marketing_consent_at: string | null } }>().user;
    expect(user.marketing_consent_at).not.toBeNull();
    expect(await changesOf(user._id)).toEqual([
      { agreed: true, source: 'sign_up', changedAt: new Date(user.marketing_consent_at ?? '') },
    ]);
  });

  it('records one change when the switch is sent twice at once', async () => {
    const shopper = await registerShopper(ctx);
    const answers = await Promise.all([setConsent(shopper, true), setConsent(shopper, true)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(await changesOf(shopper.id)).toHaveLength(1);
    expect(await noticesTo(shopper.email)).toHaveLength(1);
  });

  it('refuses anything but true or false, in the shopper language, and needs a shopper', async () => {
    const shopper = await registerShopper(ctx);
    const refused = await setConsent(shopper, 'yes', 'ko');
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('광고성 정보 수신 여부를 선택해 주세요');
    const anonymous = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      payload: { marketing_consent: true },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await changesOf(shopper.id)).toEqual([]);
  });
});
