import {
  address,
  addressBody,
  addressList,
  defaultAddressQuery,
  defaultAddressResponse,
  setDefaultBody,
  setDefaultResponse,
} from '@jangbogi/contracts/addresses';
import { errorResponse, idParams, messageResponse } from '@jangbogi/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createAddress,
  defaultAddress,
  deleteAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
} from '../../domain/accounts/addresses.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { translate } from '../../lib/i18n/catalogue.ts';
import { requestLanguage } from '../../lib/i18n/language.ts';

const errors = errorResponses(400, 401, 404, 409);

// Every query is scoped to the logged-in user: another user's address id is simply "not found".
const addresses: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['addresses'],
        summary: "The user's address book, default shipping first (always {addresses})",
        response: { 200: addressList, 401: errorResponse },
      },
    },
    async (request) => ({
      addresses: await listAddresses(fastify.db, request.requireUser().userId),
    }),
  );

  fastify.get(
    '/default',
    {
      schema: {
        tags: ['addresses'],
        summary: 'The default shipping or billing address',
        querystring: defaultAddressQuery,
        response: { 200: defaultAddressResponse, ...errors },
      },
    },
    async (request) => ({
      address: await defaultAddress(fastify.db, request.requireUser().userId, request.query.type),
    }),
  );

  fastify.post(
    '/',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Add an address (the first one becomes the default shipping address)',
        body: addressBody,
        response: { 201: address, ...errors },
      },
    },
    async (request, reply) => {
      const { userId } = request.requireUser();
      const created = await createAddress(fastify.db, userId, request.body);
      return reply.status(201).send(created);
    },
  );

  fastify.put(
    '/:id',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Edit an address',
        params: idParams,
        body: addressBody,
        response: { 200: address, ...errors },
      },
    },
    async (request) => {
      const { userId } = request.requireUser();
      return updateAddress(fastify.db, userId, request.params.id, request.body);
    },
  );

  fastify.patch(
    '/:id',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Make an address the default (shipping and/or billing)',
        params: idParams,
        body: setDefaultBody,
        response: { 200: setDefaultResponse, ...errors },
      },
    },
    async (request) => {
      const { userId } = request.requireUser();
      return setDefaultAddress(
        fastify.db,
        userId,
        request.params.id,
        request.body,
        requestLanguage(request),
      );
    },
  );

  fastify.delete(
    '/:id',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Delete an address',
        params: idParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      const { userId } = request.requireUser();
      await deleteAddress(fastify.db, userId, request.params.id);
      return { message: translate(requestLanguage(request), 'notice.addressDeleted') };
    },
  );
};

export default addresses;
