/**
 * The browsers' push services, the only endpoints production registers and sends to: a member
 * writes the endpoint, and anything else would have the relay POST wherever they point it.
 */
const HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com'];
/** Services that hand out endpoints on many hosts under one domain. */
const DOMAINS = ['.push.services.mozilla.com', '.push.apple.com', '.notify.windows.com'];

/** An https endpoint (no user info) on one of the push services' hosts. */
export function isPushServiceEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname;
  return HOSTS.includes(host) || DOMAINS.some((domain) => host.endsWith(domain) && host.length > domain.length);
}
