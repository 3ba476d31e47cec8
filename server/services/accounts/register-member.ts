/**
 * Registration: the nickname, phone and e-mail must be free and the code sent to the phone (phone
 * type) or e-mail (e-mail type) must match. The cheap checks run first in a transaction of their
 * own (a wrong guess is counted there); only then is the password hashed (argon2, the costly part),
 * outside any transaction, and the same checks run again with the insert. On any failure no member
 * is written and the code stays unspent. The per-account throttle counts each try on a destination.
 */
import { eq, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { members } from '../../db/schema';
import { badRequest, conflict } from '../../http/errors';
import type { Language } from '../../../src/domain/account/languages';
import { normalizeNickname } from '../../../src/domain/account/account-rules';
import type { ServiceContext } from '../context';
import { emailDestination, findMemberByDestination, type AccountDestination } from './account-destination';
import { hashPassword } from './password-hash';
import { nicknameSkeleton } from './nickname-skeleton';
import { clearAccountAttempts, takeAccountAttempt } from './take-account-attempt';
import { uniqueViolationOf } from './unique-violation';
import { consumeCode, verifyCode } from './verify-code';
import { recordAgreements } from '../legal/record-agreements';

export interface Registration {
  /** The verified destination: the phone for phone registrations, else the e-mail. */
  destination: AccountDestination;
  /** An e-mail given alongside a phone registration (not verified). */
  email?: string | undefined;
  nickname: string;
  password: string;
  code: string;
  memberSource: string;
  inviteCode?: string | undefined;
  language: Language;
}

export async function registerMember(ctx: Pick<ServiceContext, 'db' | 'clock'>, input: Registration): Promise<number> {
  const { destination } = input;
  await takeAccountAttempt(ctx, 'code-check', destination.address, 'Code');
  const checked = await register(ctx, input, null);
  if (!checked.ok) throw badRequest(checked.failure, 'Code');
  const outcome = await register(ctx, input, await hashPassword(input.password));
  if (!outcome.ok) throw badRequest(outcome.failure, 'Code');
  await clearAccountAttempts(ctx, 'code-check', destination.address);
  return outcome.memberId!;
}

/** Checks the code and availability; with a password hash also writes the member and spends the code. */
async function register(ctx: Pick<ServiceContext, 'db' | 'clock'>, input: Registration, passwordHash: string | null) {
  const now = ctx.clock.now();
  const { destination } = input;
  const email = destination.channel === 'email' ? destination.email : input.email?.trim().toLowerCase() || null;
  const nickname = normalizeNickname(input.nickname);
  return ctx.db
    .transaction(async (tx) => {
      // The code first: its row lock queues a double submit behind the first, which then finds it spent.
      const verdict = await verifyCode(tx, { destination: destination.address, purpose: 'register', code: input.code, now });
      if (!verdict.ok) return verdict;
      await assertAvailable(tx, destination, email, nickname);
      if (passwordHash === null) return { ok: true as const, memberId: undefined };
      const [member] = await tx
        .insert(members)
        .values({
          nickname,
          nicknameSkeleton: nicknameSkeleton(nickname),
          email,
          areaCode: destination.channel === 'phone' ? destination.nationCode : null,
          phoneCountry: destination.channel === 'phone' ? destination.country : null,
          telPhone: destination.channel === 'phone' ? destination.telPhone : null,
          passwordHash,
          memberSource: input.memberSource,
          language: input.language,
          inviteCode: input.inviteCode?.trim() || null,
          createdAt: now,
        })
        .returning({ id: members.id });
      await consumeCode(tx, verdict.codeId, now);
      // AgreeTerms is required by the schema: the versions agreed to are recorded with the member.
      await recordAgreements(tx, member!.id, now);
      return { ok: true as const, memberId: member!.id };
    })
    .catch((error: unknown) => {
      throw conflictFromRace(error) ?? error;
    });
}

async function assertAvailable(tx: Tx, destination: AccountDestination, email: string | null, nickname: string) {
  if (destination.channel === 'phone' && (await findMemberByDestination(tx, destination))) {
    throw conflict('PHONE_TAKEN', 'TelPhone');
  }
  if (email && (await findMemberByDestination(tx, emailDestination(email)))) throw conflict('EMAIL_TAKEN', 'EMail');
  const [sameName] = await tx
    .select({ id: members.id })
    .from(members)
    // The same name in another case, or a look-alike (another script's letters, fullwidth, 0 for O).
    .where(or(eq(sql`lower(${members.nickname})`, nickname.toLowerCase()), eq(members.nicknameSkeleton, nicknameSkeleton(nickname))))
    .limit(1);
  if (sameName) throw conflict('NICKNAME_TAKEN', 'NickName');
}

/** Two registrations racing past assertAvailable: the unique index has the last word. */
function conflictFromRace(error: unknown) {
  const constraint = uniqueViolationOf(error);
  if (constraint === undefined) return undefined;
  if (constraint === 'members_phone_key') return conflict('PHONE_TAKEN', 'TelPhone');
  if (constraint === 'members_email_key') return conflict('EMAIL_TAKEN', 'EMail');
  return conflict('NICKNAME_TAKEN', 'NickName');
}
