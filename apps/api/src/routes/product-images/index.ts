import { productImageParams, productImages } from '@jangbogi/contracts/catalog';
import { errorResponse } from '@jangbogi/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productImages as loadProductImages } from '../../domain/catalogue/products.ts';

const images: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/:productId',
    {
      schema: {
        tags: ['catalogue'],
        summary: "A product's images, main image first",
        params: productImageParams,
        response: { 200: productImages, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => loadProductImages(fastify.db, request.params.productId),
  );
};

export default images;
