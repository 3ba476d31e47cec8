import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { humanCheckRoutes } from './auth/human-check';
import { requestCodeRoute } from './auth/request-code';
import { registerRoute } from './auth/register';
import { signInRoute } from './auth/sign-in';
import { signOutRoute } from './auth/sign-out';
import { resetPasswordRoute } from './auth/reset-password';

/** Sign-up, sign-in and password reset (spec 1 sections 2, 4 and 5). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(humanCheckRoutes);
  await app.register(requestCodeRoute);
  await app.register(registerRoute);
  await app.register(signInRoute);
  await app.register(signOutRoute);
  await app.register(resetPasswordRoute);
};
