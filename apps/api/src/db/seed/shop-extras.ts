// Everything besides the catalogue that a fresh shop needs: banners, settings, promo codes, a
// demo shopper (never in production: its password is published) and the admin. Each is created only when missing, so re-seeding never undoes
// an edit made in the back office (or a promo's usage count).
import type { Config } from '../../config.ts';
import { ensureShopSettings } from '../../domain/settings/shop-settings.ts';
import { hashPassword } from '../../domain/accounts/password.ts';
import type { Db } from '../client.ts';
import { bannerSvg, ensureArtwork } from './artwork.ts';

export const DEMO_CUSTOMER = { email: 'demo@jangbogi.kr', password: 'demo-password-2026' } as const;

const BANNERS = [
  {
    title: 'Free delivery over 50,000 won',
    titleKr: '5만원 이상 무료배송',
    subtitle: 'Fresh groceries to your door across Korea',
    subtitleKr: '신선한 장보기를 전국 문 앞까지',
    link: '/shop',
  },
  {
    title: 'Kimchi season sale',
    titleKr: '김장철 김치 할인',
    subtitle: 'Up to 20% off kimchi, tofu and side dishes',
    subtitleKr: '김치, 두부, 반찬 최대 20% 할인',
    link: '/shop',
  },
  {
    title: 'Ramyun week',
    titleKr: '라면 주간',
    subtitle: 'Stock up on Shin, Jin and Buldak multipacks',
    subtitleKr: '신라면, 진라면, 불닭볶음면 멀티팩을 넉넉하게',
    link: '/shop',
  },
];

/**
 * Creates the seeded banners that are missing. One seeded before banners had Korean words (its
 * English drawn into the picture) gets them, and the wordless picture, unless the team changed it.
 */
export async function ensureBanners(db: Db, uploadDir: string): Promise<void> {
  for (const [sortOrder, banner] of BANNERS.entries()) {
    const imageUrl = await ensureArtwork(uploadDir, `banners/plain-${sortOrder + 1}.svg`, () =>
      bannerSvg(sortOrder * 3),
    );
    const words = {
      titleKr: banner.titleKr,
      subtitle: banner.subtitle,
      subtitleKr: banner.subtitleKr,
    };
    const existing = await db.banner.findFirst({
      where: { title: banner.title },
      select: { id: true, imageUrl: true, titleKr: true },
    });
    if (!existing)
      await db.banner.create({
        data: { title: banner.title, ...words, imageUrl, linkUrl: banner.link, sortOrder },
      });
    else if (
      existing.titleKr === null &&
      existing.imageUrl === `/uploads/banners/banner-${sortOrder + 1}.svg`
    )
      await db.banner.update({ where: { id: existing.id }, data: { ...words, imageUrl } });
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
      // The demo shopper is Korean, as the shop's shoppers are: a name and addresses as a
      // Korean address book holds them (road address, then 상세주소).
      firstName: '민지',
      lastName: '김',
      phoneNumber: '010-2345-6789',
      emailVerifiedAt: new Date(),
      addresses: {
        create: [
          {
            fullName: '김민지',
            street: '서울특별시 강남구 테헤란로4길 15',
            addressDetail: '1203호',
            city: '강남구',
            state: '서울특별시',
            postalCode: '06234',
            country: 'South Korea',
            phone: '010-2345-6789',
            isDefaultShipping: true,
            isDefaultBilling: true,
          },
          {
            fullName: '김민지',
            street: '부산광역시 해운대구 해운대해변로 88',
            addressDetail: '502호',
            city: '해운대구',
            state: '부산광역시',
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
