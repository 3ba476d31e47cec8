/**
 * The page to go back to after signing in or registering (spec 1 section 2: visiting login
 * remembers the previous page). Kept in sessionStorage so it survives a reload of /login but not
 * the tab.
 */
import { isOtherSitePath } from '../../../sw/shared-with-page';

const RETURN_PAGE_KEY = 'holo_return_to';
const authPaths = ['/login', '/register', '/forgot'];

export function isAuthPath(pathname: string): boolean {
  return authPaths.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/** Only in-app paths: no other origin ("//evil", "/\\evil"), and never an auth page itself. */
export function isReturnablePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  const pathname = path.split(/[?#]/)[0] ?? path;
  return !isAuthPath(pathname);
}

export function rememberReturnPage(path: string, storage: Storage = sessionStorage) {
  if (isReturnablePath(path)) storage.setItem(RETURN_PAGE_KEY, path);
}

/** The remembered page (home when none), forgotten once taken. */
export function takeReturnPage(storage: Storage = sessionStorage): string {
  const path = storage.getItem(RETURN_PAGE_KEY);
  storage.removeItem(RETURN_PAGE_KEY);
  return path && isReturnablePath(path) ? path : '/';
}

/**
 * Goes back to the remembered page after signing in: a page of this app through its router; the
 * seller site's or the staff console's pages (/seller/…, /staff/…, other entries of the build) as
 * a full page load, since this app's router has no such routes. Same origin only either way.
 */
export function returnAfterSignIn(
  navigate: (path: string, options: { replace: boolean }) => void,
  storage: Storage = sessionStorage,
  assign: (path: string) => void = (path) => window.location.assign(path),
) {
  const path = takeReturnPage(storage);
  if (isOtherSitePath(path.split(/[?#]/)[0] ?? path)) assign(path);
  else navigate(path, { replace: true });
}
