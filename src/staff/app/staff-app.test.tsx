// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { StaffApp } from './staff-app';
import { createQueryClient } from '../../lib/query/query-client';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
beforeEach(() => sessionStorage.clear());

/** The console at `path`, with GET /api/staff/me answering `me` (null: a visitor's 401); every other read an empty list. */
function openConsole(path: string, me: { Desks: string[] } | null) {
  window.history.pushState({}, '', path);
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign, pathname: path.split('?')[0], search: '' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/staff/me') {
        return me ? Response.json({ MemberId: 7, Nickname: 'DeskHand', ...me }) : Response.json({ error: { code: 'UNAUTHORIZED', message: 'x' } }, { status: 401 });
      }
      return Response.json({ data: [] });
    }),
  );
  render(<StaffApp client={createQueryClient()} />);
  return { assign };
}

describe('the staff console shows each member only what they may use', () => {
  it('sends a visitor to sign in, remembering the page to come back to', async () => {
    const { assign } = openConsole('/staff/warehouse', null);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/login'));
    expect(sessionStorage.getItem('holo_return_to')).toBe('/staff/warehouse');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows a member without a desk "no access" and nothing of the tools', async () => {
    openConsole('/staff/warehouse', { Desks: [] });
    expect(await screen.findByRole('heading', { level: 1, name: 'No access' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it("lists only the member's desks, and refuses another desk's page", async () => {
    openConsole('/staff/cases', { Desks: ['warehouse'] });
    const nav = await screen.findByRole('navigation', { name: 'Desks' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Warehouse', 'Staff log', 'Back to Holo']);
    expect(await screen.findByRole('heading', { level: 1, name: 'This desk is not yours' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Cases' })).toBeNull();
  });
});
