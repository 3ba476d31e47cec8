/**
 * A stored document for GET /api/documents/:id: only its owner and the desk it was sent to (a tax
 * proof: the tax desk) may read it; anyone else gets the same 404 as for a missing one.
 */
import { eq } from 'drizzle-orm';
import { uploadedDocuments } from '../../db/schema';
import { hasDesk, type StaffDesk } from '../../http/staff';
import type { ServiceContext } from '../context';
import { documentStorageKey } from './store-document';

/** The desk that may read a document uploaded for a purpose. */
const DESK_OF_PURPOSE: Record<string, StaffDesk> = { tax: 'tax' };

export async function readDocument(ctx: Pick<ServiceContext, 'db' | 'providers'>, memberId: number, id: number): Promise<{ bytes: Uint8Array; contentType: string } | null> {
  const [row] = await ctx.db.select().from(uploadedDocuments).where(eq(uploadedDocuments.id, id));
  if (!row) return null;
  const desk = DESK_OF_PURPOSE[row.purpose];
  if (row.ownerMemberId !== memberId && !(desk && (await hasDesk(ctx.db, memberId, desk)))) return null;
  const bytes = await ctx.providers.storage.get(documentStorageKey(row.storageKey));
  return bytes ? { bytes, contentType: row.contentType } : null;
}
