import { z } from 'zod/mini';
import { uploadedImageReply, uploadTicketReply, type UploadedImage, type uploadPurposes } from '../../domain/uploads/upload.schema';
import { ApiError } from '../api/api-error';
import { apiFetch } from '../api/api-client';

export type UploadPurpose = (typeof uploadPurposes)[number];

/**
 * One picture up: POST /api/uploads/tickets for a signed, 90-minute upload address, then PUT the
 * file's bytes there (same origin, the CSRF header like every mutation). The server checks the
 * content itself and answers the stored picture, or the spec's refusal (UPLOAD_NOT_IMAGE,
 * UPLOAD_TOO_LARGE, UPLOAD_TOO_SMALL…) as an ApiError.
 */
export async function uploadPicture(file: Blob, purpose: UploadPurpose, signal?: AbortSignal): Promise<UploadedImage> {
  const ticket = await apiFetch('/api/uploads/tickets', { method: 'POST', body: { Purpose: purpose }, schema: uploadTicketReply, signal });
  let response: Response;
  try {
    response = await fetch(ticket.UploadUrl, {
      method: 'PUT',
      headers: { 'Content-Type': file.type || 'application/octet-stream', 'X-Requested-With': 'fetch', Accept: 'application/json' },
      body: file,
      credentials: 'same-origin',
      signal,
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', 'NETWORK_ERROR');
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
    const code = typeof error?.code === 'string' ? error.code : response.status === 413 ? 'UPLOAD_TOO_LARGE' : 'SERVER_ERROR';
    throw new ApiError(response.status, code, typeof error?.message === 'string' ? error.message : code);
  }
  const parsed = z.safeParse(uploadedImageReply, body);
  if (!parsed.success) throw new ApiError(response.status, 'SERVER_ERROR', 'SERVER_ERROR');
  return parsed.data;
}
