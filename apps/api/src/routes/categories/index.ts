import {
  category,
  noQuery,
  categoryList,
  pageOnlyQuery,
  pagedProducts,
} from '@jangbogi/contracts/catalog';
import { idParams } from '@jangbogi/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productsOfCategory } from '../../domain/catalogue/products.ts';
import { getCategory, listCategories } from '../../domain/catalogue/taxonomy.ts';
import { errorResponses } from '../../lib/error-responses.ts';

const tags = ['catalogue'];
const errors = errorResponses(400, 404);

const categories: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Categories with their subcategories (the header menu)',
        querystring: noQuery,
        response: { 200: categoryList },
      },
    },
    async () => listCategories(fastify.db),
  );

  fastify.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One category',
        params: idParams,
        response: { 200: category, ...errors },
      },
    },
    async (request) => getCategory(fastify.db, request.params.id),
  );

  fastify.get(
    '/:id/products',
    {
      schema: {
        tags,
        summary:
          'Products of every subcategory of a category, newest first, 18 a page (or limit) with page count and total',
        params: idParams,
        querystring: pageOnlyQuery,
        response: { 200: pagedProducts, ...errors },
      },
    },
    async (request) => productsOfCategory(fastify.sql, request.params.id, request.query),
  );
};

export default categories;
