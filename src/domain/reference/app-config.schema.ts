import { z } from 'zod/mini';

/** Settings of the server that the PWA needs (GET /api/reference/app-config). */
export const appConfig = z.object({
  /** The separate seller site the Sell link opens (DESIGN.md section 3). */
  SellerSiteUrl: z.url(),
  /** The human check's widget: the sandbox's own picture, or Turnstile/hCaptcha loaded with SiteKey. */
  HumanCheck: z.optional(z.object({ Provider: z.enum(['sandbox', 'turnstile', 'hcaptcha']), SiteKey: z.nullable(z.string()) })),
});
export type AppConfig = z.infer<typeof appConfig>;
