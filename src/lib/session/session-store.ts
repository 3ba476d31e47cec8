/**
 * Client session state (valtio): who is signed in, the display language and the header badge
 * counts. The user comes from GET /api/me through TanStack Query; this store is what the UI reads.
 */
import { proxy, subscribe } from 'valtio';
import type { CurrentUser } from '../../domain/account/current-user.schema';
import { sourceLocale, type Locale } from '../../domain/language/locales';

export interface BadgeCounts {
  watch: number;
  cart: number;
}

export interface SessionState {
  user: CurrentUser | null;
  /** false until the first answer from GET /api/me (or the restored cache) is known. */
  userKnown: boolean;
  language: Locale;
  badges: BadgeCounts;
}

export const session = proxy<SessionState>({
  user: null,
  userKnown: false,
  language: sourceLocale,
  badges: { watch: 0, cart: 0 },
});

export function setSessionUser(user: CurrentUser | null) {
  session.user = user;
  session.userKnown = true;
  if (!user) session.badges = { watch: 0, cart: 0 };
}

/**
 * The signed-in member, or null for a visitor, once that is known: a member who taps Add to cart or
 * Place bid before GET /api/me has answered (a slow connection, a page opened from a link) is not a
 * visitor, and must not be sent to sign in.
 */
export function whenUserKnown(): Promise<CurrentUser | null> {
  const now = userIfKnown();
  if (now !== undefined) return Promise.resolve(now);
  return new Promise((resolve) => {
    const stop = subscribe(session, () => {
      const user = userIfKnown();
      if (user === undefined) return;
      stop();
      resolve(user);
    });
  });
}

/** The signed-in member, null for a visitor, undefined while GET /api/me has not answered. */
export function userIfKnown(): CurrentUser | null | undefined {
  return session.user || session.userKnown ? session.user : undefined;
}

/** The signed-in member's id, for actions only members can take (their buttons send visitors to /login first). */
export function signedInMemberId(): number {
  if (!session.user) throw new Error('No member is signed in');
  return session.user.Id;
}
