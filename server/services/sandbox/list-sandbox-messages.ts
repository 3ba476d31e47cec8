import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxMessages } from '../../db/schema';

export interface SandboxMessage {
  id: number;
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  /** The 6-digit verification code the message carries, if any. */
  code: string | null;
  createdAt: Date;
}

/** Messages the sandbox SMS and e-mail providers "sent", newest first; `to` filters by recipient. */
export async function listSandboxMessages(db: Db, { to, limit = 100 }: { to?: string | undefined; limit?: number }) {
  const needle = to?.trim().toLowerCase();
  const rows = await db
    .select()
    .from(sandboxMessages)
    .where(needle ? sql`position(${needle} in lower(${sandboxMessages.recipient})) > 0` : undefined)
    .orderBy(desc(sandboxMessages.createdAt), desc(sandboxMessages.id))
    .limit(limit);
  return rows.map((row): SandboxMessage => ({ ...row, code: /\b(\d{6})\b/.exec(row.body)?.[1] ?? null }));
}
