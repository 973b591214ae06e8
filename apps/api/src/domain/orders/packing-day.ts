// What the packing screen shows for a delivery day: its confirmed and packed orders in packing
// order (order number), each line with its storage, the shopper's substitution choice and, once
// packed, what went into the box.
import type { PackingDay } from '@jangbogi/contracts/admin';
import type { DbOrTx } from '../../db/client.ts';
import { goingOutOn } from '../delivery-day-orders.ts';
import { linePackingSelect, presentLinePacking } from './packing-present.ts';

export async function packingDay(db: DbOrTx, date: string): Promise<PackingDay> {
  const orders = await db.order.findMany({
    where: goingOutOn(date),
    orderBy: { orderNumber: 'asc' },
    select: {
      id: true,
      orderNumber: true,
      status: true,
      customerName: true,
      paymentMethod: true,
      paymentStatus: true,
      total: true,
      items: {
        orderBy: { productName: 'asc' },
        select: {
          id: true,
          productId: true,
          productName: true,
          productNameKr: true,
          unitPrice: true,
          ...linePackingSelect,
          product: { select: { storage: true, soldByWeight: true, estimatedGrams: true } },
        },
      },
    },
  });
  return {
    date,
    orders: orders.map((o) => ({
      _id: o.id,
      order_number: o.orderNumber,
      status: o.status,
      customer_name: o.customerName,
      payment_method: o.paymentMethod,
      payment_status: o.paymentStatus,
      total: o.total,
      lines: o.items.map((i) => {
        const quantity = i.quantity - i.returnedQuantity;
        const weighed = i.product?.soldByWeight && i.product.estimatedGrams;
        return {
          _id: i.id,
          product_id: i.productId,
          product_name: i.productName,
          product_name_kr: i.productNameKr,
          quantity,
          unit_price: i.unitPrice,
          substitution: i.substitution,
          // A line whose product was deleted goes in the room-temperature box.
          storage: i.product?.storage ?? 'room',
          estimated_grams: weighed ? weighed * quantity : null,
          packing: presentLinePacking(i),
        };
      }),
    })),
  };
}
