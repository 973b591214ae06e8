import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.ts';
import { adminSession } from './helpers/admin.ts';
import { multipartBody, TINY_PNG, uploadProductImage } from './helpers/multipart.ts';
import {
  createOrder,
  createProduct,
  createPromo,
  createSubcategory,
  usePromo,
} from './helpers/factories.ts';
import { DAY_MS } from '../src/lib/time.ts';

describe('back-office catalogue', () => {
  const ctx = useTestApp();
  let headers: Record<string, string>;
  beforeAll(async () => {
    headers = (await adminSession(ctx.app, ctx.db)).headers;
  });
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    ctx.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  describe('products', () => {
    it('creates, edits, archives and restores a product', async () => {
      const sub = await createSubcategory(ctx.db);
      const created = await call('POST', '/api/admin/products', {
        name: 'Shin Ramyun 5-pack',
        name_kr: '신라면 5입',
        brand: 'Nongshim',
        weight: '600g',
        sell_price: 5_200,
        compare_price: 5_900,
        stock_quantity: 40,
        subcategory_id: sub.id,
      });
      expect(created.statusCode).toBe(201);
      const product = created.json();
      expect(product).toMatchObject({
        name: 'Shin Ramyun 5-pack',
        sell_price: 5_200,
        is_on_sale: false,
        archived: false,
        images: [],
      });

      const edited = await call('PATCH', `/api/admin/products/${product._id}`, {
        sale_price: 4_500,
        is_on_sale: true,
        is_featured: true,
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({
        sale_price: 4_500,
        is_on_sale: true,
        is_featured: true,
        stock_quantity: 40,
        name_kr: '신라면 5입',
      });

      const archived = await call('POST', `/api/admin/products/${product._id}/archive`);
      expect(archived.json()).toMatchObject({ archived: true, archived_at: expect.any(String) });
      const active = (await call('GET', '/api/admin/products?q=Shin%20Ramyun')).json();
      expect(active.products).toHaveLength(0);
      const onlyArchived = (await call('GET', '/api/admin/products?archived=true&q=신라면')).json();
      expect(onlyArchived.products.map((p: { _id: string }) => p._id)).toEqual([product._id]);

      const restored = await call('POST', `/api/admin/products/${product._id}/unarchive`);
      expect(restored.json()).toMatchObject({ archived: false, archived_at: null });
      expect((await call('GET', '/api/admin/products?q=nongshim')).json().total).toBe(1);
    });

    it('keeps a unique SKU, set on creation and editable', async () => {
      const sub = await createSubcategory(ctx.db);
      const fields = { name_kr: '두부', sell_price: 1_500, stock_quantity: 0 };
      const created = await call('POST', '/api/admin/products', {
        ...fields,
        name: 'Tofu',
        sku: 'TOFU-1',
        subcategory_id: sub.id,
      });
      expect(created.json()).toMatchObject({ sku: 'TOFU-1' });
      const other = await call('POST', '/api/admin/products', {
        ...fields,
        name: 'Soft tofu',
        subcategory_id: sub.id,
      });
      expect(other.json()).toMatchObject({ sku: null });

      const taken = await call('PATCH', `/api/admin/products/${other.json()._id}`, {
        sku: 'TOFU-1',
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ code: 'ALREADY_EXISTS' });
      const renamed = await call('PATCH', `/api/admin/products/${created.json()._id}`, {
        sku: 'TOFU-2',
      });
      expect(renamed.json()).toMatchObject({ sku: 'TOFU-2' });
      const bad = await call('PATCH', `/api/admin/products/${other.json()._id}`, { sku: 'a b' });
      expect(bad.statusCode).toBe(400);
    });

    it('rejects inconsistent prices with clear messages', async () => {
      const sub = await createSubcategory(ctx.db);
      const base = {
        name: 'Tofu',
        name_kr: '두부',
        sell_price: 2_000,
        stock_quantity: 1,
        subcategory_id: sub.id,
      };
      let res = await call('POST', '/api/admin/products', {
        ...base,
        sale_price: 2_500,
        is_on_sale: true,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The sale price must be below the selling price');
      res = await call('POST', '/api/admin/products', { ...base, is_on_sale: true });
      expect(res.json().message).toBe('A product on sale needs a sale price');
      res = await call('POST', '/api/admin/products', { ...base, sell_price: -5 });
      expect(res.statusCode).toBe(400);
      expect(res.json().details.fieldErrors.sell_price).toEqual(['sell_price cannot be negative']);
      res = await call('POST', '/api/admin/products', { ...base, sell_price: 99.5 });
      expect(res.json().details.fieldErrors.sell_price).toEqual([
        'sell_price must be a whole number of won',
      ]);
      res = await call('POST', '/api/admin/products', {
        ...base,
        subcategory_id: '5b0f6a6e-7c1d-4c43-9a55-2f1f4f1e9a10',
      });
      expect(res.json().message).toBe('That subcategory does not exist.');

      const product = await createProduct(ctx.db, {
        sellPrice: 3_000,
        salePrice: 2_000,
        comparePrice: 3_500,
        isOnSale: true,
      });
      res = await call('PATCH', `/api/admin/products/${product.id}`, { sell_price: 1_500 });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The sale price must be below the selling price');
      res = await call('PATCH', `/api/admin/products/${product.id}`, { compare_price: 1_900 });
      expect(res.json().message).toBe('The sale price must be below the compare price');
      res = await call('PATCH', `/api/admin/products/${product.id}`, {});
      expect(res.statusCode).toBe(400);
      expect(
        (
          await call('PATCH', '/api/admin/products/5b0f6a6e-7c1d-4c43-9a55-2f1f4f1e9a10', {
            name: 'x',
          })
        ).statusCode,
      ).toBe(404);
    });

    const uploadImage = (productId: string, image: Buffer) =>
      uploadProductImage(ctx.app, productId, { headers, image });

    it('uploads, orders, picks the main image and deletes images', async () => {
      const product = await createProduct(ctx.db);
      const upload = () => uploadImage(product.id, TINY_PNG);
      const first = await upload();
      expect(first.statusCode).toBe(201);
      const second = (await upload()).json();
      const [a, b] = second.images;
      expect(second.images.map((i: { is_main: boolean }) => i.is_main)).toEqual([true, false]);
      expect(a.url).toMatch(/^\/uploads\/products\/[0-9a-f]{32}\.png$/);
      const file = path.join(ctx.config.uploadDir, a.url.slice('/uploads/'.length));
      expect(existsSync(file)).toBe(true);

      const arranged = await call('PATCH', `/api/admin/products/${product.id}/images`, {
        order: [b._id, a._id],
        main_image_id: b._id,
      });
      expect(
        arranged.json().images.map((i: { _id: string; is_main: boolean }) => [i._id, i.is_main]),
      ).toEqual([
        [b._id, true],
        [a._id, false],
      ]);
      const badOrder = await call('PATCH', `/api/admin/products/${product.id}/images`, {
        order: [a._id],
      });
      expect(badOrder.statusCode).toBe(400);

      const deleted = await call('DELETE', `/api/admin/products/${product.id}/images/${b._id}`);
      expect(deleted.json().images).toEqual([
        expect.objectContaining({ _id: a._id, is_main: true }),
      ]);
      await call('DELETE', `/api/admin/products/${product.id}/images/${a._id}`);
      expect(existsSync(file)).toBe(false);

      const refused = await uploadImage(product.id, Buffer.from('hello, not an image'));
      expect(refused.statusCode).toBe(415);
    });

    it('refuses a 21st image and removes the file it had stored', async () => {
      const product = await createProduct(ctx.db);
      await ctx.db.productImage.createMany({
        data: Array.from({ length: 20 }, (_, i) => ({
          productId: product.id,
          url: `https://images.example/${i}.png`,
          isMain: i === 0,
          sortOrder: i,
        })),
      });
      const productFiles = path.join(ctx.config.uploadDir, 'products');
      const filesBefore = existsSync(productFiles) ? readdirSync(productFiles).length : 0;
      const res = await uploadImage(product.id, TINY_PNG);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('TOO_MANY_IMAGES');
      const filesAfter = existsSync(productFiles) ? readdirSync(productFiles).length : 0;
      expect(filesAfter).toBe(filesBefore);
    });
  });

  describe('categories', () => {
    it('creates, renames and deletes only empty ones', async () => {
      const created = await call('POST', '/api/admin/categories', {
        name: 'Noodles',
        name_kr: '면류',
      });
      expect(created.statusCode).toBe(201);
      const categoryId = created.json()._id;
      expect((await call('POST', '/api/admin/categories', { name: 'Noodles' })).statusCode).toBe(
        409,
      );
      const sub = await call('POST', `/api/admin/categories/${categoryId}/subcategories`, {
        name: 'Ramyun',
      });
      expect(sub.statusCode).toBe(201);
      const subId = sub.json()._id;
      expect(
        (
          await call('PATCH', `/api/admin/subcategories/${subId}`, {
            name: 'Instant ramyun',
            name_kr: '라면',
          })
        ).statusCode,
      ).toBe(204);
      expect(
        (await call('PATCH', `/api/admin/categories/${categoryId}`, { name: 'Noodles & pasta' }))
          .statusCode,
      ).toBe(204);

      await createProduct(ctx.db, { subcategoryId: subId, archivedAt: new Date() });
      const tree = (await call('GET', '/api/admin/categories')).json();
      const category = tree.categories.find((c: { _id: string }) => c._id === categoryId);
      expect(category).toMatchObject({
        name: 'Noodles & pasta',
        subcategories: [{ _id: subId, name: 'Instant ramyun', name_kr: '라면', product_count: 1 }],
      });

      const busyCategory = await call('DELETE', `/api/admin/categories/${categoryId}`);
      expect(busyCategory.statusCode).toBe(409);
      expect(busyCategory.json().message).toBe(
        'This category still has 1 subcategory. Move or delete them first.',
      );
      const busySub = await call('DELETE', `/api/admin/subcategories/${subId}`);
      expect(busySub.statusCode).toBe(409);
      expect(busySub.json().message).toBe('This subcategory still has 1 product. Move them first.');

      await ctx.db.product.deleteMany({ where: { subcategoryId: subId } });
      expect((await call('DELETE', `/api/admin/subcategories/${subId}`)).statusCode).toBe(204);
      expect((await call('DELETE', `/api/admin/categories/${categoryId}`)).statusCode).toBe(204);
      expect((await call('DELETE', `/api/admin/categories/${categoryId}`)).statusCode).toBe(404);
    });
  });

  describe('promos', () => {
    it('creates, lists with uses, pauses and resumes', async () => {
      const created = await call('POST', '/api/admin/promos', {
        code: 'welcome10',
        type: 'percent',
        value: 10,
        min_order: 20_000,
        usage_limit: 100,
      });
      expect(created.statusCode).toBe(201);
      const promo = created.json();
      expect(promo).toMatchObject({
        code: 'WELCOME10',
        type: 'percent',
        value: 10,
        min_order: 20_000,
        used_count: 0,
        is_active: true,
      });
      expect(
        (await call('POST', '/api/admin/promos', { code: 'Welcome10', type: 'flat', value: 1000 }))
          .statusCode,
      ).toBe(409);
      const tooMuch = await call('POST', '/api/admin/promos', {
        code: 'HALFPLUS',
        type: 'percent',
        value: 150,
      });
      expect(tooMuch.json().message).toBe('value: A percent discount cannot exceed 100');

      const order = await createOrder(ctx.db);
      await usePromo(ctx.db, promo._id, order, 3_000);
      const listed = (await call('GET', '/api/admin/promos'))
        .json()
        .promos.find((p: { _id: string }) => p._id === promo._id);
      expect(listed.used_count).toBe(1);
      const uses = (await call('GET', `/api/admin/promos/${promo._id}/uses`)).json();
      expect(uses.uses).toEqual([
        expect.objectContaining({
          order_number: order.orderNumber,
          customer_email: order.customerEmail,
          discount: 3_000,
        }),
      ]);

      const paused = await call('PATCH', `/api/admin/promos/${promo._id}`, { is_active: false });
      expect(paused.json()).toMatchObject({ is_active: false });
      expect((await ctx.db.promo.findUniqueOrThrow({ where: { id: promo._id } })).isActive).toBe(
        false,
      );
      expect(
        (await call('PATCH', `/api/admin/promos/${promo._id}`, { is_active: true })).json()
          .is_active,
      ).toBe(true);
      const other = await createPromo(ctx.db);
      expect(
        (await call('PATCH', `/api/admin/promos/${other.id}`, { code: 'HACK' })).statusCode,
      ).toBe(400);
    });
  });

  describe('promo status', () => {
    it('is computed by the server: an expired promo is expired even while its flag is on', async () => {
      const expired = await createPromo(ctx.db, { endsAt: new Date(Date.now() - DAY_MS) });
      const scheduled = await createPromo(ctx.db, { startsAt: new Date(Date.now() + DAY_MS) });
      const paused = await createPromo(ctx.db, { isActive: false });
      const usedUp = await createPromo(ctx.db, { usageLimit: 2, usedCount: 2 });
      const running = await createPromo(ctx.db, { endsAt: new Date(Date.now() + DAY_MS) });
      const listed: { _id: string; status: string }[] = (
        await call('GET', '/api/admin/promos')
      ).json().promos;
      const statusOf = (id: string) => listed.find((p) => p._id === id)?.status;
      expect(statusOf(expired.id)).toBe('expired');
      expect(statusOf(scheduled.id)).toBe('scheduled');
      expect(statusOf(paused.id)).toBe('paused');
      expect(statusOf(usedUp.id)).toBe('used_up');
      expect(statusOf(running.id)).toBe('active');
    });
  });

  describe('banners', () => {
    it('creates from a url or an upload, edits and deletes', async () => {
      const fromUrl = await call('POST', '/api/admin/banners', {
        title: 'Kimjang sale',
        image_url: 'https://cdn.example.com/kimjang.jpg',
        link_url: '/sale',
      });
      expect(fromUrl.statusCode).toBe(201);
      const body = multipartBody(
        { title: 'Free shipping over ₩50,000', sort_order: '2' },
        { name: 'image', filename: 'b.png', type: 'image/png', data: TINY_PNG },
      );
      const uploaded = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/banners/upload',
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
      expect(uploaded.statusCode).toBe(201);
      expect(uploaded.json()).toMatchObject({
        title: 'Free shipping over ₩50,000',
        sort_order: 2,
        image_url: expect.stringMatching(/^\/uploads\/banners\//),
      });
      const noTitle = multipartBody(
        {},
        { name: 'image', filename: 'b.png', type: 'image/png', data: TINY_PNG },
      );
      const refused = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/banners/upload',
        headers: { ...headers, ...noTitle.headers },
        payload: noTitle.payload,
      });
      expect(refused.statusCode).toBe(400);

      const hidden = await call('PATCH', `/api/admin/banners/${fromUrl.json()._id}`, {
        is_active: false,
        title: 'Kimjang sale (ended)',
      });
      expect(hidden.json()).toMatchObject({ is_active: false, title: 'Kimjang sale (ended)' });
      expect((await call('GET', '/api/admin/banners')).json().banners).toHaveLength(2);
      expect((await call('DELETE', `/api/admin/banners/${uploaded.json()._id}`)).statusCode).toBe(
        204,
      );
      expect((await call('GET', '/api/admin/banners')).json().banners).toHaveLength(1);
    });
  });

  describe('shop settings', () => {
    it('round-trips the whole settings object, and the storefront shows the edit', async () => {
      const initial = (await call('GET', '/api/admin/settings')).json();
      expect(initial).toMatchObject({
        shop_name: expect.any(String),
        social_links: expect.any(Object),
      });
      const settings = {
        ...initial,
        shop_name: 'Jangbogi Market',
        phone: '02-123-4567',
        bank_name: '국민은행',
        account_title: '(주)장보기',
        account_number: '123456-01-234567',
      };
      const saved = await call('PUT', '/api/admin/settings', settings);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual(settings);
      expect((await call('GET', '/api/admin/settings')).json()).toEqual(settings);
      expect(
        (await ctx.db.shopSetting.findUniqueOrThrow({ where: { key: 'account_number' } })).value,
      ).toBe('123456-01-234567');
      const storefront = await ctx.app.inject({ method: 'GET', url: '/api/settings' });
      expect(storefront.json()).toMatchObject({
        shop_name: 'Jangbogi Market',
        account_number: '123456-01-234567',
      });

      const invalid = await call('PUT', '/api/admin/settings', {
        ...settings,
        email: 'not-an-email',
      });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().message).toMatch(/^email: /);
      const partial = await call('PUT', '/api/admin/settings', { shop_name: 'Only a name' });
      expect(partial.statusCode).toBe(400);
    });

    it('takes https social links only, saying so in the page language', async () => {
      const settings = (await call('GET', '/api/admin/settings')).json();
      for (const link of [
        'javascript:alert(document.cookie)',
        'JavaScript://instagram.com/%0aalert(1)',
        'data:text/html,<script>alert(1)</script>',
        'http://www.instagram.com/jangbogi.kr',
        'ftp://files.example/x',
      ]) {
        for (const [language, message] of [
          ['en', 'Use an address that starts with https://'],
          ['ko', 'https://로 시작하는 주소를 입력해 주세요'],
        ] as const) {
          const refused = await ctx.app.inject({
            method: 'PUT',
            url: '/api/admin/settings',
            headers: { ...headers, 'accept-language': language },
            payload: { ...settings, social_links: { ...settings.social_links, instagram: link } },
          });
          expect(refused.statusCode, link).toBe(400);
          expect(refused.json().details.fieldErrors['social_links.instagram']).toEqual([message]);
        }
      }
      const https = { ...settings.social_links, instagram: 'https://www.instagram.com/jangbogi' };
      const saved = await call('PUT', '/api/admin/settings', { ...settings, social_links: https });
      expect(saved.json().social_links).toEqual(https);
      // A link stored before this rule is not shown: the default takes its place.
      await ctx.db.shopSetting.update({
        where: { key: 'social_links' },
        data: { value: { ...https, instagram: 'javascript:alert(1)' } },
      });
      const shown = (await ctx.app.inject({ method: 'GET', url: '/api/settings' })).json();
      expect(shown.social_links.instagram).toMatch(/^https:\/\//);
    });
  });
});

describe('back-office uploads', () => {
  const ctx = useTestApp();

  it('answers 400 to a malformed multipart form', async () => {
    const { headers } = await adminSession(ctx.app, ctx.db);
    const product = await createProduct(ctx.db);
    for (const url of ['/api/admin/banners/upload', `/api/admin/products/${product.id}/images`]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x\r\nbroken',
      });
      expect(res.statusCode, url).toBe(400);
    }
  });
});
