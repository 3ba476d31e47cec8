/**
 * The agency of a region and the member's transfer addresses (spec 2 section 7 "GET agency:
 * memberSource", "GET member transfer addresses: Country, PageIndex 1, PageSize 10").
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agencyQuery, agencyReply } from '../../src/domain/agency/agency.schema';
import {
  transferAddress,
  transferAddressBody,
  transferAddressListQuery,
  transferAddressListReply,
} from '../../src/domain/address/transfer-address.schema';
import { errorReplies } from '../http/openapi';
import { memberIdOf, requireMember } from '../http/session';
import { agencyForRegion, toAgency } from '../services/agency/agency-for-region';
import { createTransferAddress } from '../services/agency/create-transfer-address';
import { listTransferAddresses } from '../services/agency/list-transfer-addresses';

const security = [{ session: [] }];

export const agencyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/agency',
    {
      schema: {
        tags: ['agency'],
        summary: "The agency serving a region (memberSource: the seller's region); null where there is none",
        querystring: agencyQuery,
        response: { 200: agencyReply, ...errorReplies(400) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      const row = await agencyForRegion(app.ctx.db, request.query.memberSource);
      return row ? toAgency(row) : null;
    },
  );

  app.get(
    '/api/me/transfer-addresses',
    {
      preValidation: requireMember,
      schema: {
        tags: ['addresses'],
        summary: "The member's transfer addresses, newest first, 10 a page; country keeps those in one country",
        security,
        querystring: transferAddressListQuery,
        response: { 200: transferAddressListReply, ...errorReplies(400, 401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listTransferAddresses(app.ctx.db, memberIdOf(request), request.query);
    },
  );

  app.post(
    '/api/me/transfer-addresses',
    {
      preValidation: requireMember,
      schema: {
        tags: ['addresses'],
        summary: 'Save a transfer address in an agency region (MO, HK, TWN, CN)',
        description:
          "Another country answers 400 ADDRESS_COUNTRY_UNSUPPORTED ('Coming Soon'); the street lines need 4 Chinese characters; past 20 addresses 409 ADDRESS_LIMIT_REACHED.",
        security,
        body: transferAddressBody,
        response: { 201: transferAddress, ...errorReplies(400, 401, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await createTransferAddress(app.ctx, memberIdOf(request), request.body)),
  );
};
