/** Other bidders' names in bid lists (spec 2 section 2): first letter, stars, last letter. */
export function maskedName(name: string): string {
  const letters = [...name.trim()];
  if (letters.length === 0) return '***';
  if (letters.length === 1) return `${letters[0]}***`;
  return `${letters[0]}***${letters.at(-1)}`;
}
