/**
 * Closing an account (spec 3 section 4 "Close account"): the checklist the dialog shows and the
 * confirmation with the password. The conditions are decided by closeAccountVerdict.
 */
import { z } from 'zod/mini';

export const closeConditionKeys = ['noOngoingBids', 'noListings', 'balanceNotNegative', 'noOpenOrders', 'noOpenCases'] as const;
export type CloseConditionKey = (typeof closeConditionKeys)[number];

export const closeAccountCheckReply = z.object({
  Conditions: z.array(z.object({ Key: z.enum(closeConditionKeys), Met: z.boolean() })),
  CanClose: z.boolean(),
});
export type CloseAccountCheckReply = z.infer<typeof closeAccountCheckReply>;

export const closeAccountBody = z.object({
  Password: z.string().check(z.minLength(1, { error: 'PASSWORD_REQUIRED' }), z.maxLength(100, { error: 'PASSWORD_REQUIRED' })),
});
export type CloseAccountBody = z.infer<typeof closeAccountBody>;
