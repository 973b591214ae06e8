import { z } from 'zod';
import { productSummary } from './catalog.ts';
import { idSchema, won } from './common.ts';
import { fieldMessage } from './field-message.ts';

export const MAX_CART_LINE_QUANTITY = 999;

export const cartProduct = productSummary
  .pick({
    _id: true,
    name: true,
    name_kr: true,
    price: true,
    sell_price: true,
    sale_price: true,
    compare_price: true,
    is_on_sale: true,
    stock_quantity: true,
    imageUrl: true,
    weight: true,
    weight_kr: true,
    storage: true,
    net_quantity: true,
    net_unit: true,
    pack_count: true,
    unit_price: true,
    sold_by_weight: true,
    price_per_kg: true,
    estimated_grams: true,
  })
  .extend({
    /** Fresh, chilled or frozen: the checkout says change-of-mind withdrawal does not apply. */
    perishable: z.boolean(),
  });
export type CartProduct = z.infer<typeof cartProduct>;

export const cartLine = z.object({
  product_id: cartProduct,
  quantity: z.number().int().positive(),
  /** price x quantity, in won. */
  line_total: won,
});
export type CartLine = z.infer<typeof cartLine>;

/** The whole cart; every figure is computed by the server. */
export const cart = z.object({
  items: z.array(cartLine),
  subtotal: won,
  shipping_price: won,
  /** 도서산간 surcharge for the delivery postcode (0 while none is known). */
  remote_area_surcharge: won,
  /** The postcode the cart was priced for: the one asked about, else the default address's. */
  postal_code: z.string().nullable(),
  total: won,
  amount_to_free_shipping: won,
  /** The shop's minimum order (settings), compared with the subtotal; 0 when there is none. */
  minimum_order_amount: won,
  /** What the goods must still add up to before the checkout takes the order; 0 when enough. */
  amount_to_minimum_order: won,
  /** Number of distinct lines, as the header badge shows. */
  item_count: z.number().int().nonnegative(),
});
export type Cart = z.infer<typeof cart>;

const productIdField = z.uuid({ error: fieldMessage('field.cart.invalidProduct') });
const quantityField = z
  .number({ error: fieldMessage('field.cart.quantityWholeNumber') })
  .int(fieldMessage('field.cart.quantityWholeNumber'));

export const addToCartBody = z
  .object({
    product_id: productIdField,
    quantity: quantityField
      .min(1, fieldMessage('field.cart.quantityLeast1'))
      .max(
        MAX_CART_LINE_QUANTITY,
        fieldMessage('field.cart.quantityTooHigh', { max: MAX_CART_LINE_QUANTITY }),
      )
      .default(1),
  })
  .strict();
export type AddToCartBody = z.infer<typeof addToCartBody>;

/** Sets a line's quantity; 0 or less removes the line. */
export const updateCartBody = z
  .object({
    product_id: productIdField,
    quantity: quantityField
      .min(-MAX_CART_LINE_QUANTITY, fieldMessage('field.cart.quantityOutRange'))
      .max(
        MAX_CART_LINE_QUANTITY,
        fieldMessage('field.cart.quantityTooHigh', { max: MAX_CART_LINE_QUANTITY }),
      ),
  })
  .strict();
export type UpdateCartBody = z.infer<typeof updateCartBody>;

/** GET /api/cart?postcode=63309: price the delivery to that postcode. */
export const cartQuery = z.object({ postcode: z.string().trim().max(10).optional() });

export const cartProductParams = z.object({ productId: idSchema }).strict();
