/**
 * Stores an uploaded document (a tax proof as PDF; spec 3 "Tax application"): judged by its bytes,
 * not its name or content type: %PDF- at the start, %%EOF near the end, at most 5 MB (400
 * DOCUMENT_NOT_ALLOWED "only JPG/PNG/PDF", 413 UPLOAD_TOO_LARGE). Stored under a random key with
 * no extension anyone could serve as a page; read back only through GET /api/documents/:id.
 */
import { randomBytes } from 'node:crypto';
import { isPdf, PROOF_MAX_BYTES } from '../../../src/domain/tax-refunds/proof-file';
import type { UploadedDocument } from '../../../src/domain/tax-refunds/tax-refund.schema';
import { uploadedDocuments } from '../../db/schema';
import { badRequest } from '../../http/errors';
import type { ServiceContext } from '../context';
import { uploadTooLarge } from './store-upload';

export const documentUrl = (id: number) => `/api/documents/${id}`;
export const documentStorageKey = (storageKey: string) => `${storageKey}.pdf`;

export async function storeDocument(ctx: Pick<ServiceContext, 'db' | 'clock' | 'providers'>, memberId: number, purpose: string, bytes: Buffer): Promise<UploadedDocument> {
  if (bytes.length > PROOF_MAX_BYTES) throw uploadTooLarge();
  if (!isPdf(bytes)) throw badRequest('DOCUMENT_NOT_ALLOWED');
  const storageKey = randomBytes(16).toString('hex');
  // Stored first: a row never names a missing file.
  await ctx.providers.storage.put(documentStorageKey(storageKey), bytes, 'application/pdf');
  const [row] = await ctx.db
    .insert(uploadedDocuments)
    .values({ ownerMemberId: memberId, purpose, storageKey, contentType: 'application/pdf', bytes: bytes.length, createdAt: ctx.clock.now() })
    .returning({ id: uploadedDocuments.id });
  return { id: row!.id, Url: documentUrl(row!.id), Bytes: bytes.length };
}
