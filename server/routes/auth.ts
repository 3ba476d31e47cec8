import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Placeholder: filled in by the foundation work in progress.
export const authRoutes: FastifyPluginAsyncZod = async () => {};
