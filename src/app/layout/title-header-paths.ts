/**
 * Spec 1 section 2: pay, my{product}, messages, terms, feedback and the authentication pages show
 * a title header (back + page title) instead of the site header and search bar.
 */
const prefixes = ['/pay', '/myholo', '/terms', '/feedback'];
const exact = ['/messages', '/login', '/register', '/forgot', '/authentication'];

export function usesTitleHeader(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return exact.includes(path) || prefixes.some((prefix) => path.startsWith(prefix));
}
