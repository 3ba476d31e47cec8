/** The member's shipping address book (spec 2 "Shipping address", spec 3 "Addresses and regions"). */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressBody, addressListReply, shippingAddress } from '../../src/domain/address/address.schema';
import { errorReplies, noContent } from '../http/openapi';
import { memberIdOf, requireMember } from '../http/session';
import { createAddress } from '../services/addresses/create-address';
import { deleteAddress } from '../services/addresses/delete-address';
import { listAddresses } from '../services/addresses/list-addresses';
import { setDefaultAddress } from '../services/addresses/set-default-address';
import { updateAddress } from '../services/addresses/update-address';

const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const security = [{ session: [] }];
const tags = ['addresses'];

export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me/addresses',
    {
      preValidation: requireMember,
      schema: { tags, summary: 'The address book: default first, then newest first', security, response: { 200: addressListReply, ...errorReplies(401) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listAddresses(app.ctx, memberIdOf(request));
    },
  );

  app.post(
    '/api/me/addresses',
    {
      preValidation: requireMember,
      schema: {
        tags,
        summary: 'Save a new address (US only; the first one becomes the default)',
        description: "Any country but US answers 400 ADDRESS_COUNTRY_UNSUPPORTED ('Coming Soon'); past 20 addresses 409 ADDRESS_LIMIT_REACHED.",
        security,
        body: addressBody,
        response: { 201: shippingAddress, ...errorReplies(400, 401, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await createAddress(app.ctx, memberIdOf(request), request.body)),
  );

  app.put(
    '/api/me/addresses/:id',
    {
      preValidation: requireMember,
      schema: {
        tags,
        summary: 'Change an address; IsDefault true also makes it the default',
        security,
        params,
        body: addressBody,
        response: { 200: shippingAddress, ...errorReplies(400, 401, 404) },
      },
    },
    async (request) => updateAddress(app.ctx, memberIdOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/me/addresses/:id',
    {
      preValidation: requireMember,
      schema: {
        tags,
        summary: 'Delete an address',
        description: 'The default address cannot be deleted while others exist (409 ADDRESS_DEFAULT_UNDELETABLE).',
        security,
        params,
        response: { 204: noContent, ...errorReplies(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteAddress(app.ctx, memberIdOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/me/addresses/:id/default',
    {
      preValidation: requireMember,
      schema: {
        tags,
        summary: 'Make this address the default; the others lose it',
        security,
        params,
        response: { 200: shippingAddress, ...errorReplies(400, 401, 404) },
      },
    },
    async (request) => setDefaultAddress(app.ctx, memberIdOf(request), request.params.id),
  );
};
