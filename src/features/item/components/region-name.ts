/** A member source (US, HK, TWN…) as a region name in the viewer's language; the code if unknown. */
export function regionName(code: string, locale: string): string {
  const region = code === 'TWN' ? 'TW' : code;
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(region) ?? code;
  } catch {
    return code;
  }
}
