// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from '../../lib/api/api-client';
import { takeReturnPage } from '../../lib/navigation/return-page';
import { session } from '../../lib/session/session-store';
import { UnauthorizedRedirect } from './unauthorized-redirect';

beforeEach(() => {
  sessionStorage.clear();
  session.user = { Id: 5 } as typeof session.user;
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ error: { code: 'UNAUTHORIZED', message: 'x' } }), { status: 401, headers: { 'content-type': 'application/json' } })));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.user = null;
});

function open(at: string) {
  render(
    <MemoryRouter initialEntries={[at]}>
      <UnauthorizedRedirect />
      <Routes>
        <Route path="/market" element={<h1>Market</h1>} />
        <Route path="/login" element={<h1>Sign in</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('UnauthorizedRedirect', () => {
  it('on a 401 forgets the member and sends them to /login, to come back to the page they were on', async () => {
    open('/market?sort=2');
    await act(() => apiFetch('/api/watch', { method: 'POST', body: {} }).catch(() => {}));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(session.user).toBeNull();
    expect(takeReturnPage()).toBe('/market?sort=2');
  });

  it('stays on the page for a call whose 401 is an answer (redirectOn401: false)', async () => {
    open('/market');
    await act(() => apiFetch('/api/me', { redirectOn401: false }).catch(() => {}));
    expect(screen.getByRole('heading', { name: 'Market' })).toBeTruthy();
    expect(takeReturnPage()).toBe('/');
  });
});
