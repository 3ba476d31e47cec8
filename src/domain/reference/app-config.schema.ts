import { z } from 'zod/mini';

/** Settings of the server that the PWA needs (GET /api/reference/app-config). */
export const appConfig = z.object({
  /** The separate seller site the Sell link opens (DESIGN.md section 3). */
  SellerSiteUrl: z.url(),
});
export type AppConfig = z.infer<typeof appConfig>;
