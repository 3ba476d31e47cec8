// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeReturnPage } from '../../../lib/navigation/return-page';
import { session } from '../../../lib/session/session-store';
import { useMemberAction } from './use-member-action';

// The session is known (GET /api/me answered): a visitor unless a test signs a member in.
session.userKnown = true;

afterEach(() => {
  cleanup();
  session.user = null;
  sessionStorage.clear();
});

function WatchButton({ onWatch }: { onWatch: () => void }) {
  const guard = useMemberAction();
  return (
    <button type="button" onClick={() => guard(onWatch)}>
      Watch
    </button>
  );
}

function renderAt(url: string, onWatch: () => void) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/market" element={<WatchButton onWatch={onWatch} />} />
        <Route path="/login" element={<p>Login page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('useMemberAction', () => {
  it('sends a visitor to /login, remembering the page with its query to come back to', () => {
    const onWatch = vi.fn();
    renderAt('/market?key=ohtani&t=12', onWatch);
    fireEvent.click(screen.getByRole('button', { name: 'Watch' }));
    expect(screen.getByText('Login page')).toBeTruthy();
    expect(onWatch).not.toHaveBeenCalled();
    expect(takeReturnPage()).toBe('/market?key=ohtani&t=12');
  });

  it('runs the action for a member and stays on the page', () => {
    session.user = { Id: 7, NickName: 'Collector7' } as typeof session.user;
    const onWatch = vi.fn();
    renderAt('/market', onWatch);
    fireEvent.click(screen.getByRole('button', { name: 'Watch' }));
    expect(onWatch).toHaveBeenCalledOnce();
    expect(screen.queryByText('Login page')).toBeNull();
    expect(takeReturnPage()).toBe('/');
  });
});
