// @vitest-environment jsdom
/**
 * The promotion form's pictures: the activity's own are kept by path, more are uploaded (purpose
 * 'promotion') and sent by id, one can be taken out or made the cover; the upload service's
 * refusals show in the same words as every other upload field; no room, no chooser.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StaffActivityRow } from '../../../../domain/promotions/staff-activity.schema';
import { ActivityForm } from './activity-form';
import { stubUploadApi, type Reply } from '../../../testing/stub-upload-api';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const activity: StaffActivityRow = {
  Id: 4,
  Name: { en: 'Spring grading' },
  Summary: { en: 'Send your cards in' },
  Imgs: ['/promo/spring-grading.svg'],
  ActivityType: 2,
  Regions: ['US'],
  StartTime: '2026-11-20T00:00:00.000Z',
  EndTime: '2026-12-31T00:00:00.000Z',
  Popup: false,
  Status: 1,
  GiftCount: 0,
  ReleasedCount: 0,
};

const stubApi = (uploads: Array<Reply | Promise<Reply>>) => stubUploadApi(uploads, activity);

function renderForm(row: StaffActivityRow | null) {
  const onDone = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <ActivityForm activity={row} onDone={onDone} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { onDone, pictures: () => within(screen.getByRole('group', { name: 'Pictures' })) };
}

const file = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/jpeg' });
const uploaded = (id: number) => ({ status: 200, body: { id, ImageUrl: `/media/uploads/${'c'.repeat(31)}${id}.jpg`, Width: 800, Height: 420 } });

describe('the promotion form: its pictures', () => {
  it('keeps the current picture, uploads two more, takes one out, makes one the cover and saves them in that order', async () => {
    const sent = stubApi([uploaded(21), uploaded(22)]);
    const { onDone, pictures } = renderForm(activity);
    expect(pictures().getByRole('img', { name: 'Picture 1' }).getAttribute('src')).toBe('/promo/spring-grading.svg');
    expect(pictures().getByText('Cover')).toBeTruthy();

    fireEvent.change(pictures().getByLabelText('Add pictures'), { target: { files: [file('a.jpg'), file('b.jpg')] } });
    await waitFor(() => expect(pictures().getAllByRole('img')).toHaveLength(3));
    expect(sent.filter((call) => call.url === '/api/uploads/tickets').map((call) => call.body)).toEqual([{ Purpose: 'promotion' }, { Purpose: 'promotion' }]);

    fireEvent.click(pictures().getByRole('button', { name: 'Remove picture 2' }));
    const [, second] = pictures().getAllByRole('listitem');
    fireEvent.click(within(second!).getByRole('button', { name: 'Make cover' }));
    expect(pictures().getByRole('img', { name: 'Picture 1' }).getAttribute('src')).toBe(`/media/uploads/${'c'.repeat(31)}22.jpg`);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const save = sent.find((call) => call.url === '/api/staff/activities/4')!;
    expect(save).toMatchObject({ method: 'PUT', body: { Imgs: [{ ImageId: 22 }, '/promo/spring-grading.svg'] } });
  });

  it('shows the upload refusal in the upload words, and offers no chooser once six pictures are there', async () => {
    stubApi([{ status: 413, body: { error: { code: 'UPLOAD_TOO_LARGE', message: 'cannot exceed 5MB' } } }]);
    const { pictures } = renderForm(null);
    fireEvent.change(pictures().getByLabelText('Choose pictures'), { target: { files: [file('huge.jpg')] } });
    expect((await pictures().findByRole('alert')).textContent).toBe('cannot exceed 5MB');
    cleanup();

    const full = renderForm({ ...activity, Imgs: Array.from({ length: 6 }, (_, i) => `/promo/p${i}.svg`) });
    expect(full.pictures().getAllByRole('img')).toHaveLength(6);
    expect(full.pictures().queryByLabelText('Add pictures')).toBeNull();
  });
});
