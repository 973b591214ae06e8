import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adminSession } from './helpers/admin.ts';
import { useTestApp } from './helpers/app.ts';

// The first seeded return policy, which refused every change-of-mind return.
const FIRST_RETURN_POLICY = {
  title: 'Return Policy',
  effective_date: '2025-07-23',
  sections: [
    {
      heading: 'Cancellation',
      body: 'An order can be cancelled while it is pending within 24 hours of payment, when delivery is delayed by more than 10 days, or when an item is out of stock.',
    },
    {
      heading: 'Returns',
      body: 'Returns are accepted only for a wrong or defective item, requested within 3 days of receipt with photos of the item and its packaging.',
    },
    { heading: 'Missing items', body: 'A missing item must be reported within 1 day of delivery.' },
    {
      heading: 'Not returnable',
      body: 'Change of mind, shoes, bags and accessories, items damaged by the customer, and returns sent without our approval.',
    },
  ],
};

const statements = (sql: string) =>
  sql
    .replace(/^--.*$/gm, '')
    .split(';')
    .map((statement) => statement.trim())
    .filter(Boolean);

const migration = readFileSync(
  new URL(
    '../../../prisma/migrations/20261123210000_one_source_for_shop_policies/migration.sql',
    import.meta.url,
  ),
  'utf8',
);

describe('one source for the shop policies', () => {
  const ctx = useTestApp();

  it('replaces the first seeded return policy with the 7-day withdrawal one, keeping an edited one', async () => {
    await ctx.db.shopSetting.deleteMany();
    await ctx.db.shopSetting.createMany({
      data: [
        { key: 'return_policy', value: FIRST_RETURN_POLICY },
        { key: 'refund_policy', value: FIRST_RETURN_POLICY },
      ],
    });
    for (const statement of statements(migration)) await ctx.db.$executeRawUnsafe(statement);
    expect(await ctx.db.shopSetting.count()).toBe(0);
    const settings = (await ctx.app.inject({ method: 'GET', url: '/api/settings' })).json();
    expect(settings).not.toHaveProperty('refund_policy');
    const text = JSON.stringify(settings.return_policy);
    expect(text).toContain('within 7 days of receiving it');
    expect(text).toContain('Fresh, chilled and frozen food');

    const edited = { ...FIRST_RETURN_POLICY, title: 'Our return rules' };
    await ctx.db.shopSetting.create({ data: { key: 'return_policy', value: edited } });
    for (const statement of statements(migration)) await ctx.db.$executeRawUnsafe(statement);
    expect(await ctx.db.shopSetting.count()).toBe(1);
  });

  it('serves the hours and policy the shop team saves to every storefront reader', async () => {
    const admin = (await adminSession(ctx.app, ctx.db)).headers;
    const current = (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin })
    ).json();
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin,
      payload: {
        ...current,
        opening_hours: 'Tue-Sun 08:30-21:30',
        support_hours: 'Weekdays 09:00-18:00',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/settings' })).json()).toMatchObject({
      opening_hours: 'Tue-Sun 08:30-21:30',
      support_hours: 'Weekdays 09:00-18:00',
    });
  });

  it('refuses an account number that is not digits and hyphens, with a readable message', async () => {
    const admin = (await adminSession(ctx.app, ctx.db)).headers;
    const current = (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin })
    ).json();
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin,
      payload: { ...current, account_number: 'call us' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fieldErrors.account_number).toEqual([
      'Use 10 to 16 digits with hyphens between groups, e.g. 437801-01-284915',
    ]);
  });

  it('keeps each policy in both languages, the Korean ones seeded with the same rules', async () => {
    await ctx.db.shopSetting.deleteMany();
    // A shop whose English policies were stored before the Korean keys existed.
    const edited = { ...FIRST_RETURN_POLICY, title: 'Our return rules' };
    await ctx.db.shopSetting.create({ data: { key: 'return_policy', value: edited } });
    const settings = (await ctx.app.inject({ method: 'GET', url: '/api/settings' })).json();
    expect(settings.return_policy).toEqual(edited);
    expect(settings.privacy_policy.title).toBe('Privacy Policy');
    expect(settings.privacy_policy_ko.title).toBe('개인정보처리방침');
    expect(JSON.stringify(settings.privacy_policy_ko)).toContain('웹사이트 방문 기록: 3개월');
    const korean = JSON.stringify(settings.return_policy_ko);
    expect(korean).toContain('전자상거래법 제17조 제2항');
    expect(korean).toContain('7일 안에는 이유와 관계없이');
    expect(korean).toContain('오배송·불량 상품은 배송된 날로부터 3일 뒤 자정까지');
    expect(korean).toContain('누락 상품은 배송된 날로부터 1일 뒤 자정까지');
    expect(korean).toContain('사진');

    const admin = (await adminSession(ctx.app, ctx.db)).headers;
    const koreanPolicy = { ...settings.return_policy_ko, title: '반품 규정' };
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin,
      // What the back office sends: the public answer's own keys (toss_client_key) left out.
      payload: { ...settings, toss_client_key: undefined, return_policy_ko: koreanPolicy },
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = (await ctx.app.inject({ method: 'GET', url: '/api/settings' })).json();
    expect(saved.return_policy_ko.title).toBe('반품 규정');
    expect(saved.return_policy).toEqual(edited);
    const rows = await ctx.db.shopSetting.findMany({ where: { key: { endsWith: '_policy_ko' } } });
    expect(rows.map((row) => row.key).sort()).toEqual(['privacy_policy_ko', 'return_policy_ko']);
  });

  it('states the return request windows in the English default too', async () => {
    await ctx.db.shopSetting.deleteMany();
    const settings = (await ctx.app.inject({ method: 'GET', url: '/api/settings' })).json();
    const english = JSON.stringify(settings.return_policy);
    expect(english).toContain(
      'until midnight Korean time 3 days after the day of delivery for a wrong or defective item, and 1 day after it for a missing item',
    );
    expect(english).toContain('Fresh, chilled and frozen food');
    // Never "at any time": a defective item is asked for online within the window.
    expect(english).not.toMatch(/can always be returned/);
    expect(english).toContain('request a return online within 3 days of delivery');
  });

  it('promises the delivery the delivery settings offer, in both languages', async () => {
    await ctx.db.shopSetting.deleteMany();
    type Policy = { sections: { heading: string; body: string }[] };
    type Settings = Record<string, unknown> & {
      return_policy: Policy;
      return_policy_ko: Policy;
      delivery: object;
    };
    const read = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/settings' })).json<Settings>();
    const before = await read();
    const deliverySection = (policy: Policy) => policy.sections[0]?.body;
    expect(JSON.stringify(before)).not.toContain('{delivery_promise}');
    expect(JSON.stringify(before)).not.toMatch(/3-5 business days|3~5일/);
    expect(deliverySection(before.return_policy)).toContain(
      'Order before 3:00 PM (Korean time) and it can arrive the next day',
    );
    expect(deliverySection(before.return_policy)).toContain('We do not deliver on Sundays');
    expect(deliverySection(before.return_policy_ko)).toContain(
      '오후 3시(한국 시간) 전에 주문하시면',
    );

    const admin = (await adminSession(ctx.app, ctx.db)).headers;
    const stored = (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin })
    ).json();
    expect(deliverySection(stored.return_policy)).toBe('{delivery_promise}');
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin,
      payload: {
        ...stored,
        delivery: { ...stored.delivery, cutoff_time: '11:00', closed_weekdays: [0, 6] },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await read();
    expect(deliverySection(after.return_policy)).toContain('Order before 11:00 AM');
    expect(deliverySection(after.return_policy)).toContain('Sundays, Saturdays or public holidays');
    expect(deliverySection(after.return_policy_ko)).toContain('일요일·토요일과 공휴일');
  });
});
