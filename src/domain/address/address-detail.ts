/**
 * The one-line address detail orders keep (spec 2 "Shipping address"): the street, then the second
 * line in parentheses when there is one: "350 Fifth Avenue (Suite 4100)".
 */
export function formatAddressDetail(streetAddress: string, streetAddress2 = ''): string {
  const street = streetAddress.trim();
  const second = streetAddress2.trim();
  return second ? `${street} (${second})` : street;
}

/**
 * Back into the two lines by splitting on the parentheses. Only a trailing "(…)" is a second line,
 * so a street that itself holds parentheses earlier on stays whole.
 */
export function parseAddressDetail(detail: string): { streetAddress: string; streetAddress2: string } {
  const text = detail.trim();
  const match = /^(.*?)\s*\(([^()]*)\)$/s.exec(text);
  if (!match || !match[1]) return { streetAddress: text, streetAddress2: '' };
  return { streetAddress: match[1].trim(), streetAddress2: match[2]!.trim() };
}
