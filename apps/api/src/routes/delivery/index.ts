import { noQuery } from '@jangbogi/contracts/catalog';
import { deliveryDaysResponse } from '@jangbogi/contracts/delivery';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliveryDays } from '../../domain/delivery/days.ts';
import { readSettings } from '../../domain/settings/read-settings.ts';

const delivery: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/days',
    {
      schema: {
        tags: ['shop'],
        summary:
          'The next days an order placed now can be delivered on, with the room left on each',
        querystring: noQuery,
        response: { 200: deliveryDaysResponse },
      },
    },
    async () => {
      const { delivery: settings } = await readSettings(fastify.sql, ['delivery']);
      return { days: await deliveryDays(fastify.sql, settings, new Date()) };
    },
  );
};

export default delivery;
