// The shop's messenger: WhatsApp by default, or a KakaoTalk channel the team chooses. A shop on
// KakaoTalk names no WhatsApp in anything shoppers read from the settings, policies included.
import type { ShopSettings } from '@jangbogi/contracts/settings';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '../src/domain/settings/default-settings.ts';
import { adminSession } from './helpers/admin.ts';
import { useTestApp } from './helpers/app.ts';

const migration = readFileSync(
  new URL(
    '../../../prisma/migrations/20261127040000_tax_types_and_messenger/migration.sql',
    import.meta.url,
  ),
  'utf8',
);
const policyStatements = migration
  .split(';')
  .map((statement) => statement.replace(/^--.*$/gm, '').trim())
  .filter((statement) => statement.startsWith('UPDATE "shop_settings"'));

describe('the shop messenger', () => {
  const ctx = useTestApp();
  const settings = async () =>
    (await ctx.app.inject({ url: '/api/settings' })).json<ShopSettings>();
  const save = async (body: object, language = 'en') => {
    const admin = await adminSession(ctx.app, ctx.db);
    // As the back office edits them: the policies with their {names}, not filled in.
    const stored = (
      await ctx.app.inject({ url: '/api/admin/settings', headers: admin.headers })
    ).json();
    return ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { ...admin.headers, 'accept-language': language },
      payload: { ...stored, ...body },
    });
  };

  it('is WhatsApp by default, its link made from the WhatsApp number', async () => {
    const shop = await settings();
    expect(shop.messenger).toEqual({ kind: 'whatsapp', url: 'https://wa.me/821058214470' });
    expect(JSON.stringify(shop.return_policy)).toContain('phone, email or WhatsApp');
    expect(JSON.stringify(shop.return_policy_ko)).toContain('전화, 이메일, WhatsApp 중');
    // A changed number moves the link with it, whatever address the form sent.
    const res = await save({
      whatsapp: '+82 10-1111-2222',
      messenger: { kind: 'whatsapp', url: 'https://example.com/x' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await settings()).messenger.url).toBe('https://wa.me/821011112222');
  });

  it('refuses a KakaoTalk channel address that is not pf.kakao.com, in both languages', async () => {
    for (const url of ['https://example.com/_abc', 'http://pf.kakao.com/_abc', 'javascript:1']) {
      const res = await save({ messenger: { kind: 'kakao', url } });
      expect(res.statusCode).toBe(400);
      expect(res.json().details.fieldErrors['messenger.url']).toEqual([
        'Use the channel address from KakaoTalk Channel, e.g. https://pf.kakao.com/_xmaBxj',
      ]);
    }
    const korean = await save({ messenger: { kind: 'kakao', url: 'https://kakao.com' } }, 'ko');
    expect(korean.json().details.fieldErrors['messenger.url'][0]).toContain('카카오톡 채널');
  });

  it('names KakaoTalk and never WhatsApp once the shop chooses its channel', async () => {
    const res = await save({ messenger: { kind: 'kakao', url: 'https://pf.kakao.com/_xmaBxj' } });
    expect(res.statusCode, res.body).toBe(200);
    const shop = await settings();
    expect(shop.messenger).toEqual({ kind: 'kakao', url: 'https://pf.kakao.com/_xmaBxj' });
    const shown = JSON.stringify([
      shop.return_policy,
      shop.return_policy_ko,
      shop.privacy_policy,
      shop.privacy_policy_ko,
      shop.free_shipping_notice,
    ]);
    expect(shown).not.toMatch(/whatsapp|wa\.me/i);
    expect(shown).toContain('phone, email or KakaoTalk channel');
    expect(shown).toContain('전화, 이메일, 카카오톡 채널 중');
  });

  it('rewrites the stored return policies that named WhatsApp to name the chosen messenger', async () => {
    const named = (text: string) => ({
      ...DEFAULT_SHOP_SETTINGS.return_policy,
      sections: [{ heading: 'Returns', body: text }],
    });
    await ctx.db.shopSetting.deleteMany({ where: { key: { startsWith: 'return_policy' } } });
    await ctx.db.shopSetting.createMany({
      data: [
        {
          key: 'return_policy',
          value: named('Contact customer service by phone, email or WhatsApp and we arrange it.'),
        },
        {
          key: 'return_policy_ko',
          value: named(
            '전화, 이메일 또는 WhatsApp으로 고객센터에 연락 주시면 회수를 접수해 드립니다.',
          ),
        },
      ],
    });
    expect(policyStatements).toHaveLength(2);
    for (const statement of policyStatements) await ctx.db.$executeRawUnsafe(statement);
    await save({ messenger: { kind: 'kakao', url: 'https://pf.kakao.com/_xmaBxj' } });
    const shop = await settings();
    expect(shop.return_policy.sections[0]?.body).toBe(
      'Contact customer service by phone, email or KakaoTalk channel and we arrange it.',
    );
    expect(shop.return_policy_ko.sections[0]?.body).toBe(
      '전화, 이메일, 카카오톡 채널 중 편하신 방법으로 고객센터에 연락 주시면 회수를 접수해 드립니다.',
    );
  });
});
