import {
  packingDay as packingDayResponse,
  packingDayQuery,
  dashboard as dashboardResponse,
  pickingList as pickingListResponse,
  pickingListQuery,
} from '@jangbogi/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboard, pickingList } from '../../domain/admin/dashboard.ts';
import { packingDay } from '../../domain/orders/packing-day.ts';
import { nextShippingDay } from '../../domain/delivery/days.ts';
import { readSettings } from '../../domain/settings/read-settings.ts';
import { prismaSql } from '../../db/sql.ts';
import { errorResponses } from '../../lib/error-responses.ts';

const tags = ['admin: dashboard'];
const errors = errorResponses(400, 401, 403);

const dashboardRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/dashboard',
    {
      schema: {
        tags,
        summary: "Today's figures (Korea time)",
        response: { 200: dashboardResponse, ...errors },
      },
    },
    async () => dashboard(fastify.db, new Date()),
  );

  fastify.get(
    '/picking-list',
    {
      schema: {
        tags,
        summary:
          "A day's confirmed orders grouped by product (default: the next day the shop delivers on, from today in Korea)",
        querystring: pickingListQuery,
        response: { 200: pickingListResponse, ...errors },
      },
    },
    async (request) => {
      let date = request.query.date;
      if (!date) {
        const { delivery } = await readSettings(prismaSql(fastify.db), ['delivery']);
        date = nextShippingDay(delivery, new Date());
      }
      return pickingList(fastify.db, date);
    },
  );

  fastify.get(
    '/packing',
    {
      schema: {
        tags,
        summary:
          "A delivery day's confirmed and packed orders with their lines, for the packing screen (default: the next day the shop delivers on)",
        querystring: packingDayQuery,
        response: { 200: packingDayResponse, ...errors },
      },
    },
    async (request) => {
      let date = request.query.date;
      if (!date) {
        const { delivery } = await readSettings(prismaSql(fastify.db), ['delivery']);
        date = nextShippingDay(delivery, new Date());
      }
      return packingDay(fastify.db, date);
    },
  );
};

export default dashboardRoutes;
