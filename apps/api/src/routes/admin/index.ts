// The back office API under /api/admin. Every route here is for the shop team only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../lib/errors.ts';
import banners from './banners.ts';
import categories from './categories.ts';
import dashboard from './dashboard.ts';
import orders from './orders.ts';
import products from './products.ts';
import promos from './promos.ts';
import settings from './settings.ts';
import transfers from './transfers.ts';

const admin: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('onRequest', async (request) => {
    const caller = request.requireAdmin();
    // The token carries the role it was signed with; an admin demoted since then is turned away.
    const user = await fastify.db.user.findUnique({ where: { id: caller.userId }, select: { role: true } });
    if (user?.role !== 'admin') throw forbidden('Only the shop team can do this.');
  });

  await fastify.register(orders);
  await fastify.register(transfers);
  await fastify.register(products);
  await fastify.register(categories);
  await fastify.register(promos);
  await fastify.register(banners);
  await fastify.register(settings);
  await fastify.register(dashboard);
};

export default admin;
