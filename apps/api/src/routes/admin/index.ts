// The back office API under /api/admin. Every route here is for the shop team only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import banners from './banners.ts';
import cashReceipts from './cash-receipts.ts';
import categories from './categories.ts';
import dashboard from './dashboard.ts';
import orders from './orders.ts';
import payments from './payments.ts';
import products from './products.ts';
import productsBulk from './products-bulk.ts';
import productsImport from './products-import.ts';
import promos from './promos.ts';
import returns from './returns.ts';
import search from './search.ts';
import settings from './settings.ts';
import transfers from './transfers.ts';
import waybills from './waybills.ts';

const admin: FastifyPluginAsyncZod = async (fastify) => {
  // The caller's role is read from the database on every request (auth plugin), so an admin
  // demoted since the token was signed is turned away.
  fastify.addHook('onRequest', async (request) => {
    request.requireAdmin();
  });

  await fastify.register(orders);
  await fastify.register(transfers);
  await fastify.register(payments);
  await fastify.register(waybills);
  await fastify.register(products);
  await fastify.register(productsBulk);
  await fastify.register(productsImport);
  await fastify.register(categories);
  await fastify.register(promos);
  await fastify.register(banners);
  await fastify.register(settings);
  await fastify.register(dashboard);
  await fastify.register(cashReceipts);
  await fastify.register(returns);
  await fastify.register(search);
};

export default admin;
