import { noQuery } from '@jangbogi/contracts/catalog';
import { publicShopSettings } from '@jangbogi/contracts/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withPolicyFacts } from '../../domain/settings/public-settings.ts';
import { readShopSettings } from '../../domain/settings/shop-settings.ts';

const settings: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['shop'],
        summary:
          'Public shop details: contact, bank account, hours, policies, and the Toss Payments client key',
        querystring: noQuery,
        response: { 200: publicShopSettings },
      },
    },
    async () => ({
      ...withPolicyFacts(await readShopSettings(fastify.db)),
      toss_client_key: fastify.toss?.clientKey ?? null,
    }),
  );
};

export default settings;
