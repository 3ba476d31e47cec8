/**
 * The seller's store profile (spec 1 "Store"; issue 33): name, about text and logo, edited on the
 * seller site and shown on the buyer's store page. Plain text: control characters and angle
 * brackets are refused rather than silently stripped, so what the seller typed is what buyers see.
 */
import { z } from 'zod/mini';

export const STORE_NAME_MAX = 40;
export const STORE_ABOUT_MAX = 1000;

const PLAIN_NAME = /^[^<>\p{Cc}]+$/u;
// The about text may break lines and hold tabs; other control characters and markup are refused.
const PLAIN_ABOUT_LINE = /^(?:[^<>\p{Cc}]|\t)*$/u;

/** Line breaks as the store page shows them (pasted text brings \r\n). */
export const plainAbout = (text: string) => text.replace(/\r\n?/g, '\n');

export const sellerStoreBody = z.object({
  StoreName: z.string().check(
    z.trim(),
    z.minLength(2, 'STORE_NAME_INVALID'),
    z.maxLength(STORE_NAME_MAX, 'STORE_NAME_INVALID'),
    z.regex(PLAIN_NAME, 'STORE_NAME_INVALID'),
  ),
  AboutStore: z._default(
    z.string().check(
      z.trim(),
      z.maxLength(STORE_ABOUT_MAX, 'STORE_ABOUT_INVALID'),
      z.refine((text) => text.split(/\r\n|\r|\n/).every((line) => PLAIN_ABOUT_LINE.test(line)), 'STORE_ABOUT_INVALID'),
    ),
    '',
  ),
  /** A picture the seller uploaded (purpose 'avatar'); absent keeps the logo. */
  LogoImageId: z.optional(z.int().check(z.positive(), z.maximum(2_147_483_647))),
});
export type SellerStoreBody = z.input<typeof sellerStoreBody>;
export type SellerStoreBodyOut = z.output<typeof sellerStoreBody>;

export const sellerStoreReply = z.object({
  Id: z.int(),
  StoreName: z.string(),
  StoreLogo: z.string(),
  AboutStore: z.string(),
});
export type SellerStoreReply = z.infer<typeof sellerStoreReply>;
