/**
 * Which picture addresses a listing may carry: Holo's own /media/ paths, or https URLs on a host
 * the operator named (MEDIA_HOSTS). The raw text is matched, not a parsed URL, so `//host`,
 * `/\host`, `https://a@b` and percent-encoded separators never reach a parser that reads another host.
 */

/** /media/ and safe path characters only: no `%`, no backslash, no `..` segment (checked below). */
const OWN_MEDIA = /^\/media\/[A-Za-z0-9._~/-]+(?:\?[A-Za-z0-9._~=&-]*)?$/;
/** https, a plain host name (no user info, no escapes) with an optional port, then a path. */
const REMOTE = /^https:\/\/([a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d{1,5})?)(?:\/[A-Za-z0-9._~!$&()*+,;=:@%/-]*)?(?:\?[A-Za-z0-9._~!$&()*+,;=:@%/?-]*)?$/i;

export type ImageUrlForm = { own: true } | { own: false; host: string };

/** The address's kind, or null when it is neither an own media path nor a plain https URL. */
export function imageUrlForm(text: string): ImageUrlForm | null {
  if (OWN_MEDIA.test(text)) return /(^|\/)\.\.?(\/|\?|$)/.test(text) ? null : { own: true };
  const remote = REMOTE.exec(text);
  return remote ? { own: false, host: remote[1]!.toLowerCase() } : null;
}

/** An own media path, or an https URL whose host (and port, when written) is one of `mediaHosts`. */
export function isAllowedImageUrl(text: string, mediaHosts: readonly string[]): boolean {
  const form = imageUrlForm(text);
  return form !== null && (form.own || mediaHosts.includes(form.host));
}

/** MEDIA_HOSTS as the operator writes it: comma-separated host names, any case. */
export function parseMediaHosts(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}
