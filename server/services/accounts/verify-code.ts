/**
 * Checks a code against the newest one sent to a destination for a purpose, inside the caller's
 * transaction (the row stays locked until it ends). Failures are returned, not thrown, because a
 * wrong guess must still be counted: the caller commits the count and then reports the failure.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { verificationCodes } from '../../db/schema';
import { verificationCodeMatches } from './code-hash';
import type { CodePurpose } from './request-code';

export const CODE_MAX_ATTEMPTS = 5;

export type CodeFailure = 'CODE_INVALID' | 'CODE_EXPIRED' | 'CODE_ATTEMPTS_EXCEEDED';
export type CodeVerdict = { ok: true; codeId: number } | { ok: false; failure: CodeFailure };

export interface CodeCheck {
  destination: string;
  purpose: CodePurpose;
  code: string;
  now: Date;
}

export async function verifyCode(tx: Tx, { destination, purpose, code, now }: CodeCheck): Promise<CodeVerdict> {
  const [latest] = await tx
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.destination, destination), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1)
    .for('update');
  if (!latest || latest.consumedAt) return { ok: false, failure: 'CODE_INVALID' };
  if (latest.attempts >= CODE_MAX_ATTEMPTS) return { ok: false, failure: 'CODE_ATTEMPTS_EXCEEDED' };
  if (latest.expiresAt.getTime() <= now.getTime()) return { ok: false, failure: 'CODE_EXPIRED' };
  if (!verificationCodeMatches(latest.codeHash, code)) {
    const attempts = latest.attempts + 1;
    await tx.update(verificationCodes).set({ attempts }).where(eq(verificationCodes.id, latest.id));
    return { ok: false, failure: attempts >= CODE_MAX_ATTEMPTS ? 'CODE_ATTEMPTS_EXCEEDED' : 'CODE_INVALID' };
  }
  return { ok: true, codeId: latest.id };
}

export async function consumeCode(tx: Tx, codeId: number, now: Date) {
  await tx.update(verificationCodes).set({ consumedAt: now }).where(eq(verificationCodes.id, codeId));
}
