import { allProductsQuery, noQuery, pagedProducts, productList } from '@jangbogi/contracts/catalog';
import { errorResponse } from '@jangbogi/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allProductsPage, highlightedProducts } from '../../domain/catalogue/products.ts';

const tags = ['catalogue'];

const productsOP: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/all_products',
    {
      schema: {
        tags,
        summary: 'The shop grid: 18 products a page with page count and total',
        querystring: allProductsQuery,
        response: { 200: pagedProducts, 400: errorResponse },
      },
    },
    async (request) => allProductsPage(fastify.sql, request.query.page),
  );

  fastify.get(
    '/highlighted',
    {
      schema: {
        tags,
        summary: "Highlighted products (the home page's On Sale carousel)",
        querystring: noQuery,
        response: { 200: productList },
      },
    },
    async () => ({ products: await highlightedProducts(fastify.db) }),
  );
};

export default productsOP;
