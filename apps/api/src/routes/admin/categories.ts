import {
  adminCategoryList,
  categoryCreateBody,
  categoryMoveBody,
  categoryPatchBody,
  subcategoryCreateBody,
  subcategoryPatchBody,
} from '@jangbogi/contracts/admin-catalog';
import { idParams, idSchema } from '@jangbogi/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createCategory,
  createSubcategory,
  deleteCategory,
  deleteSubcategory,
  listCategoryTree,
  updateCategory,
  updateSubcategory,
} from '../../domain/catalogue/categories.ts';
import {
  archiveCategory,
  archiveSubcategory,
  moveInOrder,
  unarchive,
} from '../../domain/catalogue/category-order.ts';
import { errorResponses } from '../../lib/error-responses.ts';

const tags = ['admin: catalogue'];
const errors = errorResponses(400, 401, 403, 404, 409);
const created = z.object({ _id: idSchema });

const categories: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/categories',
    {
      schema: {
        tags,
        summary: 'Categories with their subcategories and product counts',
        response: { 200: adminCategoryList, ...errors },
      },
    },
    async () => listCategoryTree(fastify.db),
  );

  fastify.post(
    '/categories',
    {
      schema: {
        tags,
        summary: 'Create a category',
        body: categoryCreateBody,
        response: { 201: created, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCategory(fastify.db, request.body)),
  );

  fastify.patch(
    '/categories/:id',
    {
      schema: {
        tags,
        summary: 'Rename or reorder a category',
        params: idParams,
        body: categoryPatchBody,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await updateCategory(fastify.db, request.params.id, request.body);
      return reply.status(204).send(null);
    },
  );

  fastify.delete(
    '/categories/:id',
    {
      schema: {
        tags,
        summary: 'Delete an empty category',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteCategory(fastify.db, request.params.id);
      return reply.status(204).send(null);
    },
  );

  fastify.post(
    '/categories/:id/subcategories',
    {
      schema: {
        tags,
        summary: 'Create a subcategory',
        params: idParams,
        body: subcategoryCreateBody,
        response: { 201: created, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createSubcategory(fastify.db, request.params.id, request.body)),
  );

  fastify.patch(
    '/subcategories/:id',
    {
      schema: {
        tags,
        summary: 'Rename, reorder or move a subcategory to another category',
        params: idParams,
        body: subcategoryPatchBody,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await updateSubcategory(fastify.db, request.params.id, request.body);
      return reply.status(204).send(null);
    },
  );

  fastify.delete(
    '/subcategories/:id',
    {
      schema: {
        tags,
        summary: 'Delete a subcategory without products',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteSubcategory(fastify.db, request.params.id);
      return reply.status(204).send(null);
    },
  );

  // Reorder, archive and restore: the same three actions for categories and subcategories.
  for (const kind of ['category', 'subcategory'] as const) {
    const base = kind === 'category' ? '/categories/:id' : '/subcategories/:id';
    const done = { 204: z.null(), ...errors };

    fastify.post(
      `${base}/move`,
      {
        schema: {
          tags,
          summary: `Move a ${kind} one place up or down`,
          params: idParams,
          body: categoryMoveBody,
          response: done,
        },
      },
      async (request, reply) => {
        await moveInOrder(fastify.db, kind, request.params.id, request.body.direction);
        return reply.status(204).send(null);
      },
    );

    fastify.post(
      `${base}/archive`,
      {
        schema: {
          tags,
          summary: `Hide a ${kind} from the shop (refused while live products use it)`,
          params: idParams,
          response: done,
        },
      },
      async (request, reply) => {
        const archive = kind === 'category' ? archiveCategory : archiveSubcategory;
        await archive(fastify.db, request.params.id);
        return reply.status(204).send(null);
      },
    );

    fastify.post(
      `${base}/unarchive`,
      {
        schema: {
          tags,
          summary: `Show an archived ${kind} in the shop again`,
          params: idParams,
          response: done,
        },
      },
      async (request, reply) => {
        await unarchive(fastify.db, kind, request.params.id);
        return reply.status(204).send(null);
      },
    );
  }
};

export default categories;
