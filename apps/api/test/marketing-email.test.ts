import { describe, expect, it } from 'vitest';
import { marketingEmail, marketingMayBeSentAt } from '../src/domain/email/marketing.ts';

const content = {
  kind: 'newsletter',
  subject: '이번 주 제철 과일',
  text: '딸기가 들어왔습니다.',
  html: '<p>딸기가 들어왔습니다.</p>',
};
const URL = 'https://jangbogi.kr/unsubscribe?token=abc&x=1';

describe('a marketing email', () => {
  it('goes to no one who did not agree', () => {
    const recipient = { email: 'a@example.kr', marketingConsentAt: null, language: 'ko' as const };
    expect(marketingEmail(recipient, content, URL)).toBeNull();
  });

  it('leads its subject with (광고) and carries the unsubscribe link, in the body and the headers', () => {
    const email = marketingEmail(
      { email: 'a@example.kr', marketingConsentAt: new Date(), language: 'ko' },
      content,
      URL,
    );
    expect(email?.subject).toBe('(광고) 이번 주 제철 과일');
    expect(email?.text).toContain(`수신거부: ${URL}`);
    expect(email?.html).toContain('href="https://jangbogi.kr/unsubscribe?token=abc&#38;x=1"');
    expect(email?.headers).toEqual({
      'List-Unsubscribe': `<${URL}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const english = marketingEmail(
      { email: 'a@example.kr', marketingConsentAt: new Date(), language: 'en' },
      { ...content, subject: '(광고) Strawberries are in' },
      URL,
    );
    expect(english?.subject).toBe('(광고) Strawberries are in');
    expect(english?.text).toContain(`unsubscribe: ${URL}`);
  });

  it('waits out the night hours in Korea (21:00 to 08:00)', () => {
    expect(marketingMayBeSentAt(new Date('2026-11-27T11:59:00Z'))).toBe(true); // 20:59 KST
    expect(marketingMayBeSentAt(new Date('2026-11-27T12:00:00Z'))).toBe(false); // 21:00 KST
    expect(marketingMayBeSentAt(new Date('2026-11-27T22:59:00Z'))).toBe(false); // 07:59 KST
    expect(marketingMayBeSentAt(new Date('2026-11-27T23:00:00Z'))).toBe(true); // 08:00 KST
  });
});
