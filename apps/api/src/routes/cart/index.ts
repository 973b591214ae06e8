import {
  addToCartBody,
  cart,
  cartProductParams,
  cartQuery,
  updateCartBody,
} from '@jangbogi/contracts/cart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addToCart,
  clearCart,
  readCart,
  removeFromCart,
  setCartQuantity,
} from '../../domain/cart/cart.ts';
import { errorResponses } from '../../lib/error-responses.ts';

const errors = errorResponses(400, 401, 404, 409);

// Every cart call answers with the whole cart, so the client never computes a figure itself.
const cartRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['cart'],
        summary:
          "The caller's cart (user or guest), priced for delivery to `postcode` or the default address",
        querystring: cartQuery,
        response: { 200: cart, ...errors },
      },
    },
    async (request) =>
      readCart(fastify.db, request.requireCaller(), { postcode: request.query.postcode }),
  );

  fastify.post(
    '/add',
    {
      schema: {
        tags: ['cart'],
        summary: 'Add a quantity of a product (adds to the line); 409 past the stock',
        body: addToCartBody,
        response: { 200: cart, ...errors },
      },
    },
    async (request) => {
      const caller = request.requireCaller();
      await addToCart(fastify.db, caller, request.body.product_id, request.body.quantity);
      return readCart(fastify.db, caller);
    },
  );

  fastify.put(
    '/update',
    {
      schema: {
        tags: ['cart'],
        summary: "Set a line's quantity; 0 or less removes the line",
        body: updateCartBody,
        response: { 200: cart, ...errors },
      },
    },
    async (request) => {
      const caller = request.requireCaller();
      await setCartQuantity(fastify.db, caller, request.body.product_id, request.body.quantity);
      return readCart(fastify.db, caller);
    },
  );

  fastify.delete(
    '/remove/:productId',
    {
      schema: {
        tags: ['cart'],
        summary: 'Remove a line',
        params: cartProductParams,
        response: { 200: cart, ...errors },
      },
    },
    async (request) => {
      const caller = request.requireCaller();
      await removeFromCart(fastify.db, caller, request.params.productId);
      return readCart(fastify.db, caller);
    },
  );

  fastify.delete(
    '/clear',
    { schema: { tags: ['cart'], summary: 'Empty the cart', response: { 200: cart, ...errors } } },
    async (request) => {
      const caller = request.requireCaller();
      await clearCart(fastify.db, caller);
      return readCart(fastify.db, caller);
    },
  );
};

export default cartRoutes;
