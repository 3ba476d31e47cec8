/**
 * Request and reply schemas of the account routes. The same schemas validate the forms in the PWA
 * and the Fastify routes; issue messages are error codes (src/domain/errors/error-codes.ts).
 */
import { z } from 'zod/mini';
import { memberSources } from './regions';
import {
  AccountType,
  checkCode,
  checkEmail,
  checkNickname,
  checkPassword,
  checkPasswordsMatch,
  checkPhone,
  checkSignInAccount,
  checkSignInPassword,
} from './account-rules';
import type { ErrorCode } from '../errors/error-codes';

type Check = [field: string, code: ErrorCode | null];

/** Reports the first failing check per field, in the order given (the order the form shows them). */
function report(ctx: z.core.$RefinementCtx, checks: Check[]) {
  const seen = new Set<string>();
  for (const [field, code] of checks) {
    if (code && !seen.has(field)) {
      seen.add(field);
      ctx.addIssue({ code: 'custom', message: code, path: [field] });
    }
  }
}

const accountType = z.union([z.literal(AccountType.Email), z.literal(AccountType.Phone)]);
const region = z.enum(memberSources, { error: 'COUNTRY_INVALID' });

export const signInBody = z
  .object({
    Type: accountType,
    Account: z.string().check(z.maxLength(254)),
    Password: z.string().check(z.maxLength(100)),
    AreaCode: z.optional(region),
  })
  .check(
    z.superRefine((v, ctx) =>
      report(ctx, [
        ['Account', checkSignInAccount(v.Account, v.Type)],
        ['AreaCode', v.Type === AccountType.Phone && !v.AreaCode ? 'COUNTRY_INVALID' : null],
        ['Password', checkSignInPassword(v.Password)],
      ]),
    ),
  );
export type SignInBody = z.infer<typeof signInBody>;

/** The sandbox human check: a picture of a sum (an SVG data URL); the answer never leaves the server. */
export const humanCheckChallenge = z.object({
  ChallengeId: z.string(),
  Image: z.string(),
});
export const humanCheckAnswer = z.object({ ChallengeId: z.string().check(z.maxLength(64)), Answer: z.string().check(z.maxLength(16)) });
export const humanCheckTicket = z.object({ Ticket: z.string() });

export const codePurposes = ['register', 'reset'] as const;

export const requestCodeBody = z
  .object({
    Type: accountType,
    Purpose: z.enum(codePurposes),
    TelPhone: z.optional(z.string().check(z.maxLength(20))),
    AreaCode: z.optional(region),
    EMail: z.optional(z.string().check(z.maxLength(254))),
    /** The human-check widget's token: a sandbox ticket, or a Turnstile/hCaptcha response (up to 2048 characters). */
    HumanTicket: z.string().check(z.maxLength(2048)),
  })
  .check(
    z.superRefine((v, ctx) =>
      report(ctx, v.Type === AccountType.Phone
        ? [['TelPhone', checkPhone(v.TelPhone ?? '', v.AreaCode ?? '')], ['AreaCode', v.AreaCode ? null : 'COUNTRY_INVALID']]
        : [['EMail', checkEmail(v.EMail ?? '')]]),
    ),
  );
export type RequestCodeBody = z.infer<typeof requestCodeBody>;

export const requestCodeReply = z.object({ ResendAfterSeconds: z.number(), ExpiresInSeconds: z.number() });

export const registerBody = z
  .object({
    Type: accountType,
    NickName: z.string().check(z.maxLength(100)),
    MemberSource: region,
    /** Country of the phone number when it differs from MemberSource. */
    AreaCode: z.optional(region),
    TelPhone: z.optional(z.string().check(z.maxLength(20))),
    EMail: z.optional(z.string().check(z.maxLength(254))),
    Password: z.string().check(z.maxLength(100)),
    Code: z.string().check(z.maxLength(20)),
    InviteCode: z.optional(z.string().check(z.maxLength(32))),
    AgreeTerms: z.boolean(),
  })
  .check(
    z.superRefine((v, ctx) => {
      const byPhone = v.Type === AccountType.Phone;
      report(ctx, [
        ['TelPhone', byPhone ? checkPhone(v.TelPhone ?? '', v.AreaCode ?? v.MemberSource) : null],
        ['EMail', byPhone ? (v.EMail ? checkEmail(v.EMail) : null) : checkEmail(v.EMail ?? '')],
        ['NickName', checkNickname(v.NickName)],
        ['Code', checkCode(v.Code)],
        ['Password', checkPassword(v.Password)],
        ['AgreeTerms', v.AgreeTerms ? null : 'TERMS_REQUIRED'],
      ]);
    }),
  );
export type RegisterBody = z.infer<typeof registerBody>;

export const resetPasswordBody = z
  .object({
    Type: accountType,
    Account: z.string().check(z.maxLength(254)),
    AreaCode: z.optional(region),
    Code: z.string().check(z.maxLength(20)),
    NewPassword: z.string().check(z.maxLength(100)),
    ConfirmPassword: z.string().check(z.maxLength(100)),
  })
  .check(
    z.superRefine((v, ctx) =>
      report(ctx, [
        ['Account', v.Type === AccountType.Phone ? checkPhone(v.Account, v.AreaCode ?? '') : checkEmail(v.Account)],
        ['AreaCode', v.Type === AccountType.Phone && !v.AreaCode ? 'COUNTRY_INVALID' : null],
        ['Code', checkCode(v.Code)],
        ['NewPassword', checkPassword(v.NewPassword)],
        ['ConfirmPassword', checkPasswordsMatch(v.NewPassword, v.ConfirmPassword)],
      ]),
    ),
  );
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const countryOption = z.object({
  Code: z.enum(memberSources),
  NationCode: z.string(),
  EnName: z.string(),
  IconUrl: z.string(),
});

