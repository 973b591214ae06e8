// Leaving the shop and downloading one's data (ADR 0041).
import { deleteAccountBody, personalData } from '@jangbogi/contracts/account-data';
import { messageResponse } from '@jangbogi/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteAccount } from '../../domain/accounts/account-deletion.ts';
import { personalDataOf } from '../../domain/accounts/personal-data.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { translate } from '../../lib/i18n/catalogue.ts';
import { requestLanguage } from '../../lib/i18n/language.ts';
import { passwordAttemptsLimit } from '../../lib/rate-limits.ts';

const leavingRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.delete(
    '/me',
    {
      schema: {
        tags: ['users'],
        summary: 'Delete the account (회원 탈퇴); the password is required',
        description:
          'Removes the profile, addresses, cart and stock alerts and ends every session. Orders stay for ' +
          'the periods the E-Commerce Act sets, detached from the account. Refused with 409 ' +
          'ACCOUNT_HAS_OPEN_ORDERS, naming the order, while an order is not delivered or cancelled, ' +
          'has a return in progress or a refund still owed.',
        body: deleteAccountBody,
        response: { 200: messageResponse, ...errorResponses(400, 401, 409, 429) },
      },
      config: passwordAttemptsLimit(),
    },
    async (request) => {
      const { userId } = request.requireUser();
      const { profileImageKey } = await deleteAccount(fastify.db, userId, request.body.password);
      if (profileImageKey) await fastify.storage.remove(profileImageKey);
      return { message: translate(requestLanguage(request), 'notice.accountDeleted') };
    },
  );

  fastify.get(
    '/me/data',
    {
      schema: {
        tags: ['users'],
        summary: 'Everything the shop holds about the signed-in shopper, as JSON (PIPA art. 35)',
        response: { 200: personalData, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const { userId } = request.requireUser();
      const data = await personalDataOf(fastify.db, userId);
      return reply
        .header('content-disposition', 'attachment; filename="jangbogi-my-data.json"')
        .send(data);
    },
  );
};

export default leavingRoutes;
