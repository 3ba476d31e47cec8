// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CloseAccountDialog } from './close-account-dialog';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) => new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const keys = ['noOngoingBids', 'noListings', 'balanceNotNegative', 'noOpenOrders', 'noOpenCases'];

function renderDialog(check: unknown, closeAnswer?: Response) {
  const fetchMock = vi.fn(async (_path: string, init?: RequestInit) => (init?.method === 'POST' && closeAnswer ? closeAnswer : json(200, check)));
  vi.stubGlobal('fetch', fetchMock);
  const onClosed = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <CloseAccountDialog open onClose={() => {}} onClosed={onClosed} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { fetchMock, onClosed };
}

describe('CloseAccountDialog', () => {
  it('shows a cross on an unmet condition, the close-the-deal message and no password field', async () => {
    renderDialog({ Conditions: keys.map((Key) => ({ Key, Met: Key !== 'noOngoingBids' })), CanClose: false });
    const unmet = await screen.findByText('No bids on auctions that have not ended');
    expect(within(unmet.closest('li')!).getByText('Not done')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/^Please close the deal first/);
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('asks for the password when every condition is met and shows a wrong password on the field', async () => {
    const { fetchMock } = renderDialog(
      { Conditions: keys.map((Key) => ({ Key, Met: true })), CanClose: true },
      json(400, { error: { code: 'CLOSE_ACCOUNT_PASSWORD_INCORRECT', message: 'The password is incorrect', field: 'Password' } }),
    );
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'Wrong1234' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Close my account' }).at(-1)!);
    expect((await screen.findByRole('alert')).textContent).toBe('The password is incorrect');
    expect(fetchMock).toHaveBeenCalledWith('/api/me/close-account', expect.objectContaining({ method: 'POST', body: JSON.stringify({ Password: 'Wrong1234' }) }));
  });

  it('tells the page once the account is closed', async () => {
    const { onClosed } = renderDialog({ Conditions: keys.map((Key) => ({ Key, Met: true })), CanClose: true }, json(204, null));
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'Secret123' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Close my account' }).at(-1)!);
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
  });
});
