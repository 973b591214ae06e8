// Everything besides the catalogue that a fresh shop needs: banners, settings, promo codes, a
// demo shopper (never in production: its password is published) and the admin. Each is created only when missing, so re-seeding never undoes
// an edit made in the back office (or a promo's usage count).
import type { Config } from '../../config.ts';
import { ensureShopSettings } from '../../domain/settings/shop-settings.ts';
import { hashPassword } from '../../domain/users/password.ts';
import type { Db } from '../client.ts';
import { bannerSvg, ensureArtwork } from './artwork.ts';

export const DEMO_CUSTOMER = { email: 'demo@jangbogi.kr', password: 'demo-password-2026' } as const;

const BANNERS = [
  {
    title: 'Free delivery over 50,000 won',
    subtitle: 'Fresh groceries to your door across Korea',
    link: '/shop',
  },
  {
    title: 'Kimchi season sale',
    subtitle: 'Up to 20% off kimchi, tofu and side dishes',
    link: '/shop',
  },
  { title: 'Ramyun week', subtitle: 'Stock up on Shin, Jin and Buldak multipacks', link: '/shop' },
];

export async function ensureBanners(db: Db, uploadDir: string): Promise<void> {
  for (const [sortOrder, banner] of BANNERS.entries()) {
    const imageUrl = await ensureArtwork(uploadDir, `banners/banner-${sortOrder + 1}.svg`, () =>
      bannerSvg(banner.title, banner.subtitle, sortOrder * 3),
    );
    const existing = await db.banner.findFirst({
      where: { title: banner.title },
      select: { id: true },
    });
    if (!existing)
      await db.banner.create({
        data: { title: banner.title, imageUrl, linkUrl: banner.link, sortOrder },
      });
  }
}

export async function ensurePromos(db: Db): Promise<void> {
  await db.promo.createMany({
    skipDuplicates: true,
    data: [
      { code: 'WELCOME10', type: 'percent', value: 10, minOrder: 20_000, perCustomerLimit: 1 },
      { code: 'SAVE5000', type: 'flat', value: 5_000, minOrder: 40_000 },
      {
        code: 'KIMCHI15',
        type: 'percent',
        value: 15,
        minOrder: 30_000,
        usageLimit: 100,
        startsAt: new Date('2026-01-01T00:00:00+09:00'),
      },
      {
        code: 'SUMMER2025',
        type: 'percent',
        value: 20,
        minOrder: 0,
        startsAt: new Date('2025-07-01T00:00:00+09:00'),
        endsAt: new Date('2025-08-31T23:59:59+09:00'),
      },
    ],
  });
}

export async function ensureAccounts(
  db: Db,
  config: Pick<Config, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD' | 'NODE_ENV'>,
): Promise<void> {
  const admin = await db.user.findUnique({
    where: { email: config.ADMIN_EMAIL.toLowerCase() },
    select: { id: true },
  });
  if (!admin) {
    await db.user.create({
      data: {
        email: config.ADMIN_EMAIL.toLowerCase(),
        passwordHash: await hashPassword(config.ADMIN_PASSWORD),
        firstName: 'Shop',
        lastName: 'Admin',
        phoneNumber: '02-3144-0415',
        role: 'admin',
        emailVerifiedAt: new Date(),
      },
    });
  }
  if (config.NODE_ENV === 'production') return;
  const demo = await db.user.findUnique({
    where: { email: DEMO_CUSTOMER.email },
    select: { id: true },
  });
  if (demo) return;
  await db.user.create({
    data: {
      email: DEMO_CUSTOMER.email,
      passwordHash: await hashPassword(DEMO_CUSTOMER.password),
      firstName: 'Minji',
      lastName: 'Kim',
      phoneNumber: '010-2345-6789',
      emailVerifiedAt: new Date(),
      addresses: {
        create: [
          {
            fullName: 'Minji Kim',
            street: '15 Teheran-ro 4-gil, Apt 1203',
            city: 'Gangnam-gu',
            state: 'Seoul',
            postalCode: '06234',
            country: 'South Korea',
            phone: '010-2345-6789',
            isDefaultShipping: true,
            isDefaultBilling: true,
          },
          {
            fullName: 'Minji Kim',
            street: '88 Haeundaehaebyeon-ro, Room 502',
            city: 'Haeundae-gu',
            state: 'Busan',
            postalCode: '48094',
            country: 'South Korea',
            phone: '010-2345-6789',
          },
        ],
      },
    },
  });
}

export async function ensureSettings(db: Db): Promise<void> {
  await ensureShopSettings(db);
}
