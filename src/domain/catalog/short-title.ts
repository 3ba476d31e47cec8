/** Spec 1 section 9: listing titles on cards are shortened to 50 characters. */
export const CARD_TITLE_LENGTH = 50;

export function shortTitle(title: string, length = CARD_TITLE_LENGTH): string {
  const chars = Array.from(title);
  return chars.length <= length ? title : `${chars.slice(0, length - 1).join('').trimEnd()}…`;
}
