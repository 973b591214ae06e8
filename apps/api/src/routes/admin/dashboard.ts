import {
  dashboard as dashboardResponse,
  pickingList as pickingListResponse,
  pickingListQuery,
} from '@jangbogi/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboard, pickingList } from '../../domain/admin/dashboard.ts';
import { koreanDateOf } from '@jangbogi/contracts/korea-time';
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
        summary: "A day's confirmed orders grouped by product (default: today in Korea)",
        querystring: pickingListQuery,
        response: { 200: pickingListResponse, ...errors },
      },
    },
    async (request) => pickingList(fastify.db, request.query.date ?? koreanDateOf(new Date())),
  );
};

export default dashboardRoutes;
