/** Minimal first-party cookie access for preferences the server may also read (language, dismissals). */
export function readCookie(name: string, source: string = document.cookie): string | undefined {
  for (const part of source.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export function setCookie(name: string, value: string, maxAgeSeconds: number) {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- cookie syntax, not user-visible text
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;
}
