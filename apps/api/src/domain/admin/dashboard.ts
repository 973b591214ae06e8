// The back office's figures (today, the last 30 days, the best sellers) and the picking list for
// a day's confirmed orders.
import {
  BEST_SELLERS_SHOWN,
  LOW_STOCK_THRESHOLD,
  type Dashboard,
  type PickingList,
} from '@jangbogi/contracts/admin';
import { addressSnapshot, type AddressSnapshot } from '@jangbogi/contracts/orders';
import { storedDeliveryRequest } from '@jangbogi/contracts/delivery-request-schema';
import {
  STORAGE_TEMPERATURES,
  type StorageTemperature,
} from '@jangbogi/contracts/product-information';
import type { DbOrTx } from '../../db/client.ts';
import { prismaSql } from '../../db/sql.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { addDays, dateOnly, koreanDateOf, koreanDayRange } from '@jangbogi/contracts/korea-time';
import { goingOutOn } from '../delivery-day-orders.ts';
import { countReviewQueue } from '../payments/transfer-review.ts';

interface Sales {
  orders: number;
  revenue: number;
}

/**
 * Orders placed in [start, end) and their revenue (cancelled orders left out), exact. Read from
 * orders_placed_at_sales_idx alone, which carries each order's total and status beside its time:
 * thirty days are some 30,000 orders after years of trading.
 */
async function salesBetween(db: DbOrTx, start: Date, end: Date): Promise<Sales> {
  // A month's revenue can pass int4's 2.1 billion: summed as bigint, exact as a JS number.
  const [row] = await prismaSql(db).query<{ orders: number; revenue: bigint }>(Prisma.sql`
    SELECT count(*)::int AS orders,
           coalesce(sum(total) FILTER (WHERE status <> 'cancelled'), 0)::bigint AS revenue
      FROM orders WHERE placed_at >= ${start} AND placed_at < ${end}`);
  return { orders: row?.orders ?? 0, revenue: Number(row?.revenue ?? 0) };
}

/**
 * The units each product sold over the last 30 days as the nightly housekeeping counts them
 * (products.sales_30d, which also ranks the search): summing the lines of 30,000 orders on every
 * visit to the dashboard would take longer than the whole page should.
 */
async function bestSellers(db: DbOrTx): Promise<Dashboard['best_sellers']> {
  return prismaSql(db).query<Dashboard['best_sellers'][number]>(Prisma.sql`
    SELECT id AS product_id, name, name_kr, sales_30d AS units
      FROM products
     WHERE archived_at IS NULL AND sales_30d > 0
     ORDER BY sales_30d DESC, id
     LIMIT ${BEST_SELLERS_SHOWN}`);
}

export async function dashboard(db: DbOrTx, now: Date): Promise<Dashboard> {
  const date = koreanDateOf(now);
  const { start, end } = koreanDayRange(date);
  const from = addDays(date, -29).date;
  const [today, last30Days, reviewQueue, pending, lowStock, sellers] = await Promise.all([
    salesBetween(db, start, end),
    salesBetween(db, koreanDayRange(from).start, end),
    countReviewQueue(db),
    db.order.count({ where: { status: 'pending' } }),
    db.product.count({ where: { archivedAt: null, stockQuantity: { lte: LOW_STOCK_THRESHOLD } } }),
    bestSellers(db),
  ]);
  return {
    date,
    todays_orders: today.orders,
    todays_revenue: today.revenue,
    review_queue: reviewQueue,
    pending_orders: pending,
    low_stock_products: lowStock,
    low_stock_threshold: LOW_STOCK_THRESHOLD,
    last_30_days: { from, ...last30Days },
    best_sellers: sellers,
  };
}

/**
 * A line as it goes into the box: before packing, the units ordered and not taken back; once
 * packed, what the packer put in (the substitute, its units, their price, its own storage).
 */
function inTheBox(i: {
  productId: string | null;
  productName: string;
  productNameKr: string | null;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
  returnedQuantity: number;
  packedQuantity: number | null;
  packedUnitPrice: number | null;
  packedTotal: number | null;
  substituteProductId: string | null;
  substituteName: string | null;
  substituteNameKr: string | null;
  product: { storage: StorageTemperature } | null;
  substituteProduct: { storage: StorageTemperature } | null;
}) {
  // A line whose product was deleted has no storage left to read: the room-temperature box.
  const storage = i.product?.storage ?? 'room';
  if (i.packedQuantity === null || i.packedTotal === null) {
    const quantity = i.quantity - i.returnedQuantity;
    return {
      product_id: i.productId,
      product_name: i.productName,
      product_name_kr: i.productNameKr,
      unit_price: i.unitPrice,
      quantity,
      line_total: quantity === i.quantity ? i.lineTotal : i.unitPrice * quantity,
      storage,
    };
  }
  const substituted = i.substituteName !== null;
  return {
    product_id: substituted ? i.substituteProductId : i.productId,
    product_name: i.substituteName ?? i.productName,
    product_name_kr: substituted ? i.substituteNameKr : i.productNameKr,
    unit_price: i.packedUnitPrice ?? i.unitPrice,
    quantity: i.packedQuantity,
    line_total: i.packedTotal,
    storage: substituted ? (i.substituteProduct?.storage ?? storage) : storage,
  };
}

const packingOrder = (storage: StorageTemperature) => STORAGE_TEMPERATURES.indexOf(storage);

export async function pickingList(db: DbOrTx, date: string): Promise<PickingList> {
  // The day's deliveries; a packed order's slip prints what went into its box and its amount.
  const orders = await db.order.findMany({
    where: goingOutOn(date),
    orderBy: { orderNumber: 'asc' },
    select: {
      orderNumber: true,
      placedAt: true,
      deliveryDate: true,
      customerName: true,
      customerPhone: true,
      shippingAddress: true,
      deliveryRequest: true,
      note: true,
      paymentMethod: true,
      paymentStatus: true,
      subtotal: true,
      discount: true,
      shippingPrice: true,
      remoteAreaSurcharge: true,
      total: true,
      items: {
        orderBy: { productName: 'asc' },
        select: {
          productId: true,
          productName: true,
          productNameKr: true,
          quantity: true,
          unitPrice: true,
          lineTotal: true,
          returnedQuantity: true,
          packedQuantity: true,
          packedUnitPrice: true,
          packedTotal: true,
          substituteProductId: true,
          substituteName: true,
          substituteNameKr: true,
          product: { select: { storage: true } },
          substituteProduct: { select: { storage: true } },
        },
      },
    },
  });
  // The products to take off the shelves: what each box holds (a packed order's substitutes and
  // packed units, not what was ordered).
  const lines = new Map<string, PickingList['items'][number]>();
  for (const order of orders) {
    for (const item of order.items.map(inTheBox)) {
      if (item.quantity === 0) continue;
      // Lines of a deleted product are grouped by their snapshot name.
      const key = item.product_id ?? `name:${item.product_name}`;
      const line = lines.get(key) ?? {
        product_id: item.product_id,
        product_name: item.product_name,
        product_name_kr: item.product_name_kr,
        quantity: 0,
        order_numbers: [] as string[],
        storage: item.storage,
      };
      line.quantity += item.quantity;
      if (!line.order_numbers.includes(order.orderNumber))
        line.order_numbers.push(order.orderNumber);
      lines.set(key, line);
    }
  }
  // Grouped by storage, so the chilled and frozen boxes get their ice packs.
  const items = [...lines.values()].sort(
    (a, b) =>
      packingOrder(a.storage) - packingOrder(b.storage) ||
      a.product_name.localeCompare(b.product_name),
  );
  const slips = orders.map((o) => ({
    order_number: o.orderNumber,
    placed_at: o.placedAt.toISOString(),
    delivery_date: dateOnly(o.deliveryDate),
    customer_name: o.customerName,
    customer_phone: o.customerPhone,
    ...slipAddress(addressSnapshot.parse(o.shippingAddress), o.deliveryRequest),
    note: o.note,
    payment_method: o.paymentMethod,
    payment_status: o.paymentStatus,
    subtotal: o.subtotal,
    discount: o.discount,
    shipping_price: o.shippingPrice,
    remote_area_surcharge: o.remoteAreaSurcharge,
    total: o.total,
    lines: o.items
      .map(inTheBox)
      .filter((line) => line.quantity > 0)
      .map(({ product_id: _id, ...line }) => line)
      .sort((a, b) => packingOrder(a.storage) - packingOrder(b.storage)),
  }));
  return { date, order_count: orders.length, items, slips };
}

/** 받는 분 is the shipping address's name and phone; with it, the delivery request. */
function slipAddress(shipping: AddressSnapshot, request: unknown) {
  return {
    recipient: { name: shipping.full_name, phone: shipping.phone },
    delivery_request: storedDeliveryRequest(request),
    shipping_address: shipping,
  };
}
