import {
  adminProduct,
  adminProductList,
  adminProductsQuery,
  productCreateBody,
  productImageParams,
  productImagesOrderBody,
  productPatchBody,
  stockAdjustmentBody,
  stockMovementList,
} from '@jangbogi/contracts/admin-catalog';
import { errorResponse, idParams } from '@jangbogi/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addProductImage,
  arrangeProductImages,
  assertProductExists,
  deleteProductImage,
} from '../../domain/catalogue/product-images.ts';
import { getAdminProduct, listAdminProducts } from '../../domain/catalogue/product-records.ts';
import {
  createProduct,
  setProductArchived,
  updateProduct,
} from '../../domain/catalogue/product-editing.ts';
import { adjustStock, listStockMovements } from '../../domain/catalogue/stock.ts';
import { acceptImage } from '../../domain/files/images.ts';
import { uploadedFile } from '../../http/uploaded-file.ts';
import { errorResponses } from '../../lib/error-responses.ts';

const tags = ['admin: catalogue'];
const errors = errorResponses(400, 401, 403, 404);
const FOOD_RULE =
  "A product of a food or processed-food category (the category's `notice_kind`) needs its `origin` and the required fields of its product information notice: 400 FOOD_INFORMATION_MISSING names the missing ones in `details.missing`.";

const products: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/products',
    {
      schema: {
        tags,
        summary: 'Products, archived ones on request, searchable',
        querystring: adminProductsQuery,
        response: { 200: adminProductList, ...errors },
      },
    },
    async (request) => listAdminProducts(fastify.db, request.query),
  );

  fastify.get(
    '/products/:id',
    {
      schema: {
        tags,
        summary: 'One product',
        params: idParams,
        response: { 200: adminProduct, ...errors },
      },
    },
    async (request) => getAdminProduct(fastify.db, request.params.id),
  );

  fastify.post(
    '/products',
    {
      schema: {
        tags,
        summary: 'Create a product',
        description: FOOD_RULE,
        body: productCreateBody,
        response: { 201: adminProduct, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createProduct(fastify.db, request.body, request.requireAdmin().userId)),
  );

  fastify.patch(
    '/products/:id',
    {
      schema: {
        tags,
        summary: 'Edit a product (everything but its stock)',
        description: `${FOOD_RULE} An archived product may be saved incomplete; showing it again checks it.`,
        params: idParams,
        body: productPatchBody,
        response: { 200: adminProduct, ...errors },
      },
    },
    async (request) => updateProduct(fastify.db, request.params.id, request.body),
  );

  fastify.post(
    '/products/:id/stock',
    {
      schema: {
        tags,
        summary:
          'Change the stock by a delta ("+12 received", "-1 damaged"), recorded with who and why',
        description:
          'Send `expected_stock` (the figure the change was decided on) to get a 409 instead when orders moved the stock since.',
        params: idParams,
        body: stockAdjustmentBody,
        response: { 200: adminProduct, 409: errorResponse, ...errors },
      },
    },
    async (request) =>
      adjustStock(fastify.db, request.params.id, request.body, request.requireAdmin().userId),
  );

  fastify.get(
    '/products/:id/stock',
    {
      schema: {
        tags,
        summary: 'The latest stock changes made by the shop team, newest first',
        params: idParams,
        response: { 200: stockMovementList, ...errors },
      },
    },
    async (request) => {
      await getAdminProduct(fastify.db, request.params.id);
      return { movements: await listStockMovements(fastify.db, request.params.id) };
    },
  );

  fastify.post(
    '/products/:id/archive',
    {
      schema: {
        tags,
        summary: 'Hide a product from the shop',
        params: idParams,
        response: { 200: adminProduct, ...errors },
      },
    },
    async (request) => setProductArchived(fastify.db, request.params.id, true, new Date()),
  );

  fastify.post(
    '/products/:id/unarchive',
    {
      schema: {
        tags,
        summary: 'Show an archived product again',
        params: idParams,
        response: { 200: adminProduct, ...errors },
      },
    },
    async (request) => setProductArchived(fastify.db, request.params.id, false, new Date()),
  );

  fastify.post(
    '/products/:id/images',
    {
      schema: {
        tags,
        summary:
          'Upload a product image (multipart field `image`: JPEG, PNG, WebP or GIF, 5 MB at most)',
        description:
          'At most 40 megapixels (400 IMAGE_TOO_MANY_PIXELS); stored with its longest edge at 1600 px at most.',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 201: adminProduct, 413: errorResponse, 415: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await assertProductExists(fastify.db, id);
      const image = await acceptImage(await uploadedFile(request), 'images.chooseImage', 'product');
      await addProductImage(fastify.db, fastify.storage, id, image);
      return reply.status(201).send(await getAdminProduct(fastify.db, id));
    },
  );

  fastify.patch(
    '/products/:id/images',
    {
      schema: {
        tags,
        summary: 'Reorder the images and/or choose the main one',
        params: idParams,
        body: productImagesOrderBody,
        response: { 200: adminProduct, ...errors },
      },
    },
    async (request) => {
      await arrangeProductImages(fastify.db, request.params.id, request.body);
      return getAdminProduct(fastify.db, request.params.id);
    },
  );

  fastify.delete(
    '/products/:id/images/:imageId',
    {
      schema: {
        tags,
        summary: 'Delete a product image',
        params: productImageParams,
        response: { 200: adminProduct, ...errors },
      },
    },
    async (request) => {
      const { id, imageId } = request.params;
      await deleteProductImage(fastify.db, fastify.storage, id, imageId);
      return getAdminProduct(fastify.db, id);
    },
  );
};

export default products;
