/**
 * Counts a bid's answer: accepted, or refused with its error code (BID_TOO_LOW, AUCTION_ENDED, …;
 * a bounded set). A fault that is no refusal (a 5xx) is counted as SERVER_ERROR.
 */
import { AppError } from '../http/errors';
import { bidsAccepted, bidsRefused } from './metrics';

export async function countBid<T>(bid: Promise<T>): Promise<T> {
  try {
    const reply = await bid;
    bidsAccepted.inc();
    return reply;
  } catch (error) {
    bidsRefused.inc({ code: error instanceof AppError ? error.code : 'SERVER_ERROR' });
    throw error;
  }
}
