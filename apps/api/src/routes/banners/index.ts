import { bannerList, noQuery } from '@jangbogi/contracts/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activeBanners } from '../../domain/catalogue/taxonomy.ts';

const banners: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Active home page banners',
        querystring: noQuery,
        response: { 200: bannerList },
      },
    },
    async () => ({ banners: await activeBanners(fastify.db) }),
  );
};

export default banners;
