import { shopSettingsBody } from '@jangbogi/contracts/admin-catalog';
import { errorResponse } from '@jangbogi/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readShopSettings, writeShopSettings } from '../../domain/admin/settings.ts';

const tags = ['admin: settings'];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

const settings: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/settings',
    { schema: { tags, summary: 'The shop settings', response: { 200: shopSettingsBody, ...errors } } },
    async () => readShopSettings(fastify.db),
  );

  fastify.put(
    '/settings',
    { schema: { tags, summary: 'Replace the shop settings', body: shopSettingsBody, response: { 200: shopSettingsBody, ...errors } } },
    async (request) => writeShopSettings(fastify.db, request.body),
  );
};

export default settings;
