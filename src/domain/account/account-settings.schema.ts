/**
 * Bodies of the account settings routes (spec 3 section 5): password change, e-mail change,
 * location and avatar. The checks reuse registration's rules (account-rules.ts), so the form and
 * the route refuse the same values with the same codes.
 */
import { z } from 'zod/mini';
import type { ErrorCode } from '../errors/error-codes';
import { checkCode, checkEmail, checkPassword, checkPasswordsMatch, PASSWORD_MIN } from './account-rules';
import { checkLocation } from './locations';

type Check = [field: string, code: ErrorCode | null];

function report(ctx: z.core.$RefinementCtx, checks: Check[]) {
  const seen = new Set<string>();
  for (const [field, code] of checks) {
    if (code && !seen.has(field)) {
      seen.add(field);
      ctx.addIssue({ code: 'custom', message: code, path: [field] });
    }
  }
}

/** Spec 3 section 5: the old password is required and, like every password field, 6 characters or more. */
export function checkOldPassword(value: string): ErrorCode | null {
  if (!value) return 'PASSWORD_OLD_REQUIRED';
  return value.length < PASSWORD_MIN ? 'PASSWORD_OLD_WRONG' : null;
}

/** The first problem of each password-change field, in the form's order. */
export function passwordChangeProblems(v: { OldPassword: string; NewPassword: string; ConfirmPassword: string }): Check[] {
  return [
    ['OldPassword', checkOldPassword(v.OldPassword)],
    ['NewPassword', checkPassword(v.NewPassword)],
    ['ConfirmPassword', v.ConfirmPassword ? checkPasswordsMatch(v.NewPassword, v.ConfirmPassword) : 'PASSWORD_CONFIRM_REQUIRED'],
  ];
}

export const changePasswordBody = z
  .object({
    OldPassword: z.string().check(z.maxLength(100)),
    NewPassword: z.string().check(z.maxLength(100)),
    ConfirmPassword: z.string().check(z.maxLength(100)),
  })
  .check(z.superRefine((v, ctx) => report(ctx, passwordChangeProblems(v))));
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** Spec 3 section 5 "Email edit": one message for a missing or malformed address. */
export function checkNewEmail(value: string): ErrorCode | null {
  return checkEmail(value) ? 'EMAIL_EDIT_INVALID' : null;
}

/** The address as it is stored and compared: trimmed and lower-cased, like registration. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export const emailCodeBody = z
  .object({
    EMail: z.string().check(z.maxLength(254)),
    HumanTicket: z.string().check(z.minLength(1), z.maxLength(2048)),
  })
  .check(z.superRefine((v, ctx) => report(ctx, [['EMail', checkNewEmail(v.EMail)]])));
export type EmailCodeBody = z.infer<typeof emailCodeBody>;

export const changeEmailBody = z
  .object({
    EMail: z.string().check(z.maxLength(254)),
    Code: z.string().check(z.maxLength(20)),
  })
  .check(
    z.superRefine((v, ctx) =>
      report(ctx, [
        ['EMail', checkNewEmail(v.EMail)],
        ['Code', checkCode(v.Code)],
      ]),
    ),
  );
export type ChangeEmailBody = z.infer<typeof changeEmailBody>;

export const locationBody = z
  .object({ LocationCode: z.string().check(z.maxLength(16)) })
  .check(z.superRefine((v, ctx) => report(ctx, [['LocationCode', checkLocation(v.LocationCode)]])));
export type LocationBody = z.infer<typeof locationBody>;

export const avatarBody = z.object({ ImageId: z.int().check(z.positive()) });
export type AvatarBody = z.infer<typeof avatarBody>;
