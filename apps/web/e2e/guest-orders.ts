// A guest's order placed through the API, as the checkout screens would place it: the scene the
// back-office journeys start from.
import type { APIRequestContext } from '@playwright/test';
import { expect, greenSquarePng, shopProducts, type ShopProduct } from './helpers';

export interface GuestOrder {
  _id: string;
  order_number: string;
  total_price: number;
  payment_status: string;
  /** The day it is delivered: the one the body named, or the first with room. */
  delivery_date: string | null;
  /** The guest session that placed it. */
  guestToken: string;
  /** The guest's email address, where the shop writes. */
  email: string;
  product: ShopProduct;
}

export interface GuestOrderOptions {
  /** The guest's Korean name, family name first; also the depositor of a transfer. */
  name?: string;
  /** A transfer's depositor when it is not the guest. */
  depositor?: string;
  payment?: 'account_transfer' | 'cash' | 'toss';
  quantity?: number;
  /** Without one, the first product of the shop with stock for the quantity. */
  product?: ShopProduct;
  /** Starts the guest's email address, which is unique. */
  emailLabel?: string;
  phone?: string;
  cashReceipt?: { purpose: 'income_deduction' | 'expense_proof'; identifier: string };
  /** The checkout page's language, which the emails follow. */
  language?: 'en' | 'ko';
}

export async function guestOrderByApi(
  request: APIRequestContext,
  options: GuestOrderOptions = {},
): Promise<GuestOrder> {
  const { name = '박민지', payment = 'account_transfer', quantity = 1 } = options;
  const { token } = (await (await request.get('/api/guest-token')).json()) as { token: string };
  const headers = {
    'guest-token': token,
    ...(options.language ? { 'accept-language': options.language } : {}),
  };
  const email = `${options.emailLabel ?? 'guest'}-${Date.now()}-${Math.floor(Math.random() * 1e4)}@example.com`;
  const product =
    options.product ??
    (await shopProducts(request)).find((p) => p.stock_quantity >= Math.max(quantity, 2));
  if (!product) throw new Error(`No product has ${quantity} in stock`);
  const added = await request.post('/api/cart/add', {
    headers,
    data: { product_id: product._id, quantity },
  });
  expect(added.ok()).toBe(true);
  const checkout = await request.post('/api/orders/guest-checkout', {
    headers,
    data: {
      first_name: name.slice(1),
      last_name: name.slice(0, 1),
      email,
      phone: options.phone ?? '010-1234-5678',
      address: { street: '테헤란로 123, 4층', city: 'Seoul', postal_code: '06234' },
      payment_method: payment,
      privacy_consent: true,
      ...(payment === 'account_transfer' ? { depositor_name: options.depositor ?? name } : {}),
      ...(options.cashReceipt ? { cash_receipt: options.cashReceipt } : {}),
    },
  });
  expect(checkout.status(), await checkout.text()).toBeLessThan(300);
  const order = (await checkout.json()) as Omit<GuestOrder, 'guestToken' | 'product' | 'email'>;
  return { ...order, guestToken: token, product, email };
}

/** The guest uploads a screenshot of the transfer; the order then waits for the team's check. */
export async function uploadTransferProof(
  request: APIRequestContext,
  order: GuestOrder,
): Promise<void> {
  const upload = await request.post(`/api/orders/${order._id}/upload-proof`, {
    headers: { 'guest-token': order.guestToken },
    multipart: {
      screenshot: { name: 'transfer.png', mimeType: 'image/png', buffer: greenSquarePng() },
    },
  });
  expect(upload.ok()).toBe(true);
  expect(((await upload.json()) as { payment_status: string }).payment_status).toBe(
    'proof_submitted',
  );
}
