/**
 * The member as GET /api/me returns it, apart from the account routes' schemas
 * (account.schema.ts): every page's first view reads the member, and building the forms' checks
 * with it cost a phone ~40 ms.
 */
import { z } from 'zod/mini';
import { languages } from './languages';

/** The logged-in user of spec 1 section 3, as GET /api/me returns it. */
export const currentUser = z.object({
  Id: z.number(),
  NickName: z.string(),
  MemberSource: z.string(),
  IsSeller: z.boolean(),
  IsSell: z.boolean(),
  PointCount: z.number(),
  /** CHP balance in cents (1 CHP = 1 USD); every amount in the API is integer minor units. */
  SumMoney: z.int(),
  HeadPortrait: z.string(),
  VerifyStatus: z.number(),
  /** Number of saved shipping addresses. */
  Count: z.number(),
  State: z.nullable(z.string()),
  StateCode: z.nullable(z.string()),
  Email: z.nullable(z.string()),
  TelPhone: z.nullable(z.string()),
  AreaCode: z.nullable(z.string()),
  Language: z.enum(languages),
  /** The location chosen on the settings page (locations.ts), its English name and flag; null until chosen. Optional for older fixtures. */
  LocationCode: z.optional(z.nullable(z.string())),
  LocationName: z.optional(z.nullable(z.string())),
  LocationIcon: z.optional(z.nullable(z.string())),
  Status: z.number(),
});
export type CurrentUser = z.infer<typeof currentUser>;
