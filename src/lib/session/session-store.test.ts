import { afterEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../domain/account/current-user.schema';
import { session, setSessionUser, whenUserKnown } from './session-store';

const member = { Id: 5, NickName: 'Collector5' } as CurrentUser;

afterEach(() => {
  session.user = null;
  session.userKnown = false;
});

describe('whenUserKnown', () => {
  it('answers at once when the session is known: the member, or null for a visitor', async () => {
    setSessionUser(member);
    await expect(whenUserKnown()).resolves.toBe(session.user);
    setSessionUser(null);
    await expect(whenUserKnown()).resolves.toBeNull();
  });

  it('waits for GET /api/me rather than taking an unknown session for a visitor', async () => {
    let answered: CurrentUser | null | undefined;
    void whenUserKnown().then((user) => (answered = user));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(answered).toBeUndefined();
    setSessionUser(member);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(answered?.Id).toBe(5);
  });

  it('resolves null once the session turns out to be a visitor', async () => {
    const pending = whenUserKnown();
    session.userKnown = true;
    await expect(pending).resolves.toBeNull();
  });
});
