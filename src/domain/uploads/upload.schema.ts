/**
 * Photo uploads (spec 3 "Image upload", section 9; DESIGN.md 5b): a short-lived signed upload
 * (the spec's 90-minute storage credential), then the picture itself. The server judges the
 * content, not what the browser says.
 */
import { z } from 'zod/mini';

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MIN_SIDE = 300;
/** Below this the client warns (spec: the 800*600 resolution warning) but may still send. */
export const UPLOAD_WARN_WIDTH = 800;
export const UPLOAD_WARN_HEIGHT = 600;
export const UPLOAD_TICKET_MINUTES = 90;
export const uploadPurposes = ['case', 'avatar', 'listing', 'condition', 'tax', 'banner', 'promotion'] as const;

/** POST /api/uploads/tickets → a signed URL to PUT (or POST) the picture's bytes to, valid 90 minutes. */
export const uploadTicketBody = z.object({ Purpose: z.enum(uploadPurposes) });
export const uploadTicketReply = z.object({ UploadUrl: z.string(), ExpiresAt: z.string() });

/** The stored picture (spec 3 "Uploaded image": id, ImageUrl). */
export const uploadedImageReply = z.object({ id: z.int(), ImageUrl: z.string(), Width: z.int(), Height: z.int() });
export type UploadedImage = z.infer<typeof uploadedImageReply>;
