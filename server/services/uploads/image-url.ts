/** Where an uploaded picture is served: /media/uploads/<key>.<ext> (server/routes/uploaded-media.ts). */

export const UPLOADED_MEDIA_PREFIX = '/media/uploads/';

export function extensionOf(contentType: string): 'jpg' | 'png' {
  return contentType === 'image/png' ? 'png' : 'jpg';
}

export function uploadedImageUrl(storageKey: string, contentType: string): string {
  return `${UPLOADED_MEDIA_PREFIX}${storageKey}.${extensionOf(contentType)}`;
}

/**
 * The random key: 16 bytes (128 bits) as 32 lowercase hex characters. Nobody can guess it, which
 * is what keeps case evidence private: the URL is the only way to the picture.
 */
export const STORAGE_KEY_PATTERN = /^[0-9a-f]{32}$/;
