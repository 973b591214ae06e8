import { errorResponse, messageResponse } from '@jangbogi/contracts/common';
import {
  changePasswordBody,
  FORGOT_PASSWORD_MESSAGE,
  forgotPasswordBody,
  resetPasswordBody,
  resetPasswordParams,
} from '@jangbogi/contracts/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkPasswordChange, setPassword } from '../../domain/users/accounts.ts';
import { hashPassword } from '../../domain/users/password.ts';
import { requestPasswordReset, resetPassword } from '../../domain/users/password-reset.ts';
import { perEmailLimit, perIpLimit } from '../../lib/rate-limits.ts';
import { inTransaction } from '../../db/transaction.ts';

const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 429: errorResponse };
const RESET_LIMIT_MESSAGE = 'Too many password reset requests. Please wait 15 minutes and try again.';

const passwordRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.put(
    '/me/password',
    {
      schema: {
        tags: ['users'],
        summary: 'Change the password (the current one is required)',
        body: changePasswordBody,
        response: { 200: messageResponse, ...errors },
      },
      config: perIpLimit({ max: 10, timeWindow: '15 minutes', message: 'Too many attempts. Please wait and try again.' }),
    },
    async (request) => {
      const { userId } = request.requireUser();
      const passwordHash = await checkPasswordChange(fastify.db, userId, request.body);
      await inTransaction(fastify.db, (tx) => setPassword(tx, userId, passwordHash));
      return { message: 'Password changed successfully.' };
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
      preHandler: perEmailLimit(fastify, 'forgot', { max: 3, timeWindow: '15 minutes', message: RESET_LIMIT_MESSAGE }),
    },
    async (request) => {
      await inTransaction(fastify.db, (tx) => requestPasswordReset(tx, fastify.config, request.body.email));
      return { message: FORGOT_PASSWORD_MESSAGE };
    },
  );

  fastify.post(
    '/reset-password/:token',
    {
      schema: {
        tags: ['users'],
        summary: 'Set a new password with a single-use reset link (valid 1 hour)',
        params: resetPasswordParams,
        body: resetPasswordBody,
        response: { 200: messageResponse, ...errors },
      },
      config: perIpLimit({ max: 10, timeWindow: '15 minutes', message: RESET_LIMIT_MESSAGE }),
    },
    async (request) => {
      const passwordHash = await hashPassword(request.body.password);
      await inTransaction(fastify.db, (tx) => resetPassword(tx, request.params.token, passwordHash));
      return { message: 'Your password has been reset. Please log in with your new password.' };
    },
  );
};

export default passwordRoutes;
