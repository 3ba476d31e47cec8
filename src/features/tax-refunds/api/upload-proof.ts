import { z } from 'zod/mini';
import { proofKindOf, PROOF_MAX_BYTES } from '../../../domain/tax-refunds/proof-file';
import { uploadedDocumentReply } from '../../../domain/tax-refunds/tax-refund.schema';
import { uploadTicketReply } from '../../../domain/uploads/upload.schema';
import { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/api-client';
import { uploadPicture } from '../../uploads';

export interface UploadedProof {
  Type: 1 | 2;
  Id: number;
}

/** The first bytes and the last KB are enough to tell a JPEG, PNG or PDF (the server checks again). */
async function kindOf(file: Blob) {
  if (file.size > PROOF_MAX_BYTES) throw new ApiError(413, 'UPLOAD_TOO_LARGE', 'UPLOAD_TOO_LARGE');
  return proofKindOf(new Uint8Array(await file.arrayBuffer()));
}

/**
 * One proof file up, judged by its content whatever its name: a JPEG or PNG through the picture
 * upload (purpose 'tax', Type 1), a PDF through the document upload (Type 2); anything else is
 * refused here with the spec's "only JPG/PNG/PDF".
 */
export async function uploadProof(file: File, signal?: AbortSignal): Promise<UploadedProof> {
  const kind = await kindOf(file);
  if (!kind) throw new ApiError(400, 'DOCUMENT_NOT_ALLOWED', 'DOCUMENT_NOT_ALLOWED');
  if (kind !== 'pdf') return { Type: 1, Id: (await uploadPicture(file, 'tax', signal)).id };
  const ticket = await apiFetch('/api/uploads/tickets', { method: 'POST', body: { Purpose: 'tax' }, schema: uploadTicketReply, signal });
  let response: Response;
  try {
    response = await fetch(ticket.UploadUrl.replace('/api/uploads/', '/api/uploads/documents/'), {
      method: 'PUT',
      headers: { 'Content-Type': 'application/pdf', 'X-Requested-With': 'fetch', Accept: 'application/json' },
      body: file,
      credentials: 'same-origin',
      signal,
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', 'NETWORK_ERROR');
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
    throw new ApiError(response.status, typeof code === 'string' ? code : 'SERVER_ERROR', typeof code === 'string' ? code : 'SERVER_ERROR');
  }
  const parsed = z.safeParse(uploadedDocumentReply, body);
  if (!parsed.success) throw new ApiError(response.status, 'SERVER_ERROR', 'SERVER_ERROR');
  return { Type: 2, Id: parsed.data.id };
}
