/**
 * Photo uploads in API tests: make a picture with sharp and send it the way the PWA does (a signed
 * upload link from POST /api/uploads/tickets, then PUT the bytes to it).
 *
 *   const photo = await uploadImage(buyer.client, { width: 800, height: 600 });
 *   // photo.id goes into a case message's ImageIds; photo.ImageUrl is /media/uploads/<key>.jpg
 *
 * A member may upload 60 pictures an hour (UPLOAD_RATE_LIMIT), counted by member id, and reset()
 * gives the ids out again: a file that uploads more than that, start the app with
 * `startTestApp(relaxedUploadLimit)`.
 */
import sharp from 'sharp';
import type { UploadedImage, uploadPurposes } from '../../src/domain/uploads/upload.schema';
import type { TestClient, TestResponse } from './test-app';

export const relaxedUploadLimit = { UPLOAD_RATE_LIMIT: '100000' } as const;

export type PictureFormat = 'jpeg' | 'png';

export interface PictureOptions {
  width?: number;
  height?: number;
  format?: PictureFormat;
}

/** A plain picture of that size and format (a colour gradient, so it is not a trivial file). */
export async function makePicture({ width = 800, height = 600, format = 'jpeg' }: PictureOptions = {}): Promise<Buffer> {
  const picture = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 90 } } });
  return format === 'png' ? picture.png().toBuffer() : picture.jpeg({ quality: 90 }).toBuffer();
}

/** A signed upload link (`/api/uploads/<token>`) for the client's member. */
export async function uploadTicket(client: TestClient, purpose: (typeof uploadPurposes)[number] = 'case'): Promise<string> {
  const answer = await client.post<{ UploadUrl: string }>('/api/uploads/tickets', { Purpose: purpose });
  if (answer.status !== 200) throw new Error(`upload ticket: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.UploadUrl;
}

/** PUTs raw bytes to an upload link as the client's browser (its cookies, the CSRF header). */
export async function putUpload<T = any>(client: TestClient, uploadUrl: string, bytes: Uint8Array, contentType = 'image/jpeg'): Promise<TestResponse<T>> {
  const session = client.cookie('holo_session');
  const headers: Record<string, string> = { 'x-requested-with': 'fetch', 'content-type': contentType };
  if (session) headers.cookie = `holo_session=${session}`;
  const response = await fetch(client.baseUrl + uploadUrl, { method: 'PUT', headers, body: new Uint8Array(bytes) });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON
  }
  return { status: response.status, body: body as T, headers: response.headers };
}

/** Makes a picture and uploads it through ticket + PUT; throws unless the server stored it. */
export async function uploadImage(
  client: TestClient,
  options: PictureOptions & { purpose?: (typeof uploadPurposes)[number] } = {},
): Promise<UploadedImage> {
  const bytes = await makePicture(options);
  const answer = await putUpload<UploadedImage>(client, await uploadTicket(client, options.purpose), bytes, options.format === 'png' ? 'image/png' : 'image/jpeg');
  if (answer.status !== 200) throw new Error(`upload: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** GET of a served picture: the status, headers and bytes. */
export async function fetchPicture(client: TestClient, url: string): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
  const response = await fetch(client.baseUrl + url);
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}
