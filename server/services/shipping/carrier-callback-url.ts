/** Where carriers post tracking events: Holo's public address (PUBLIC_URL) + api/carrier/callback. */
export function carrierCallbackUrl(publicUrl: string): string {
  return new URL('api/carrier/callback', publicUrl).href;
}
