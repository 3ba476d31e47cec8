/**
 * One Intl.NumberFormat per locale and options. Making one costs about 40 times as much as using it,
 * and a page formats its prices again on every render (a listing card on each countdown tick).
 */
const formats = new Map<string, Intl.NumberFormat>();

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
