/**
 * The store cart (spec 2 "Cart", section 7 "Store mall and cart"): members only; visitors get 401
 * and the PWA sends them to /login.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cartCountReply,
  cartLineParams,
  cartReply,
  removeCartLinesBody,
  removeCartLinesReply,
  setCartBody,
  setCartReply,
  updateCartLineBody,
  updateCartLineReply,
} from '../../src/domain/cart/cart.schema';
import { errorReplies } from '../http/openapi';
import { memberIdOf, requireMember } from '../http/session';
import { countCart } from '../services/cart/count-cart';
import { listCart } from '../services/cart/list-cart';
import { removeCartLines } from '../services/cart/remove-cart-lines';
import { setCartLine } from '../services/cart/set-cart-line';
import { updateCartLine } from '../services/cart/update-cart-line';

const security = [{ session: [] }];

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/cart',
    {
      preValidation: requireMember,
      schema: {
        tags: ['cart'],
        summary: "The member's cart lines with MaxNum and whether each can be checked out now",
        security,
        response: { 200: cartReply, ...errorReplies(401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listCart(app.ctx, memberIdOf(request));
    },
  );

  app.get(
    '/api/cart/count',
    {
      preValidation: requireMember,
      schema: {
        tags: ['cart'],
        summary: 'The number of cart lines, for the header badge',
        security,
        response: { 200: cartCountReply, ...errorReplies(401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { Count: await countCart(app.ctx.db, memberIdOf(request)) };
    },
  );

  app.post(
    '/api/cart',
    {
      preValidation: requireMember,
      schema: {
        tags: ['cart'],
        summary: "Put a store item's condition in the cart: 'cover' sets the quantity, 'append' adds to it",
        security,
        body: setCartBody,
        response: { 200: setCartReply, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => setCartLine(app.ctx, memberIdOf(request), request.body),
  );

  app.put(
    '/api/cart/:id',
    {
      preValidation: requireMember,
      schema: {
        tags: ['cart'],
        summary: "Change a line's quantity; 409 INSUFFICIENT_INVENTORY over what the buyer may have, nothing changed",
        security,
        params: cartLineParams,
        body: updateCartLineBody,
        response: { 200: updateCartLineReply, ...errorReplies(400, 401, 404, 409) },
      },
    },
    async (request) => updateCartLine(app.ctx, memberIdOf(request), request.params.id, request.body.Num),
  );

  app.delete(
    '/api/cart',
    {
      preValidation: requireMember,
      schema: {
        tags: ['cart'],
        summary: 'Remove cart lines',
        security,
        body: removeCartLinesBody,
        response: { 200: removeCartLinesReply, ...errorReplies(400, 401) },
      },
    },
    async (request) => removeCartLines(app.ctx, memberIdOf(request), request.body.Ids),
  );
};
