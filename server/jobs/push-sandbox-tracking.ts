/**
 * The sandbox carrier's webhook sender: posts each parcel's due events, in order, by real HTTP to
 * the callback URL it was subscribed with, signed as the callback route checks. A parcel is
 * claimed with FOR UPDATE SKIP LOCKED and leased for the post (providers/carrier.ts), so any node
 * may run this; a post that fails (or answers other than 2xx) stops that parcel until the next run,
 * which tries again from the first event not delivered. Re-posting is harmless: event ids repeat.
 */
import type { AppContext } from '../app';
import { CARRIER_SIGNATURE_HEADER, type DuePush, type SandboxCarrierProvider } from '../providers/carrier';
import { yieldToRequests } from './yield-to-requests';

const PARCELS_PER_CLAIM = 10;
const CLAIMS_PER_RUN = 50;
const POST_TIMEOUT_MS = 5_000;

export interface PushLog {
  warn(obj: object, msg: string): void;
}
const silent: PushLog = { warn: () => {} };

/** One pass; answers how many events reached their callback. A failed post ends the pass (the callback is likely down). */
export async function runOnce(ctx: Pick<AppContext, 'clock' | 'providers'>, log: PushLog = silent): Promise<number> {
  const carrier = ctx.providers.carrier;
  let delivered = 0;
  for (let claim = 0; claim < CLAIMS_PER_RUN; claim++) {
    await yieldToRequests();
    const due = await carrier.claimDuePushes(ctx.clock.now(), PARCELS_PER_CLAIM);
    for (const [index, parcel] of due.entries()) {
      const outcome = await pushParcel(carrier, parcel, ctx.clock.now(), log);
      delivered += outcome.delivered;
      if (!outcome.ok) {
        // Hand back the parcels claimed but not tried: due again at their own time.
        for (const untried of due.slice(index + 1)) await carrier.pushed(untried, untried.pushedSteps);
        return delivered;
      }
    }
    if (due.length < PARCELS_PER_CLAIM) break;
  }
  return delivered;
}

async function pushParcel(carrier: SandboxCarrierProvider, parcel: DuePush, now: Date, log: PushLog): Promise<{ ok: boolean; delivered: number }> {
  let reached = parcel.pushedSteps;
  for (const { step, callback } of parcel.events) {
    const { body, signature } = carrier.signCallback(callback);
    if (!(await post(parcel.callbackUrl, body, signature, log))) {
      await carrier.pushed(parcel, reached);
      await carrier.pushFailed(parcel.parcelId, now);
      return { ok: false, delivered: reached - parcel.pushedSteps };
    }
    reached = step;
  }
  await carrier.pushed(parcel, reached);
  return { ok: true, delivered: reached - parcel.pushedSteps };
}

async function post(url: string, body: string, signature: string, log: PushLog): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', [CARRIER_SIGNATURE_HEADER]: signature },
      signal: AbortSignal.timeout(POST_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.ok) return true;
    log.warn({ url, status: response.status }, 'sandbox carrier callback refused; retried on the next run');
  } catch (error) {
    log.warn({ err: error, url }, 'sandbox carrier callback failed; retried on the next run');
  }
  return false;
}
