import { shopSettings } from '@jangbogi/contracts/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { writeShopSettings } from '../../domain/settings/write-settings.ts';
import { readShopSettings } from '../../domain/settings/shop-settings.ts';
import { errorResponses } from '../../lib/error-responses.ts';

const tags = ['admin: settings'];
const errors = errorResponses(400, 401, 403);

const settings: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/settings',
    { schema: { tags, summary: 'The shop settings', response: { 200: shopSettings, ...errors } } },
    async () => readShopSettings(fastify.db),
  );

  fastify.put(
    '/settings',
    {
      schema: {
        tags,
        summary: 'Replace the shop settings (the storefront shows them at once)',
        body: shopSettings.strict(),
        response: { 200: shopSettings, ...errors },
      },
    },
    async (request) => writeShopSettings(fastify.db, request.body),
  );
};

export default settings;
