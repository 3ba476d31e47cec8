import { z } from 'zod/mini';
import { uploadedImageReply, uploadTicketReply, type UploadedImage, type uploadPurposes } from '../../domain/uploads/upload.schema';
import { ApiError } from '../../lib/api/api-error';
import { apiFetch } from '../../lib/api/api-client';

/**
 * One picture through the upload service: a signed, 90-minute address (POST /api/uploads/tickets),
 * then the bytes. The server judges the content; a refusal comes back as an ApiError with its code.
 */
export async function uploadPicture(file: Blob, purpose: (typeof uploadPurposes)[number]): Promise<UploadedImage> {
  const ticket = await apiFetch('/api/uploads/tickets', { method: 'POST', body: { Purpose: purpose }, schema: uploadTicketReply });
  const response = await fetch(ticket.UploadUrl, {
    method: 'PUT',
    headers: { 'Content-Type': file.type || 'application/octet-stream', 'X-Requested-With': 'fetch', Accept: 'application/json' },
    body: file,
    credentials: 'same-origin',
  }).catch(() => {
    throw new ApiError(0, 'NETWORK_ERROR', 'NETWORK_ERROR');
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
    const code = typeof error?.code === 'string' ? error.code : 'SERVER_ERROR';
    throw new ApiError(response.status, code, typeof error?.message === 'string' ? error.message : code);
  }
  const parsed = z.safeParse(uploadedImageReply, body);
  if (!parsed.success) throw new ApiError(response.status, 'SERVER_ERROR', 'SERVER_ERROR');
  return parsed.data;
}
