/**
 * Spec 1 section 2: pay, my{product}, messages, terms, feedback and the authentication pages show
 * a title header (back + page title) instead of the site header and search bar. Issue 32: on a
 * desktop a member's own pages (my Holo, messages, feedback, the cart) keep the site header, with
 * its search and cart, above their title header; checkout, terms and sign-in stay reduced everywhere.
 */
const prefixes = ['/pay', '/myholo', '/terms', '/feedback'];
const exact = ['/messages', '/login', '/register', '/forgot', '/authentication'];
const memberPrefixes = ['/myholo', '/messages', '/feedback', '/pay/cart'];

/** Which header a page shows: the site header, the title header, or (a member page) both on a desktop. */
export type HeaderKind = 'site' | 'title' | 'member';

const normalized = (pathname: string) => pathname.toLowerCase().replace(/\/+$/, '') || '/';

export function usesTitleHeader(pathname: string): boolean {
  const path = normalized(pathname);
  return exact.includes(path) || prefixes.some((prefix) => path.startsWith(prefix));
}

export function headerKind(pathname: string): HeaderKind {
  if (!usesTitleHeader(pathname)) return 'site';
  const path = normalized(pathname);
  return memberPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)) ? 'member' : 'title';
}
