import { messageResponse } from '@jangbogi/contracts/common';
import {
  changePasswordBody,
  changePasswordResponse,
  confirmEmailParams,
  forgotPasswordBody,
  registerResponse,
  resetPasswordBody,
  resetPasswordParams,
} from '@jangbogi/contracts/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changePassword } from '../../domain/accounts/accounts.ts';
import { confirmEmail, resendConfirmation } from '../../domain/accounts/email-ownership.ts';
import { requestPasswordReset, resetPassword } from '../../domain/accounts/password-reset.ts';
import { toUserJson } from '../../domain/accounts/user-view.ts';
import { translate } from '../../lib/i18n/catalogue.ts';
import { requestLanguage } from '../../lib/i18n/language.ts';
import { passwordAttemptsLimit, perEmailLimit, perIpLimit } from '../../lib/rate-limits.ts';
import { errorResponses } from '../../lib/error-responses.ts';

const errors = errorResponses(400, 401, 404, 409, 429);
const RESET_LIMIT_MESSAGE = 'requests.tooManyResets';

const passwordRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.put(
    '/me/password',
    {
      schema: {
        tags: ['users'],
        summary: 'Change the password (the current one is required); ends every other session',
        description:
          'Every token issued before the change stops working; the answer carries a fresh one for this device.',
        body: changePasswordBody,
        response: { 200: changePasswordResponse, ...errors },
      },
      config: passwordAttemptsLimit(),
    },
    async (request) => {
      const { userId } = request.requireUser();
      const account = await changePassword(fastify.db, userId, request.body);
      return {
        message: translate(requestLanguage(request), 'notice.passwordChanged'),
        token: fastify.signUserToken(account),
      };
    },
  );

  fastify.post(
    '/forgot-password',
    {
      schema: {
        tags: ['users'],
        summary: 'Email a reset link; answers the same whether or not the account exists',
        body: forgotPasswordBody,
        response: { 200: messageResponse, ...errors },
      },
      config: perIpLimit({ max: 5, timeWindow: '15 minutes', message: RESET_LIMIT_MESSAGE }),
      preHandler: perEmailLimit(fastify, 'forgot', {
        max: 3,
        timeWindow: '15 minutes',
        message: RESET_LIMIT_MESSAGE,
      }),
    },
    async (request) => {
      await requestPasswordReset(fastify.db, fastify.publicUrl(), request.body.email);
      return { message: translate(requestLanguage(request), 'notice.resetSent') };
    },
  );

  fastify.post(
    '/reset-password/:token',
    {
      schema: {
        tags: ['users'],
        summary:
          'Set a new password with a single-use link (a reset: 1 hour; a guest order’s set-password link: 7 days); answers the account signed in',
        params: resetPasswordParams,
        body: resetPasswordBody,
        response: { 200: registerResponse, ...errors },
      },
      config: perIpLimit({ max: 10, timeWindow: '15 minutes', message: RESET_LIMIT_MESSAGE }),
    },
    async (request) => {
      const account = await resetPassword(fastify.db, request.params.token, request.body.password);
      return {
        message: translate(requestLanguage(request), 'notice.passwordSet'),
        token: fastify.signUserToken(account),
        user: toUserJson(account),
      };
    },
  );

  fastify.post(
    '/verify-email/:token',
    {
      schema: {
        tags: ['users'],
        summary: 'Confirm the account’s email with the single-use link sent to it (valid 7 days)',
        description: 'Orders placed as a guest with this email then show under the account.',
        params: confirmEmailParams,
        response: { 200: messageResponse, ...errors },
      },
      config: passwordAttemptsLimit(),
    },
    async (request) => {
      await confirmEmail(fastify.db, request.params.token);
      return { message: translate(requestLanguage(request), 'notice.emailConfirmed') };
    },
  );

  fastify.post(
    '/me/verify-email',
    {
      schema: {
        tags: ['users'],
        summary: 'Email a new confirmation link to the logged-in user',
        response: { 200: messageResponse, ...errors },
      },
      config: perIpLimit({
        max: 5,
        timeWindow: '15 minutes',
        message: 'requests.tooManyWait15',
      }),
    },
    async (request) => {
      await resendConfirmation(
        fastify.db,
        fastify.publicUrl(),
        request.requireUser().userId,
        requestLanguage(request),
      );
      return { message: translate(requestLanguage(request), 'notice.confirmationSent') };
    },
  );
};

export default passwordRoutes;
