/**
 * The feedback lists' URLs. Plain values rather than feedback.schema's: the item and store pages
 * link here, and their first view should not build the feedback schemas.
 */

/** Whose side the list shows: feedback a member received as a seller or as a buyer. */
export type FeedbackSide = 'seller' | 'buyer';
/** AppraisalStatus: 1 positive, 2 negative. */
export type FeedbackTab = 1 | 2;
export type FeedbackSort = 'new' | 'old';

export interface FeedbackPageParams {
  /** The member whose feedback it is; null when the link names none. */
  member: number | null;
  tab: FeedbackTab;
  sort: FeedbackSort;
  page: number;
}

/** AppraisalType of the list: about the seller on /feedback/seller, about the buyer on /feedback/buyer. */
export const aboutOf = (side: FeedbackSide): 1 | 2 => (side === 'seller' ? 2 : 1);

/** /feedback/seller?id=&type=1|2&sort=old&page= and /feedback/buyer?id=&type=: type 2 opens Negative. */
export function readFeedbackParams(side: FeedbackSide, search: URLSearchParams): FeedbackPageParams {
  const id = Number(search.get('id'));
  const page = Number(search.get('page'));
  return {
    // Above int4 names no member (domain/ids/record-id.ts).
    member: Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null,
    tab: search.get('type') === '2' ? 2 : 1,
    // Only sellers' lists can be sorted (spec 3 "Feedback list").
    sort: side === 'seller' && search.get('sort') === 'old' ? 'old' : 'new',
    page: Number.isInteger(page) && page > 1 ? Math.min(page, 10_000) : 1,
  };
}

/** The link of a member's feedback list; the tab is always written, as the spec's links do. */
export function feedbackHref(side: FeedbackSide, member: number, { tab = 1, sort = 'new', page = 1 }: Partial<Omit<FeedbackPageParams, 'member'>> = {}): string {
  const query = new URLSearchParams({ id: String(member), type: String(tab) });
  if (side === 'seller' && sort === 'old') query.set('sort', 'old');
  if (page > 1) query.set('page', String(page));
  return `/feedback/${side}?${query.toString()}`;
}
