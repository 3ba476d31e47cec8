/**
 * The page to go back to after signing in or registering (spec 1 section 2: visiting login
 * remembers the previous page). Kept in sessionStorage so it survives a reload of /login but not
 * the tab.
 */
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

/** Pages of another entry of the build (the staff console): reached by loading them, not by the PWA's router. */
export function isOtherEntryPath(path: string): boolean {
  return /^\/staff(\/|$|\?)/.test(path);
}
