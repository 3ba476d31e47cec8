/**
 * A member's ID verification state, without zod: the trade gate reads it on the item page's first
 * view, where the verification schemas (verification.schema.ts) would cost their building for nothing.
 * 0 not verified, 1 processing, 2 verified, 3 declined (apply again).
 */
export const VerifyStatus = { None: 0, Processing: 1, Verified: 2, Declined: 3 } as const;
export type VerifyStatus = (typeof VerifyStatus)[keyof typeof VerifyStatus];
