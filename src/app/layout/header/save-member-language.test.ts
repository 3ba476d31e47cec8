import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../domain/account/current-user.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { session } from '../../../lib/session/session-store';
import { saveMemberLanguage } from './save-member-language';

vi.mock('../../../lib/api/api-client', () => ({ apiFetch: vi.fn(async () => ({ Language: 'ja' })) }));

const member = { Id: 7, Language: 'en' } as CurrentUser;

afterEach(() => {
  vi.mocked(apiFetch).mockClear();
  session.user = null;
});

describe('saveMemberLanguage', () => {
  it('saves the pick to a signed-in member', async () => {
    session.user = { ...member };
    await saveMemberLanguage('ja');
    expect(apiFetch).toHaveBeenCalledWith('/api/me/language', { method: 'PUT', body: { Language: 'ja' } });
    expect(session.user.Language).toBe('ja');
  });

  it('asks nothing for a visitor: the cookie is their choice', async () => {
    await saveMemberLanguage('ko');
    expect(apiFetch).not.toHaveBeenCalled();
  });

  it('swallows a failure: the switch on screen stays', async () => {
    session.user = { ...member };
    vi.mocked(apiFetch).mockRejectedValueOnce(new Error('offline'));
    await expect(saveMemberLanguage('zh-Hant')).resolves.toBeUndefined();
    expect(session.user.Language).toBe('en');
  });
});
