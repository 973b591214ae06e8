import {
  adminBanner,
  adminBannerList,
  bannerCreateBody,
  bannerPatchBody,
  bannerUploadFields,
} from '@jangbogi/contracts/admin-banners';
import { errorResponse, idParams } from '@jangbogi/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createBanner,
  deleteBanner,
  listBanners,
  updateBanner,
} from '../../domain/admin/banners.ts';
import { acceptImage } from '../../domain/files/images.ts';
import { uploadedFile } from '../../http/uploaded-file.ts';
import { invalidFields } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { PARSE_IN_CATALOGUE } from '../../lib/i18n/zod-issues.ts';

const tags = ['admin: banners'];
const errors = errorResponses(400, 401, 403, 404);

const banners: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/banners',
    {
      schema: {
        tags,
        summary: 'All banners, active or not',
        response: { 200: adminBannerList, ...errors },
      },
    },
    async () => listBanners(fastify.db),
  );

  fastify.post(
    '/banners',
    {
      schema: {
        tags,
        summary:
          'Create a banner showing a picture hosted elsewhere (https URL); it is never treated as our file',
        body: bannerCreateBody,
        response: { 201: adminBanner, ...errors },
      },
    },
    async (request, reply) => {
      const { image_url: externalUrl, ...fields } = request.body;
      return reply.status(201).send(await createBanner(fastify.db, fields, { externalUrl }));
    },
  );

  fastify.post(
    '/banners/upload',
    {
      schema: {
        tags,
        summary:
          'Create a banner by uploading its image (multipart: title, link_url?, sort_order?, then the file `image`)',
        consumes: ['multipart/form-data'],
        response: { 201: adminBanner, 413: errorResponse, 415: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const file = await uploadedFile(request);
      const parsed = bannerUploadFields.safeParse(file?.fields ?? {}, PARSE_IN_CATALOGUE);
      if (!parsed.success) {
        const { fieldErrors } = z.flattenError(parsed.error);
        throw invalidFields(
          Object.fromEntries(Object.entries(fieldErrors).map(([f, m]) => [f, m ?? []])),
        );
      }
      const image = await acceptImage(file, 'images.chooseImage', 'banner');
      const key = await fastify.storage.put(
        'banners',
        image.extension,
        image.buffer,
        image.contentType,
      );
      const banner = await createBanner(fastify.db, parsed.data, {
        key,
        url: fastify.storage.publicUrl(key),
      }).catch(async (error: unknown) => {
        await fastify.storage.remove(key);
        throw error;
      });
      return reply.status(201).send(banner);
    },
  );

  fastify.patch(
    '/banners/:id',
    {
      schema: {
        tags,
        summary: 'Edit, show or hide a banner',
        params: idParams,
        body: bannerPatchBody,
        response: { 200: adminBanner, ...errors },
      },
    },
    async (request) => updateBanner(fastify.db, request.params.id, request.body),
  );

  fastify.delete(
    '/banners/:id',
    {
      schema: {
        tags,
        summary: 'Delete a banner',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const key = await deleteBanner(fastify.db, request.params.id);
      if (key) await fastify.storage.remove(key);
      return reply.status(204).send(null);
    },
  );
};

export default banners;
