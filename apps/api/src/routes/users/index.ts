import { errorResponse } from '@jangbogi/contracts/common';
import {
  authResponse,
  loginBody,
  registerBody,
  registerResponse,
  updateProfileBody,
  user,
} from '@jangbogi/contracts/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptImage } from '../../domain/files/images.ts';
import {
  findUser,
  logIn,
  registerAccount,
  setProfileImage,
  updateProfile,
} from '../../domain/accounts/accounts.ts';
import { toUserJson } from '../../domain/accounts/user-view.ts';
import { badRequest } from '../../lib/errors.ts';
import { translate } from '../../lib/i18n/catalogue.ts';
import { requestLanguage } from '../../lib/i18n/language.ts';
import { perEmailLimit, perIpLimit } from '../../lib/rate-limits.ts';
import { uploadedFile } from '../../http/uploaded-file.ts';
import { guestSessionOf } from './guest-cart.ts';
import leavingRoutes from './leaving.ts';
import passwordRoutes from './password.ts';
import { errorResponses } from '../../lib/error-responses.ts';

const errors = errorResponses(400, 401, 409, 413, 415, 429);
const LOGIN_LIMIT_MESSAGE = 'sessions.tooManyLogins';

const users: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/register',
    {
      schema: {
        tags: ['users'],
        summary:
          'Create an account and email a link confirming its address; a guest cart sent along (guest-token) is merged into it',
        body: registerBody,
        response: { 201: registerResponse, ...errors },
      },
      config: perIpLimit({
        max: 20,
        timeWindow: '1 hour',
        message: 'requests.tooManySignUps',
      }),
    },
    async (request, reply) => {
      const created = await registerAccount(
        fastify.db,
        fastify.publicUrl(),
        request.body,
        guestSessionOf(request),
        requestLanguage(request),
      );
      return reply.status(201).send({
        message: translate(requestLanguage(request), 'notice.registered'),
        token: fastify.signUserToken(created),
        user: toUserJson(created),
      });
    },
  );

  fastify.post(
    '/login',
    {
      schema: {
        tags: ['users'],
        summary: 'Log in; a guest cart sent along (guest-token) is merged into the account',
        body: loginBody,
        response: { 200: authResponse, ...errors },
      },
      config: perIpLimit({ max: 10, timeWindow: '1 minute', message: LOGIN_LIMIT_MESSAGE }),
      preHandler: perEmailLimit(fastify, 'login', {
        max: 5,
        timeWindow: '1 minute',
        message: LOGIN_LIMIT_MESSAGE,
      }),
    },
    async (request) => {
      const account = await logIn(
        fastify.db,
        request.body,
        guestSessionOf(request),
        requestLanguage(request),
      );
      return { token: fastify.signUserToken(account), user: toUserJson(account) };
    },
  );

  fastify.get(
    '/me',
    {
      schema: {
        tags: ['users'],
        summary: 'The logged-in user',
        response: { 200: user, 401: errorResponse },
      },
    },
    async (request) => toUserJson(await findUser(fastify.db, request.requireUser().userId)),
  );

  fastify.put(
    '/me',
    {
      schema: {
        tags: ['users'],
        summary: 'Update the profile (JSON) or upload a photo (multipart, field profileImage)',
        description:
          'JSON body {firstName?, lastName?, phoneNumber?}, or multipart/form-data with one image file in ' +
          'profileImage (JPEG, PNG, WebP or GIF, checked by content, at most 5 MB and 40 megapixels; stored at 512 px at most).',
        // A multipart request reaches validation with a null body; its file is read in the handler.
        body: updateProfileBody.nullish(),
        response: { 200: user, ...errors },
      },
    },
    async (request) => {
      const { userId } = request.requireUser();
      if (request.isMultipart()) {
        const file = await uploadedFile(request);
        const image = await acceptImage(
          file?.fieldname === 'profileImage' ? file : undefined,
          'images.selectImage',
          'profile',
        );
        const key = await fastify.storage.put(
          'profiles',
          image.extension,
          image.buffer,
          image.contentType,
        );
        const replaced = await setProfileImage(fastify.db, userId, {
          key,
          url: fastify.storage.publicUrl(key),
        }).catch(async (error: unknown) => {
          await fastify.storage.remove(key);
          throw error;
        });
        if (replaced.previousKey) await fastify.storage.remove(replaced.previousKey);
        return replaced.user;
      }
      if (!request.body) throw badRequest('profile.jsonOrImage');
      return updateProfile(fastify.db, userId, request.body);
    },
  );

  await fastify.register(passwordRoutes);
  await fastify.register(leavingRoutes);
};

export default users;
