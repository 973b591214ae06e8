import {
  noQuery,
  pageOnlyQuery,
  pagedProducts,
  subcategory,
  subcategoryList,
} from '@jangbogi/contracts/catalog';
import { idParams } from '@jangbogi/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productsOfSubcategory } from '../../domain/catalogue/products.ts';
import { getSubcategory, listSubcategories } from '../../domain/catalogue/taxonomy.ts';
import { errorResponses } from '../../lib/error-responses.ts';

const tags = ['catalogue'];
const errors = errorResponses(400, 404);

const subcategories: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Subcategories, each with its category',
        querystring: noQuery,
        response: { 200: subcategoryList },
      },
    },
    async () => listSubcategories(fastify.db),
  );

  fastify.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One subcategory with its category',
        params: idParams,
        response: { 200: subcategory, ...errors },
      },
    },
    async (request) => getSubcategory(fastify.db, request.params.id),
  );

  fastify.get(
    '/:id/products',
    {
      schema: {
        tags,
        summary:
          'Products of a subcategory, newest first, 18 a page (or limit) with page count and total',
        params: idParams,
        querystring: pageOnlyQuery,
        response: { 200: pagedProducts, ...errors },
      },
    },
    async (request) => productsOfSubcategory(fastify.sql, request.params.id, request.query),
  );
};

export default subcategories;
