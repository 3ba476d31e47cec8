/**
 * A tax proof file judged by its content, not its name (spec: "jpeg, png or pdf"): a PDF starts
 * with %PDF- and ends with %%EOF (allowing trailing whitespace or a short tail), at most 5 MB; a
 * JPEG or PNG by its magic bytes. The PWA uses it to choose the upload; the server checks again.
 */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
/** How far from the end %%EOF may sit (writers add newlines, some a few bytes of padding). */
const EOF_TAIL = 1024;

export type ProofKind = 'pdf' | 'jpeg' | 'png';

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((b, i) => bytes[i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export function isPdf(bytes: Uint8Array): boolean {
  if (bytes.length > PROOF_MAX_BYTES || !startsWith(bytes, ascii('%PDF-'))) return false;
  const tail = bytes.subarray(Math.max(0, bytes.length - EOF_TAIL));
  const marker = ascii('%%EOF');
  for (let i = tail.length - marker.length; i >= 0; i -= 1) {
    if (marker.every((b, j) => tail[i + j] === b)) return true;
  }
  return false;
}

/** What the bytes are, or null for anything else (a PNG named .pdf is a PNG). */
export function proofKindOf(bytes: Uint8Array): ProofKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (isPdf(bytes)) return 'pdf';
  return null;
}
