// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toasts } from '../../../components/toast/toast-store';
import { errorText } from '../../../lib/i18n/error-messages';
import { caseReplyOf, inHours, ok, photo, refused, renderAt, stubApi, uploadAnswer, type ApiCall, type Reply } from '../testing/case-fixtures';
import { CaseButton } from './case-button';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toasts.items.splice(0);
});

const order = { kind: 'order' as const, id: 5 };
const CASE = '/api/orders/5/case';
const dialog = () => within(screen.getByRole('dialog', { name: 'Case' }));
const choose = (files: File[]) => fireEvent.change(dialog().getByLabelText(/Add photos/), { target: { files } });

describe('the dispute dialog', () => {
  it('opens a case with a reason, a message and two photos sent through upload tickets', async () => {
    let opened = false;
    const api = stubApi((call: ApiCall): Reply => {
      const upload = uploadAnswer(call);
      if (upload) return upload;
      if (call.method === 'POST' && call.url.pathname === CASE) {
        opened = true;
        return { status: 201, body: caseReplyOf() };
      }
      if (call.url.pathname === CASE) return opened ? ok(caseReplyOf()) : refused(404, 'CASE_NOT_FOUND', 'No case');
      return refused(404, 'NOT_FOUND', 'Not found');
    });
    renderAt('/myholo/detail/5', <CaseButton order={order} mode="open" />);
    fireEvent.click(screen.getByRole('button', { name: 'Open a case' }));
    const reason = (await dialog().findByLabelText('Reason')) as HTMLSelectElement;
    fireEvent.change(reason, { target: { value: 'not_as_described' } });
    fireEvent.change(dialog().getByLabelText('What happened?'), { target: { value: 'The corner is bent.' } });
    expect(dialog().getByText('19/150')).toBeTruthy();

    choose([photo('front.jpg'), photo('back.png', 'image/png')]);
    await waitFor(() => expect(dialog().getAllByRole('img')).toHaveLength(2));
    await waitFor(() => expect(dialog().queryByText('Uploading…')).toBeNull());
    const tickets = api.writes().filter((call) => call.url.pathname === '/api/uploads/tickets');
    expect(tickets.map((call) => call.body)).toEqual([{ Purpose: 'case' }, { Purpose: 'case' }]);
    const puts = api.writes().filter((call) => call.method === 'PUT');
    expect(puts).toHaveLength(2);
    expect(puts[0]!.body).toBeInstanceOf(File);

    fireEvent.click(dialog().getByRole('button', { name: 'Open the case' }));
    await waitFor(() => expect(api.writes().some((call) => call.url.pathname === CASE)).toBe(true));
    const open = api.writes().find((call) => call.url.pathname === CASE)!;
    const { Images, ...rest } = open.body as { Images: number[] };
    expect(rest).toEqual({ Reason: 'not_as_described', Title: 'The corner is bent.' });
    expect(Images).toHaveLength(2);
    expect(new Set(Images).size).toBe(2);
    // The case is read again: the thread replaces the form.
    expect(await dialog().findByText('Sorry, let me check.')).toBeTruthy();
    const photos = dialog().getAllByRole('img', { name: /of the message/ });
    expect(photos[0]!.getAttribute('src')).toBe('/media/uploads/a.jpg?w=350');
    expect(photos[0]!.closest('a')!.getAttribute('href')).toBe('/media/uploads/a.jpg');
    expect(screen.getByText('Your case is open: the seller has 3 days to answer.')).toBeTruthy();
  });

  it('refuses a 4th photo, a PDF and a 6 MB photo before any call, and says why', async () => {
    const api = stubApi((call) => uploadAnswer(call) ?? refused(404, 'CASE_NOT_FOUND', 'No case'));
    renderAt('/myholo/detail/5', <CaseButton order={order} mode="open" />);
    fireEvent.click(screen.getByRole('button', { name: 'Open a case' }));
    await dialog().findByLabelText('Reason');
    choose([photo('renamed.jpg', 'application/pdf'), photo('huge.jpg', 'image/jpeg', 6 * 1024 * 1024)]);
    expect(dialog().getByText('Only JPG/PNG pictures can be uploaded.')).toBeTruthy();
    expect(dialog().getByText('A picture cannot exceed 5MB.')).toBeTruthy();
    expect(api.writes()).toHaveLength(0);

    choose([photo('1.jpg'), photo('2.jpg'), photo('3.jpg')]);
    await waitFor(() => expect(api.writes().filter((call) => call.method === 'PUT')).toHaveLength(3));
    expect(dialog().getByText('3 of 3')).toBeTruthy();
    expect((dialog().getByLabelText(/Add photos/) as HTMLInputElement).disabled).toBe(true);
    // A 4th in one go with others: only what fits is kept.
    fireEvent.click(dialog().getByRole('button', { name: 'Remove photo 3' }));
    choose([photo('4.jpg'), photo('5.jpg')]);
    expect(dialog().getByText('You can upload a maximum of 3 pictures.')).toBeTruthy();
    await waitFor(() => expect(api.writes().filter((call) => call.method === 'PUT')).toHaveLength(4));
    expect(dialog().getAllByRole('button', { name: /^Remove photo/ })).toHaveLength(3);
  });

  it("shows the server's refusal of a photo (under 300×300) and the resolution warning under 800×600", async () => {
    let n = 0;
    stubApi((call) => {
      if (call.method === 'PUT') return n++ === 0 ? refused(400, 'UPLOAD_TOO_SMALL', 'A picture must be at least 300×300.') : ok({ id: 7, ImageUrl: '/media/uploads/s.jpg', Width: 640, Height: 480 });
      return uploadAnswer(call) ?? refused(404, 'CASE_NOT_FOUND', 'No case');
    });
    renderAt('/myholo/detail/5', <CaseButton order={order} mode="open" />);
    fireEvent.click(screen.getByRole('button', { name: 'Open a case' }));
    await dialog().findByLabelText('Reason');
    choose([photo('tiny.jpg')]);
    expect(await dialog().findByText(errorText(i18n, 'UPLOAD_TOO_SMALL', 'A picture must be at least 300×300.'), { exact: false })).toBeTruthy();
    choose([photo('small.jpg')]);
    expect(await dialog().findByText('The recommended resolution is 800*600 or more.')).toBeTruthy();
  });

  it('revokes only after the confirm: cancel sends nothing', async () => {
    const api = stubApi((call) => (call.method === 'POST' ? ok({}) : ok(caseReplyOf())));
    renderAt('/myholo/detail/5', <CaseButton order={order} mode="view" />);
    fireEvent.click(screen.getByRole('button', { name: 'View case' }));
    fireEvent.click(await dialog().findByRole('button', { name: 'Revoke the case' }));
    const confirm = within(screen.getByRole('dialog', { name: 'Revoke the case' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(api.writes()).toHaveLength(0);

    fireEvent.click(dialog().getByRole('button', { name: 'Revoke the case' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Revoke the case' })).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(api.writes().map((call) => `${call.method} ${call.url.pathname}`)).toEqual(['POST /api/cases/31/revoke']));
    expect(await screen.findByText('The case is revoked.')).toBeTruthy();
  });

  it('re-opens (2) and appeals (3) without a confirm', async () => {
    const api = stubApi((call) => (call.method === 'POST' ? ok({}) : ok(caseReplyOf({ State: 'closed', SRType: 2, SRStatus: 3, SRBtnType: 3 }))));
    renderAt('/myholo/detail/5', <CaseButton order={order} mode="view" />);
    fireEvent.click(screen.getByRole('button', { name: 'View case' }));
    fireEvent.click(await dialog().findByRole('button', { name: 'Appeal' }));
    await waitFor(() => expect(api.writes().map((call) => call.url.pathname)).toEqual(['/api/cases/31/appeal']));
    // Closed: no reply box.
    expect(dialog().queryByLabelText('Your reply')).toBeNull();
  });

  it('shows the disabled Closed label, whose click warns that the case is finished, and no reply box', async () => {
    const api = stubApi(() => ok(caseReplyOf({ State: 'closed', SRType: 2, SRStatus: 3, SRBtnType: 0 })));
    renderAt('/myholo/detail/5', <CaseButton order={order} mode="view" />);
    fireEvent.click(screen.getByRole('button', { name: 'View case' }));
    const closed = await dialog().findByRole('button', { name: 'Closed' });
    expect(closed.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(closed);
    expect(await screen.findByText('This case is finished.')).toBeTruthy();
    expect(dialog().queryByLabelText('Your reply')).toBeNull();
    expect(api.writes()).toHaveLength(0);
  });

  it('links to the refund outcome for SRBtnType 6 to 9', async () => {
    stubApi(() => ok(caseReplyOf({ State: 'return_shipping', SRBtnType: 8 })));
    renderAt('/myholo/detail/5', <CaseButton order={order} mode="view" />);
    fireEvent.click(screen.getByRole('button', { name: 'View case' }));
    expect((await dialog().findByRole('link', { name: 'See the refund and return' })).getAttribute('href')).toBe('/pay/outcome/5');
  });

  it('offers "Ask Holo to step in" once the seller\'s 3 days are over', async () => {
    const api = stubApi((call) => (call.method === 'POST' ? ok({}) : ok(caseReplyOf({ EscalableAt: inHours(-1) }))));
    renderAt('/myholo/detail/5', <CaseButton order={order} mode="view" />);
    fireEvent.click(screen.getByRole('button', { name: 'View case' }));
    fireEvent.click(await dialog().findByRole('button', { name: 'Ask Holo to step in' }));
    await waitFor(() => expect(api.writes().map((call) => call.url.pathname)).toEqual(['/api/cases/31/escalate']));
  });

  it('does not offer to step in before, nor to the seller', async () => {
    stubApi(() => ok(caseReplyOf()));
    renderAt('/myholo/detail/5', <CaseButton order={order} mode="view" />);
    fireEvent.click(screen.getByRole('button', { name: 'View case' }));
    await dialog().findByText('Sorry, let me check.');
    expect(dialog().queryByRole('button', { name: 'Ask Holo to step in' })).toBeNull();
  });

  it('sends a reply; a refusal shows the message and enables Send again', async () => {
    let fail = true;
    const api = stubApi((call) => {
      if (call.method === 'POST') return fail ? refused(409, 'CASE_CLOSED', 'This case is closed.') : ok({});
      return ok(caseReplyOf({ Viewer: 'seller' }));
    });
    renderAt('/myholo/detail/5?case=1', <CaseButton order={order} mode="view" deepLink />);
    // ?case=1 (a SendType 9 notice) opens the dialog at once.
    fireEvent.change(await dialog().findByLabelText('Your reply'), { target: { value: 'Refund offered.' } });
    expect(dialog().queryByRole('button', { name: 'Revoke the case' })).toBeNull();
    fireEvent.click(dialog().getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(errorText(i18n, 'CASE_CLOSED', 'This case is closed.'))).toBeTruthy();
    const send = dialog().getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    await waitFor(() => expect(send.disabled).toBe(false));
    fail = false;
    fireEvent.click(send);
    await waitFor(() => expect(api.writes()).toHaveLength(2));
    expect(api.writes()[1]!.body).toEqual({ Title: 'Refund offered.', Images: [] });
    await waitFor(() => expect((dialog().getByLabelText('Your reply') as HTMLTextAreaElement).value).toBe(''));
  });
});
