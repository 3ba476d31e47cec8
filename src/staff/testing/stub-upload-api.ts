import { vi } from 'vitest';

export type Reply = { status: number; body: unknown };

const json = ({ status, body }: Reply) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * fetch, for a desk form that uploads pictures: the upload ticket is always granted, each upload
 * (PUT) answered by the next of `uploads` (a promise holds it back), any other request by `saved`.
 * Returns every request, in order, with its JSON body read.
 */
export function stubUploadApi(uploads: Array<Reply | Promise<Reply>>, saved: unknown) {
  const sent: Array<{ method: string; url: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      sent.push({ method: (init?.method ?? 'GET').toUpperCase(), url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body });
      if (url === '/api/uploads/tickets') return json({ status: 200, body: { UploadUrl: '/api/uploads/ticket-1', ExpiresAt: '2026-01-01T00:00:00Z' } });
      if (url.startsWith('/api/uploads/')) return json(await uploads.shift()!);
      return json({ status: 200, body: saved });
    }),
  );
  return sent;
}
