// The columns of an order's money that packing and refunds recompute (OrderMoney in contracts).

export const orderMoneySelect = {
  subtotal: true,
  discount: true,
  shippingPrice: true,
  remoteAreaSurcharge: true,
  total: true,
} as const;
