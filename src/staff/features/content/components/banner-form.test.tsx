// @vitest-environment jsdom
/**
 * The banner form's picture: chosen, uploaded (purpose 'banner') with "Uploading…" meanwhile,
 * previewed, replaced, and saved by its id; an edit that keeps the picture sends its path; the
 * upload service's refusals show the same words as every other upload field.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StaffBannerRow } from '../../../../domain/staff/staff.schema';
import { BannerForm } from './banner-form';
import { stubUploadApi, type Reply } from '../../../testing/stub-upload-api';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const saved: StaffBannerRow = { Id: 5, AreaCode: 'US', Title: 'Spring grading', Subtitle: '', Texts: {}, ImgUrl: '/media/uploads/a.jpg', ClickType: 10, ClickUrl: 'type=category&f=1', Sort: 0, IsActive: true };

const stubApi = (uploads: Array<Reply | Promise<Reply>>) => stubUploadApi(uploads, saved);

function renderForm(banner: StaffBannerRow | null) {
  const onDone = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <BannerForm banner={banner} onDone={onDone} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { onDone, picture: () => within(screen.getByRole('group', { name: 'Picture' })) };
}

const file = (name: string, type = 'image/jpeg') => new File([new Uint8Array([1, 2, 3])], name, { type });
const uploaded = (id: number) => ({ status: 200, body: { id, ImageUrl: `/media/uploads/${'b'.repeat(31)}${id}.jpg`, Width: 1200, Height: 400 } });

describe('the banner form: its picture', () => {
  it('uploads the chosen picture, shows it, replaces it, and saves the banner with its id', async () => {
    let release: (reply: Reply) => void = () => undefined;
    const sent = stubApi([new Promise<Reply>((resolve) => (release = resolve)), uploaded(12)]);
    const { onDone, picture } = renderForm(null);
    expect(picture().getByText('No picture yet')).toBeTruthy();

    fireEvent.change(picture().getByLabelText('Choose a picture'), { target: { files: [file('wide.jpg')] } });
    expect(await picture().findByText('Uploading…')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    release(uploaded(11));
    const preview = await picture().findByRole('img', { name: 'Picture preview' });
    expect(preview.getAttribute('src')).toBe(`/media/uploads/${'b'.repeat(31)}11.jpg`);

    fireEvent.change(picture().getByLabelText('Replace the picture'), { target: { files: [file('better.png', 'image/png')] } });
    await waitFor(() => expect(picture().getByRole('img', { name: 'Picture preview' }).getAttribute('src')).toBe(`/media/uploads/${'b'.repeat(31)}12.jpg`));
    expect(sent.filter((call) => call.url === '/api/uploads/tickets').map((call) => call.body)).toEqual([{ Purpose: 'banner' }, { Purpose: 'banner' }]);

    fireEvent.change(screen.getByLabelText('Headline (English)'), { target: { value: 'Spring grading' } });
    fireEvent.change(screen.getByLabelText('Link'), { target: { value: 'type=category&f=1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const save = sent.find((call) => call.url === '/api/staff/banners')!;
    expect(save.method).toBe('POST');
    expect(save.body).toMatchObject({ Title: 'Spring grading', ImageId: 12 });
    expect(save.body).not.toHaveProperty('ImgUrl');
  });

  it('keeps the current picture of a banner being edited, sent by its path', async () => {
    const sent = stubApi([]);
    const { onDone, picture } = renderForm(saved);
    expect(picture().getByRole('img', { name: 'Picture preview' }).getAttribute('src')).toBe('/media/uploads/a.jpg');
    expect(picture().getByLabelText('Replace the picture')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const save = sent.find((call) => call.url === '/api/staff/banners/5')!;
    expect(save).toMatchObject({ method: 'PUT', body: { ImgUrl: '/media/uploads/a.jpg' } });
    expect(save.body).not.toHaveProperty('ImageId');
  });

  it.each([
    [{ status: 400, body: { error: { code: 'UPLOAD_NOT_IMAGE', message: 'only JPG/PNG' } } }, 'only JPG/PNG'],
    [{ status: 413, body: { error: { code: 'UPLOAD_TOO_LARGE', message: 'cannot exceed 5MB' } } }, 'cannot exceed 5MB'],
  ])('shows the upload service refusal in the same words as the other upload fields (%#)', async (reply, words) => {
    stubApi([reply]);
    const { picture } = renderForm(null);
    fireEvent.change(picture().getByLabelText('Choose a picture'), { target: { files: [file('notes.txt', 'text/plain')] } });
    expect((await picture().findByRole('alert')).textContent).toBe(words);
    expect(picture().queryByRole('img')).toBeNull();
    expect(picture().getByLabelText('Choose a picture')).toBeTruthy();
  });
});
