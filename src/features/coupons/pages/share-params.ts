/** The share link's query: e the order, t the sharer, m the sharer's picture (may be empty). */
export interface ShareParams {
  orderId: number;
  sharerId: number;
  avatar: string | null;
}

const positiveId = (text: string | null) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 && value <= 2_147_483_647 ? value : null;
};

/** Only a picture on this site or over https is shown: the link is written by anyone. */
function safeAvatar(text: string | null): string | null {
  if (!text) return null;
  if (text.startsWith('/') && !text.startsWith('//')) return text;
  try {
    return new URL(text).protocol === 'https:' ? text : null;
  } catch {
    return null;
  }
}

export function readShareParams(search: URLSearchParams): ShareParams | null {
  const orderId = positiveId(search.get('e'));
  const sharerId = positiveId(search.get('t'));
  if (orderId === null || sharerId === null) return null;
  return { orderId, sharerId, avatar: safeAvatar(search.get('m')) };
}
