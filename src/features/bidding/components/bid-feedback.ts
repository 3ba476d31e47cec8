import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PlaceBidReply } from '../../../domain/bidding/bid.schema';
import type { BidInputProblem } from '../../../domain/bidding/bid-input';
import type { ApiError } from '../../../lib/api/api-error';
import { formatUsd } from '../../../domain/format/format-usd';
import { errorText } from '../../../lib/i18n/error-messages';

/** What the bid dialog says after a bid (spec 2 section 4: none, true = success text, false = error or outbid). */
export type BidFeedback = { tone: 'success' | 'error'; text: string } | null;

const outcomeTexts = {
  leading: msg`You are the highest bidder!`,
  raised: msg`Bid successful!`,
  outbid: msg`Another bidder is ahead. Please increase your bid.`,
} as const;

export function outcomeFeedback(i18n: I18n, outcome: PlaceBidReply['Outcome']): BidFeedback {
  return { tone: outcome === 'outbid' ? 'error' : 'success', text: i18n._(outcomeTexts[outcome]) };
}

export function outbidFeedback(i18n: I18n): BidFeedback {
  return outcomeFeedback(i18n, 'outbid');
}

export function inputProblemFeedback(i18n: I18n, problem: BidInputProblem): BidFeedback {
  const values = problem.code === 'BID_TOO_LOW' ? { n: formatUsd(problem.minimumCents, i18n.locale) } : undefined;
  return { tone: 'error', text: errorText(i18n, problem.code, undefined, values) };
}

/**
 * A refused bid in the viewer's language. The server names amounts as decimal USD ("12.00"); they
 * are shown as the client's own check shows them ("$12.00"), anything else as sent.
 */
export function refusalFeedback(i18n: I18n, error: ApiError): BidFeedback {
  const values = error.values && { ...error.values };
  const n = values?.n;
  if (values && n !== undefined) {
    const amount = typeof n === 'number' ? n : /^\d+(\.\d{1,2})?$/.test(n) ? Number(n) : null;
    if (amount !== null) values.n = formatUsd(Math.round(amount * 100), i18n.locale);
  }
  return { tone: 'error', text: errorText(i18n, error.code, error.message, values) };
}
