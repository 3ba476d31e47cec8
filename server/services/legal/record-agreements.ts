/**
 * Which version of the Terms of Service (user agreement) and the Privacy Policy a member agreed to:
 * at sign-up and at checkout with the agreement box ticked. The version recorded is the newest one
 * published in any language (translations carry their English text's number). Agreeing again to
 * the same version changes nothing.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { AgreementKey } from '../../../src/domain/legal/agreement-keys';

export const AGREED_AT_CHECKOUT: readonly AgreementKey[] = ['user-agreement', 'privacy'];

export async function recordAgreements(db: Db | Tx, memberId: number, at: Date, keys: readonly AgreementKey[] = AGREED_AT_CHECKOUT): Promise<void> {
  await db.execute(sql`
    insert into member_agreements (member_id, key, version, agreed_at)
    select ${memberId}, key, max(version), ${at.toISOString()}::timestamptz
    from service_agreements
    where key in (${sql.join(keys.map((key) => sql`${key}`), sql`, `)})
    group by key
    on conflict do nothing`);
}
