// @vitest-environment jsdom
/**
 * The desks' shared picture upload (condition photos, case replies, banners): files uploaded one by
 * one up to the form's limit, a refusal stops the rest and is shown, a picture can be taken out.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { usePictureUploads } from '../lib/use-picture-uploads';
import { PicturePicker, PictureUploadError } from './picture-picker';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Each PUT answers the next reply; the ticket always succeeds. */
function stubUploads(replies: Array<{ status: number; body: unknown }>) {
  const puts: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/uploads/tickets') return Response.json({ UploadUrl: '/api/uploads/t', ExpiresAt: '2026-01-01T00:00:00Z' });
      puts.push((init?.body as File).name);
      const reply = replies.shift()!;
      return Response.json(reply.body, { status: reply.status });
    }),
  );
  return puts;
}

function Harness({ max }: { max: number }) {
  const uploads = usePictureUploads('condition', max);
  return (
    <I18nProvider i18n={i18n}>
      <ul aria-label="Chosen">
        {uploads.pictures.map((picture) => (
          <li key={picture.id}>
            <img src={picture.ImageUrl} alt={`Picture ${picture.id}`} />
            <button type="button" onClick={() => uploads.remove(picture.id)}>{`Remove ${picture.id}`}</button>
          </li>
        ))}
      </ul>
      <PicturePicker uploads={uploads} label="Add photos" />
      <PictureUploadError uploads={uploads} />
    </I18nProvider>
  );
}

const picture = (id: number) => ({ status: 200, body: { id, ImageUrl: `/media/uploads/${id}.jpg`, Width: 800, Height: 600 } });
const files = (...names: string[]) => names.map((name) => new File([new Uint8Array([1])], name, { type: 'image/jpeg' }));

describe('the desks\' picture upload', () => {
  it('uploads the chosen files one by one up to the limit, and takes one out again', async () => {
    const puts = stubUploads([picture(1), picture(2)]);
    render(<Harness max={2} />);
    const input = screen.getByLabelText('Add photos') as HTMLInputElement;
    expect(input.multiple).toBe(true);
    expect(input.accept).toBe('image/jpeg,image/png');
    fireEvent.change(input, { target: { files: files('a.jpg', 'b.jpg', 'c.jpg') } });
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(2));
    expect(puts).toEqual(['a.jpg', 'b.jpg']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove 1' }));
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Picture 2']);
  });

  it('stops at a refusal, keeps what was stored and shows the refusal in the upload words', async () => {
    const puts = stubUploads([picture(1), { status: 413, body: { error: { code: 'UPLOAD_TOO_LARGE', message: 'cannot exceed 5MB' } } }]);
    render(<Harness max={6} />);
    fireEvent.change(screen.getByLabelText('Add photos'), { target: { files: files('a.jpg', 'huge.jpg', 'c.jpg') } });
    expect((await screen.findByRole('alert')).textContent).toBe('cannot exceed 5MB');
    expect(puts).toEqual(['a.jpg', 'huge.jpg']);
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('with room for one picture, a new choice replaces it', async () => {
    stubUploads([picture(1), picture(2)]);
    render(<Harness max={1} />);
    expect((screen.getByLabelText('Add photos') as HTMLInputElement).multiple).toBe(false);
    fireEvent.change(screen.getByLabelText('Add photos'), { target: { files: files('a.jpg') } });
    await screen.findByRole('img', { name: 'Picture 1' });
    fireEvent.change(screen.getByLabelText('Add photos'), { target: { files: files('b.jpg') } });
    await screen.findByRole('img', { name: 'Picture 2' });
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });
});
