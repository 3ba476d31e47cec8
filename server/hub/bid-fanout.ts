/**
 * Relays committed-bid events (bid-events.ts, Postgres NOTIFY) to this node's sockets. Per commodity
 * one read runs at a time, at most one per minGapMs: events that arrive meanwhile collapse into one
 * more read, which starts after they arrived, so messages follow commit order and the last state
 * is always sent. A read that finds the state already sent (its snapshot included a later commit)
 * sends nothing. Commodities nobody watches on this node cost nothing but the parse.
 */
import { z } from 'zod';
import { invocationFrame } from './hub-protocol';
import { hubBidMessageFor, isParticipant } from './hub-bid-message';
import type { LiveBidState } from './live-bid-state';
import type { CommodityHub } from './commodity-hub';

export const HUB_BID_TARGET = 'addChatMessage';

const bidEvent = z.object({ commodityId: z.number().int().positive(), committedAt: z.string() });

export type ReadLiveBidState = (commodityId: number, viewerIds: number[]) => Promise<LiveBidState | null>;

interface Logger {
  warn(object: object, message: string): void;
}

const retryDelayMs = 1000;
const maxRetries = 3;

export class BidFanOut {
  private readonly pending = new Map<number, string>();
  private readonly running = new Map<number, Promise<void>>();
  /** What was last sent per watched commodity, to skip sending the same state twice. */
  private readonly lastSent = new Map<number, string>();
  /** When the last read per watched commodity started (performance.now()). */
  private readonly lastReadAt = new Map<number, number>();
  private closed = false;

  constructor(
    private readonly hub: Pick<CommodityHub, 'group' | 'joinedCommodities'>,
    private readonly read: ReadLiveBidState,
    private readonly log: Logger,
    /**
     * The least time between two reads (so two messages) for one commodity. A hot auction's
     * burst of bids collapses into one message per gap carrying the latest state: at 50 ms (20
     * messages a second, within a blink) 500 followers cost the node and their phones a fraction
     * of one message per bid (bench:bids).
     */
    private readonly minGapMs = 50,
  ) {}

  /** A NOTIFY payload from BID_CHANNEL. */
  onNotification(payload: string): void {
    let event: z.infer<typeof bidEvent>;
    try {
      event = bidEvent.parse(JSON.parse(payload));
    } catch (error) {
      this.log.warn({ err: error, payload }, 'hub: ignoring a malformed bid event');
      return;
    }
    if (this.hub.group(event.commodityId)?.size) this.enqueue(event.commodityId, event.committedAt);
  }

  /** After missed notifications (the listening connection dropped): send every watched item afresh. */
  resync(): void {
    const now = new Date().toISOString();
    for (const commodityId of this.hub.joinedCommodities()) this.enqueue(commodityId, now);
  }

  /** Stops taking events and waits for the reads in progress. */
  async close(): Promise<void> {
    this.closed = true;
    this.pending.clear();
    await Promise.allSettled([...this.running.values()]);
  }

  private enqueue(commodityId: number, committedAt: string) {
    if (this.closed) return;
    this.pending.set(commodityId, committedAt);
    if (this.running.has(commodityId)) return;
    const run = this.drain(commodityId).finally(() => {
      this.running.delete(commodityId);
      if (!this.hub.group(commodityId)?.size) {
        this.lastSent.delete(commodityId);
        this.lastReadAt.delete(commodityId);
      }
    });
    this.running.set(commodityId, run);
  }

  private async drain(commodityId: number) {
    let failures = 0;
    while (this.pending.has(commodityId)) {
      // A timer may fire a fraction of a millisecond early by performance.now(): wait until the gap is whole.
      let wait: number;
      while ((wait = (this.lastReadAt.get(commodityId) ?? -Infinity) + this.minGapMs - performance.now()) > 0) {
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
      // Events that came during the wait collapse into this read; close() may have cleared them.
      const committedAt = this.pending.get(commodityId);
      if (committedAt === undefined) return;
      this.pending.delete(commodityId);
      this.lastReadAt.set(commodityId, performance.now());
      try {
        await this.deliver(commodityId, committedAt);
        failures = 0;
      } catch (error) {
        failures += 1;
        this.log.warn({ err: error, commodityId }, 'hub: reading the live bid state failed');
        // Retry the same event unless a newer one is already waiting (its read supersedes it).
        if (failures <= maxRetries && !this.closed && !this.pending.has(commodityId)) {
          this.pending.set(commodityId, committedAt);
          await new Promise((resolve) => setTimeout(resolve, retryDelayMs * failures));
        }
      }
    }
  }

  private async deliver(commodityId: number, committedAt: string) {
    const watchers = this.hub.group(commodityId);
    if (!watchers?.size) return;
    const viewerIds = new Set<number>();
    for (const client of watchers) if (client.memberId !== null) viewerIds.add(client.memberId);
    const state = await this.read(commodityId, [...viewerIds]);
    if (!state) return;
    const { auction } = state;
    const version = [auction.bidCount, state.status, auction.priceCents, auction.leaderId, auction.leaderMaxCents, auction.endsAtMs].join('|');
    if (this.lastSent.get(commodityId) === version) return;
    this.lastSent.set(commodityId, version);
    // Visitors and members who have not bid share one message, serialised and encoded once.
    const encode = (viewer: number | null) => Buffer.from(invocationFrame(HUB_BID_TARGET, [hubBidMessageFor(state, viewer, committedAt)]));
    let shared: Buffer | undefined;
    const personal = new Map<number, Buffer>();
    for (const client of this.hub.group(commodityId) ?? []) {
      const viewer = client.memberId;
      let message: Buffer;
      if (isParticipant(state, viewer)) {
        message = personal.get(viewer) ?? encode(viewer);
        personal.set(viewer, message);
      } else {
        message = shared ??= encode(null);
      }
      client.send(message);
    }
  }
}
